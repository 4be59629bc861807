import PopsnapRaster
import XCTest

final class ColorMatrixTests: XCTestCase {
    /// Saturation about Rec. 709 luma keeps a grey and pushes a colour away from it, by hand:
    /// (200, 100, 50) has luma 42.52 + 71.52 + 3.61 = 117.65; at ×2 red is 117.65 + 2 × 82.35 = 282 → 255.
    func testSaturationKeepsGreysAndSpreadsColours() {
        let m = ColorMatrix.saturation(2)
        XCTAssertEqual(m.apply(to: Pixel(r: 90, g: 90, b: 90, a: 255)), Pixel(r: 90, g: 90, b: 90, a: 255))
        XCTAssertEqual(m.apply(to: Pixel(r: 200, g: 100, b: 50, a: 255)), Pixel(r: 255, g: 82, b: 0, a: 255))
    }

    /// On a premultiplied pixel the offset counts in proportion to alpha, so a half-transparent pixel
    /// gets half of it, and no channel exceeds alpha.
    func testOffsetsScaleWithAlphaAndChannelsStayWithinIt() {
        let lift = ColorMatrix(red: [1, 0, 0, 40], green: [0, 1, 0, 40], blue: [0, 0, 1, 40])
        XCTAssertEqual(lift.apply(to: Pixel(r: 50, g: 50, b: 50, a: 255)), Pixel(r: 90, g: 90, b: 90, a: 255))
        XCTAssertEqual(lift.apply(to: Pixel(r: 25, g: 25, b: 25, a: 128)), Pixel(r: 45, g: 45, b: 45, a: 128))
        XCTAssertEqual(lift.apply(to: Pixel(r: 120, g: 0, b: 0, a: 128)), Pixel(r: 128, g: 20, b: 20, a: 128))
    }
}
