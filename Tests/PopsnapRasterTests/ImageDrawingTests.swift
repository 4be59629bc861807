import XCTest
@testable import PopsnapRaster
import PopsnapGeometry

final class ImageDrawingTests: XCTestCase {
    func image(_ w: Int, _ h: Int, _ pixels: [Pixel]) throws -> Image {
        try Image(width: w, height: h, premultipliedRGBA: pixels.flatMap { [$0.r, $0.g, $0.b, $0.a] })
    }
    let white = Pixel(r: 255, g: 255, b: 255, a: 255), black = Pixel(r: 0, g: 0, b: 0, a: 255)
    let clear = Pixel(r: 0, g: 0, b: 0, a: 0)

    func grey(_ v: UInt8) -> Pixel { Pixel(r: v, g: v, b: v, a: 255) }

    func testWholePixelDrawCopiesExactly() throws {
        let src = try image(2, 2, [Pixel(r: 10, g: 20, b: 30, a: 40), white, black, Pixel(r: 1, g: 2, b: 3, a: 200)])
        var canvas = try Canvas(width: 5, height: 4)
        canvas.draw(src, at: Point(x: 2, y: 1))
        XCTAssertEqual(canvas.image[2, 1], src[0, 0])
        XCTAssertEqual(canvas.image[3, 2], src[1, 1])
        XCTAssertEqual(canvas.image[0, 0], clear)
        // The same through the resampler: same size at a whole-pixel rect gives the same bytes.
        var other = try Canvas(width: 5, height: 4)
        other.draw(src, in: Rect(x: 2, y: 1, width: 2, height: 2))
        XCTAssertEqual(other.image, canvas.image)
    }

    func testOpacityScalesEveryChannel() throws {
        let src = try image(1, 1, [white])
        var canvas = try Canvas(width: 1, height: 1)
        canvas.draw(src, at: .zero, opacity: 0.5)
        XCTAssertEqual(canvas.image[0, 0], Pixel(r: 128, g: 128, b: 128, a: 128))
    }

    func testHalfPixelOffsetInterpolates() throws {
        let src = try image(2, 1, [black, white])
        var canvas = try Canvas(width: 3, height: 1, fill: .black)
        canvas.draw(src, at: Point(x: 0.5, y: 0))
        // Pixel 1 straddles both source pixels equally.
        XCTAssertTrue((127...128).contains(canvas.image[1, 0].r), "\(canvas.image[1, 0])")
        // Pixel 2 is half covered by the image's last (white) column, over black.
        XCTAssertTrue((127...128).contains(canvas.image[2, 0].r), "\(canvas.image[2, 0])")
    }

    func testEnlargingIsBilinear() throws {
        let src = try image(2, 1, [black, white])
        var canvas = try Canvas(width: 4, height: 1)
        canvas.draw(src, in: Rect(x: 0, y: 0, width: 4, height: 1))
        // Centres at source x = -0.25, 0.25, 0.75, 1.25 (in pixel-centre units): clamp, ¼, ¾, clamp.
        XCTAssertEqual(canvas.image.pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element), [0, 64, 191, 255])
    }

    func testShrinkingAveragesAreas() throws {
        let src = try image(4, 2, [black, white, grey(100), grey(200), white, black, grey(50), grey(250)])
        var canvas = try Canvas(width: 2, height: 1)
        canvas.draw(src, in: Rect(x: 0, y: 0, width: 2, height: 1))
        XCTAssertEqual(canvas.image[0, 0], grey(128))   // (0 + 255 + 255 + 0) / 4 = 127.5
        XCTAssertEqual(canvas.image[1, 0], grey(150))   // (100 + 200 + 50 + 250) / 4
        // A non-integer factor: 3 source pixels into 2 weigh 1 and ½, then ½ and 1.
        let row = try image(3, 1, [grey(0), grey(90), grey(180)])
        var c2 = try Canvas(width: 2, height: 1)
        c2.draw(row, in: Rect(x: 0, y: 0, width: 2, height: 1))
        XCTAssertEqual(c2.image[0, 0], grey(30))
        XCTAssertEqual(c2.image[1, 0], grey(150))
    }

    func testInterpolationIsPremultiplied() throws {
        // Transparent next to opaque red: the middle is half-transparent red, not a dark fringe.
        let src = try image(2, 1, [clear, Pixel(r: 255, g: 0, b: 0, a: 255)])
        var canvas = try Canvas(width: 3, height: 1)
        canvas.draw(src, in: Rect(x: 0, y: 0, width: 3, height: 1))
        let mid = canvas.image[1, 0]
        XCTAssertEqual(mid.r, mid.a)
        XCTAssertEqual(mid.g, 0)
    }

    func testClipAppliesToImages() throws {
        let src = try image(1, 1, [white])
        var canvas = try Canvas(width: 4, height: 4)
        canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 2, height: 4)))
        canvas.draw(src, in: Rect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(canvas.image[1, 1], white)
        XCTAssertEqual(canvas.image[2, 1], clear)
        canvas.draw(src, at: Point(x: 3, y: 3))
        XCTAssertEqual(canvas.image[3, 3], clear)
    }
}
