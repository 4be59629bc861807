import PopsnapPNG
import PopsnapRaster
import XCTest
@testable import PopsnapCompare
import PopsnapGeometry

final class StraightImageTests: XCTestCase {
    /// A translucent colour survives a PNG round trip straight, where premultiplying loses it.
    func testStraightPNGKeepsTranslucentColours() throws {
        let pixels: [UInt8] = [200, 100, 50, 10, 255, 255, 255, 0, 1, 2, 3, 255]
        let bytes = try PNG.encodeStraight(width: 3, height: 1, rgba: pixels)
        XCTAssertEqual(try PNG.decodeStraight(bytes).rgba, pixels)
        XCTAssertEqual(try StraightImage(png: bytes).rgba, pixels)
        let premultiplied = try PNG.decode(bytes)
        XCTAssertNotEqual(StraightImage(premultiplied).rgba, pixels, "premultiplied decoding cannot keep (200, 100, 50, 10)")
    }

    /// An Image and the PNG written from it give the same straight pixels, so a render compares
    /// equal with its own reference.
    func testImageConversionMatchesItsPNG() throws {
        var canvas = try Canvas(width: 16, height: 8)
        canvas.fill(.rect(Rect(x: 1.3, y: 0.5, width: 9.4, height: 6.2)), with: .solid(Color(r8: 200, g8: 80, b8: 30, a8: 140)))
        let image = canvas.image
        XCTAssertEqual(StraightImage(image), try StraightImage(png: PNG.encode(image)))
    }

    func testPixelCountIsChecked() {
        XCTAssertThrowsError(try StraightImage(width: 2, height: 2, rgba: [0, 0, 0, 0])) { error in
            XCTAssertEqual(error as? RasterError, .pixelCountMismatch(expected: 16, found: 4))
        }
        XCTAssertThrowsError(try StraightImage(width: -1, height: 2)) { error in
            XCTAssertEqual(error as? RasterError, .invalidSize(width: -1, height: 2))
        }
        XCTAssertThrowsError(try StraightImage(width: Int.max, height: 2)) { error in
            XCTAssertEqual(error as? RasterError, .invalidSize(width: Int.max, height: 2), "a product past Int")
        }
        XCTAssertThrowsError(try PNG.encodeStraight(width: 2, height: 1, rgba: [0, 0, 0, 0]))
    }

    func testFileRoundTrip() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-straight-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = solid(3, 2, (12, 34, 56, 78))
        try image.write(to: path)
        XCTAssertEqual(try StraightImage(contentsOf: path), image)
        XCTAssertThrowsError(try StraightImage(contentsOf: path + ".missing")) { error in
            XCTAssert(String(describing: error).contains(".missing"), String(describing: error))
        }
    }
}
