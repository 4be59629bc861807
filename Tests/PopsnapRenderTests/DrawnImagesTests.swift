import Foundation
import XCTest
import PopsnapFiles
import PopsnapTestSupport
@testable import PopsnapPNG
import PopsnapRaster
@testable import Popsnap

/// Issue 20: an image file is decoded once per painting at the sizes it is drawn, streaming its rows,
/// and draws exactly the pixels the whole image gives.
final class DrawnImagesTests: TemporaryFolderTestCase {
    let renderer = try! PopupRenderer()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Samples of every value within their depth, the same for every colour type so files differ only
    /// in how they store them; palettes of 4 entries, one translucent.
    func writePNG(_ name: String, width: Int, height: Int, type: PNGColorType, depth: Int, interlaced: Bool = false) throws {
        var rng = SplitMix(seed: 9)
        let limit = type == .palette ? 4 : 1 << depth
        let samples = (0..<(width * height * type.channels)).map { _ in UInt16(rng.below(limit)) }
        var rows = [UInt8]()
        let rowBytes = (width * type.channels * depth + 7) / 8
        for y in 0..<height {
            var row = [UInt8](repeating: 0, count: rowBytes)
            for i in 0..<(width * type.channels) {
                let v = samples[y * width * type.channels + i]
                if depth == 16 { row[2 * i] = UInt8(v >> 8); row[2 * i + 1] = UInt8(v & 0xFF) }
                else if depth == 8 { row[i] = UInt8(v) }
                else { row[i * depth / 8] |= UInt8(v) << (8 - depth - i * depth % 8) }
            }
            rows += row
        }
        let palette: [UInt8] = type == .palette ? [255, 0, 0, 0, 255, 0, 0, 0, 255, 200, 200, 10] : []
        let bytes = try PNG.encode(samples: rows, width: width, height: height, colorType: type, bitDepth: depth, interlaced: interlaced,
                                   palette: palette, transparency: type == .palette ? [255, 90, 255, 0] : [])
        try Data(bytes).write(to: URL(fileURLWithPath: path(name)))
        // Modified a minute ago, as a user's files are: a version just written is kept by no cache.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: path(name))
    }

    /// Image elements of `sizes` (points) naming `file`, in an hstack of vstacks so none is stretched.
    func spec(_ file: String, sizes: [(Double, Double)], scale: Int = 1) throws -> PopupSpec {
        let children = sizes.map { #"{"type": "vstack", "children": [{"type": "image", "width": \#($0.0), "height": \#($0.1), "image": "\#(file)"}]}"# }
        let text = #"{"scale": \#(scale), "canvas": {"width": 320, "height": 240}, "popup": {"kind": "custom", "root": "#
            + #"{"type": "hstack", "children": ["# + children.joined(separator: ",") + "]}}}"
        try Data(text.utf8).write(to: folder.appendingPathComponent("spec.json"))
        return try PopupSpec.load(contentsOf: path("spec.json"))
    }

    /// The scene with every image file replaced by its whole decode: what painting drew before.
    func decodedWhole(_ scene: PopupScene) throws -> PopupScene {
        func replace(_ e: inout Element) throws {
            if case let .image(.file(file)) = e.content { e.content = .image(.pixels(try PNG.decode(file.bytes))) }
            for i in e.children.indices { try replace(&e.children[i]) }
        }
        var scene = scene
        try replace(&scene.popup)
        if case let .placedFile(file, placement, color) = scene.background {
            let image = try PNG.decode(file.bytes)
            scene.background = color.map { .placedImage(image, placement, background: $0) } ?? .image(image)
        }
        return scene
    }

    /// Integer shrinking (96 -> 24 and 12), fractional (at 30.3 pt, and at 2x), a wider frame the image
    /// is fitted into (centred at a fraction of a pixel), and two sizes at once with a repeat: resampled
    /// as rows arrive. Then 1:1 and larger, where the file is decoded whole.
    let smaller: [[(Double, Double)]] = [[(24, 16)], [(12, 8)], [(30.3, 17.9)], [(50, 20)], [(12, 8), (20, 12), (12, 8)]]
    let larger: [[(Double, Double)]] = [[(96, 64)], [(130, 90)], [(12, 8), (130, 90)]]

    func testDrawnPixelsAreTheWholeDecodesForEveryKindOfFile() throws {
        let kinds: [(PNGColorType, Int, Bool)] = [(.rgba, 8, false), (.rgba, 16, false), (.palette, 2, false), (.greyAlpha, 8, false),
                                                  (.rgb, 16, false), (.rgba, 8, true)]
        for (i, (type, depth, interlaced)) in kinds.enumerated() {
            try writePNG("\(i).png", width: 96, height: 64, type: type, depth: depth, interlaced: interlaced)
            let version = try XCTUnwrap(FileVersion(path("\(i).png")))
            for (sets, whole) in [(smaller, false), (larger, true)] {
                for sizes in sets {
                    for scale in [1, 2] where !(whole && scale == 2) || sizes.count == 1 {
                        let scene = try spec("\(i).png", sizes: sizes, scale: scale).scene()
                        XCTAssertEqual(try renderer.render(scene), try renderer.render(try decodedWhole(scene)),
                                       "\(type) \(depth)-bit\(interlaced ? " interlaced" : "") at \(sizes) \(scale)x")
                        // An interlaced file's rows are final only after the last pass: it is decoded whole.
                        XCTAssertEqual(decodedImages.value(version) != nil, whole || interlaced, "\(sizes) \(scale)x")
                    }
                }
            }
        }
    }

    func testAFileDrawnSmallerIsNeverDecodedWhole() throws {
        try writePNG("big.png", width: 512, height: 512, type: .rgba, depth: 8)
        let version = try XCTUnwrap(FileVersion(path("big.png")))
        // Twenty references at two sizes: two resampled sizes, no whole image.
        let scene = try spec("big.png", sizes: Array(repeating: (12, 12), count: 19) + [(40, 40)]).scene()
        let image = try renderer.render(scene)
        XCTAssertNil(decodedImages.value(version), "decoded whole")
        XCTAssertEqual(image, try renderer.render(try decodedWhole(scene)))
        // Drawn at its own size it is decoded whole, once.
        _ = try renderer.render(try spec("big.png", sizes: [(12, 12), (512, 512)]).scene())
        XCTAssertEqual(decodedImages.value(version)?.width, 512)
    }

    /// The confirmation's `{"image": …}` icon is a file like an image element's: decoded when drawn, at
    /// the size drawn, and the pixels the whole image gives.
    func testAConfirmationsIconFileIsDecodedAtItsDrawnSize() throws {
        try writePNG("icon.png", width: 512, height: 512, type: .rgba, depth: 8)
        let version = try XCTUnwrap(FileVersion(path("icon.png")))
        let text = #"{"scale": 2, "popup": {"kind": "confirmation", "icon": {"image": "icon.png"}, "message": "Saved."}}"#
        try Data(text.utf8).write(to: folder.appendingPathComponent("c.json"))
        let scene = try PopupSpec.load(contentsOf: path("c.json")).scene()
        let image = try renderer.render(scene)
        XCTAssertTrue(decodedImages.value(version) == nil, "the 512 x 512 px icon decoded whole")
        XCTAssertEqual(image, try renderer.render(try decodedWhole(scene)))
    }

    func testADamagedFileIsRefusedWhenTheSpecIsRead() throws {
        try writePNG("a.png", width: 40, height: 40, type: .rgba, depth: 8)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("a.png"))))
        bytes.removeLast(30)
        try Data(bytes).write(to: URL(fileURLWithPath: path("a.png")))
        XCTAssertThrowsError(try spec("a.png", sizes: [(10, 10)])) { error in
            guard case let .spec(e) = error as? PopsnapError else { return XCTFail("\(error)") }
            XCTAssertEqual(e.path, "popup.root.children[0].children[0].image")
            XCTAssertTrue(e.message.hasPrefix("expected a PNG file, but"), e.message)
        }
    }

    /// A file whose chunks pass their CRCs but whose data does not inflate is found when drawn: the render
    /// fails naming the file, and no image is made.
    func testDataThatPassesItsChecksButDoesNotInflateFailsTheRender() throws {
        var ihdr: [UInt8] = []
        ihdr.appendBigEndian(UInt32(40))
        ihdr.appendBigEndian(UInt32(40))
        ihdr += [8, 6, 0, 0, 0]
        var png = pngSignature
        png.appendChunk(.IHDR, ihdr)
        png.appendChunk(.IDAT, [0x78, 0x9C, 1, 2, 3, 4, 5, 6])
        png.appendChunk(.IEND, [])
        try Data(png).write(to: URL(fileURLWithPath: path("crafted.png")))
        let scene = try spec("crafted.png", sizes: [(10, 10)]).scene()
        XCTAssertThrowsError(try renderer.render(scene)) { error in
            guard case let .png(e) = error as? PopsnapError else { return XCTFail("\(error)") }
            XCTAssertTrue(e.description.contains(path("crafted.png")), e.description)
        }
    }

    /// A screenshot behind the popup, cropped (`fill`), fitted or stretched, at each position: drawn at
    /// the screen's size from its rows, as from the whole image; smaller than the screen, decoded whole.
    func testAScreenshotIsDrawnAtTheScreensSizeAsFromTheWholeImage() throws {
        try writePNG("shot.png", width: 600, height: 500, type: .rgba, depth: 8)
        try writePNG("small.png", width: 100, height: 80, type: .rgb, depth: 16)
        let version = try XCTUnwrap(FileVersion(path("shot.png")))
        var backgrounds = [#"{"image": "shot.png"}"#]
        for fit in ["fill", "fit", "stretch"] {
            for position in ["center", "topLeft", "bottomRight"] { backgrounds.append(#"{"image": "shot.png", "fit": "\#(fit)", "position": "\#(position)"}"#) }
        }
        for background in backgrounds + [#"{"image": "small.png", "fit": "fit"}"#] {
            let text = #"{"scale": 1, "canvas": {"width": 320, "height": 240}, "background": \#(background), "popup": {"kind": "hud", "label": "Saved"}}"#
            try Data(text.utf8).write(to: folder.appendingPathComponent("bg.json"))
            let scene = try PopupSpec.load(contentsOf: path("bg.json")).scene()
            XCTAssertEqual(try renderer.render(scene), try renderer.render(try decodedWhole(scene)), background)
        }
        XCTAssertNil(decodedImages.value(version), "the 600 x 500 px screenshot decoded whole")
    }
}
