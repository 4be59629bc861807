import XCTest
import PopsnapRaster

final class ColorErrorTests: XCTestCase {
    /// Red, green and blue of every pixel count; alpha does not.
    func testTheLargestAndTheMeanDifferenceOverTheColourChannels() {
        let a: [UInt8] = [10, 20, 30, 255, 0, 0, 0, 0]
        let b: [UInt8] = [13, 20, 25, 200, 0, 6, 0, 90]
        XCTAssertEqual(ColorError(premultipliedRGBA: a, b), ColorError(maximum: 6, mean: Double(3 + 5 + 6) / 6))
        XCTAssertEqual(ColorError(premultipliedRGBA: b, a), ColorError(premultipliedRGBA: a, b))
        XCTAssertEqual(ColorError(premultipliedRGBA: a, a), ColorError(maximum: 0, mean: 0))
        XCTAssertEqual(ColorError(premultipliedRGBA: [0, 255, 0, 255], [255, 0, 255, 255]), ColorError(maximum: 255, mean: 255))
    }

    func testASumOfNothingIsNoError() {
        XCTAssertEqual(ColorError.Sum().error, ColorError(maximum: 0, mean: 0))
        XCTAssertEqual(ColorError(premultipliedRGBA: [], []), ColorError(maximum: 0, mean: 0))
    }
}
