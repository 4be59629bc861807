import Testing
import Foundation
@testable import UIKit
import PopsnapPNG
import PopsnapRaster
import PopsnapLayout
import PopsnapGeometry

/// Images from files at their scale, and image views drawing them as `contentMode` says.
@MainActor
struct ImageViewTests {
    /// A 30 x 15 px image, left half red and right half blue, written as `name`.
    func writeImage(named name: String) throws -> String {
        var canvas = try Canvas(width: 30, height: 15, fill: Color(red: 1, green: 0, blue: 0))
        canvas.fill(.rect(Rect(x: 15, y: 0, width: 15, height: 15)), with: .solid(Color(red: 0, green: 0, blue: 1)))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(try PNG.encode(canvas.image)).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func anImagesSizeIsItsPixelsOverTheScaleInItsName() throws {
        let path = try writeImage(named: "badge@3x.png")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 3)
        #expect(image.size == CGSize(width: 10, height: 5))
        #expect(UIImageView(image: image).intrinsicContentSize == CGSize(width: 10, height: 5))
        #expect(UIImage(contentsOfFile: path + ".missing") == nil)
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
    }

    @Test func anImageViewDrawsItsImageFittedAndRefusesAStretch() throws {
        let path = try writeImage(named: "badge@3x.png")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let view = UIImageView(image: UIImage(contentsOfFile: path))
        let drawn = try view.drawnImage(scale: 3)
        // At its own size and scale the image is drawn pixel for pixel.
        #expect(StraightImage(drawn).pixel(x: 14, y: 7) == (255, 0, 0, 255))
        #expect(StraightImage(drawn).pixel(x: 15, y: 7) == (0, 0, 255, 255))
        view.frame.size = CGSize(width: 20, height: 5)
        #expect(throws: ViewDrawingError.self) { try view.drawnImage(scale: 3) }
        view.contentMode = .scaleAspectFit
        let fitted = StraightImage(try view.drawnImage(scale: 3))
        #expect(fitted.pixel(x: 2, y: 7).a == 0, "fitted: centred, clear at the sides")
        #expect(fitted.pixel(x: 20, y: 7) == (255, 0, 0, 255))
        #expect(fitted.pixel(x: 40, y: 7) == (0, 0, 255, 255))
    }
}
