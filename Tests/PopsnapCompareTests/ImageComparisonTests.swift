import PopsnapRaster
import XCTest
@testable import PopsnapCompare
import PopsnapGeometry

final class ImageComparisonTests: XCTestCase {
    private func comparison(_ different: Int, of width: Int, by height: Int) -> Comparison {
        Comparison(differentPixels: different, width: width, height: height,
                   changedBounds: different == 0 ? nil : PixelRect(x: 0, y: 0, width: 1, height: 1))
    }

    func testMaxDiffPixels() {
        let ten = comparison(10, of: 100, by: 10)
        XCTAssertTrue(Tolerance(maxDiffPixels: 10).passes(ten))
        XCTAssertFalse(Tolerance(maxDiffPixels: 9).passes(ten))
    }

    func testMaxDiffRatio() {
        let ten = comparison(10, of: 100, by: 10)   // 1%
        XCTAssertEqual(ten.ratio, 0.01)
        XCTAssertTrue(Tolerance(maxDiffRatio: 0.01).passes(ten))
        XCTAssertFalse(Tolerance(maxDiffRatio: 0.009).passes(ten))
    }

    func testStricterWinsWhenBothAreSet() {
        let ten = comparison(10, of: 100, by: 10)
        XCTAssertFalse(Tolerance(maxDiffPixels: 100, maxDiffRatio: 0.005).passes(ten), "the ratio is stricter")
        XCTAssertFalse(Tolerance(maxDiffPixels: 5, maxDiffRatio: 0.5).passes(ten), "the count is stricter")
        XCTAssertTrue(Tolerance(maxDiffPixels: 10, maxDiffRatio: 0.01).passes(ten))
    }

    func testDefaultToleranceIsZero() {
        XCTAssertEqual(Tolerance(), .zero)
        XCTAssertTrue(Tolerance().passes(comparison(0, of: 10, by: 10)))
        XCTAssertFalse(Tolerance().passes(comparison(1, of: 1000, by: 1000)))
        XCTAssertEqual(Comparison(differentPixels: 0, width: 0, height: 0, changedBounds: nil).ratio, 0)
    }

    /// Through ImageComparison: 3 changed pixels of 100.
    func testTolerancesEndToEnd() {
        let a = solid(10, 10, (255, 255, 255, 255))
        var b = a
        for x in [2, 5, 8] { b.setPixel(x: x, y: 4, (0, 0, 0, 255)) }
        XCTAssertFalse(ImageComparison.compare(a, b).passed)
        XCTAssertTrue(ImageComparison.compare(a, b, match: ImageMatch(tolerance: Tolerance(maxDiffPixels: 3))).passed)
        XCTAssertFalse(ImageComparison.compare(a, b, match: ImageMatch(tolerance: Tolerance(maxDiffPixels: 2))).passed)
        XCTAssertTrue(ImageComparison.compare(a, b, match: ImageMatch(tolerance: Tolerance(maxDiffRatio: 0.03))).passed)
        XCTAssertFalse(ImageComparison.compare(a, b, match: ImageMatch(tolerance: Tolerance(maxDiffPixels: 3, maxDiffRatio: 0.02))).passed)
        let result = ImageComparison.compare(a, b)
        XCTAssertEqual(result.comparison?.changedBounds, PixelRect(x: 2, y: 4, width: 7, height: 1))
        XCTAssertEqual(result.description, "fail: 3 of 100 px differ (3.0%), in 7 x 1 px at (2, 4); tolerance: no difference")
    }

    /// Exact mode counts every pixel whose bytes differ, even where pixelmatch sees no difference.
    func testExactModeComparesBytes() {
        let a = solid(4, 4, (100, 100, 100, 255))
        var b = a
        b.setPixel(x: 3, y: 0, (101, 100, 100, 255))     // one level: far below any threshold
        b.setPixel(x: 0, y: 3, (100, 100, 100, 255))
        var clearA = solid(4, 4, (0, 0, 0, 0)), clearB = clearA
        clearA.setPixel(x: 1, y: 1, (10, 20, 30, 0))     // invisible: a transparent pixel's colour
        clearB.setPixel(x: 1, y: 1, (0, 0, 0, 0))

        XCTAssertTrue(ImageComparison.compare(a, b).passed)
        let exact = ImageComparison.compare(a, b, match: .exact)
        XCTAssertFalse(exact.passed)
        XCTAssertEqual(exact.comparison?.differentPixels, 1)
        XCTAssertEqual(exact.comparison?.changedBounds, PixelRect(x: 3, y: 0, width: 1, height: 1))
        XCTAssertEqual(rgba(exact.diff, 3, 0), [255, 0, 0, 255])
        XCTAssertTrue(ImageComparison.compare(a, b, match: ImageMatch(tolerance: Tolerance(maxDiffPixels: 1), exact: true)).passed)
        // One value carries the rule, the tolerance and the diff's colours: an exact match draws its marks in them.
        XCTAssertEqual(exact.match, .exact)
        let blue = ImageComparison.compare(a, b, match: ImageMatch(options: MatchOptions(diffColor: RGB(0, 0, 255)), exact: true))
        XCTAssertEqual(rgba(blue.diff, 3, 0), [0, 0, 255, 255])

        XCTAssertEqual(try Pixelmatch.compare(clearA, clearB, options: MatchOptions(threshold: 0, includeAA: true)), 0)
        XCTAssertEqual(ImageComparison.compare(clearA, clearB, match: .exact).comparison?.differentPixels, 1)
        XCTAssertTrue(ImageComparison.compare(a, a, match: .exact).passed)
    }

    /// Different sizes are a failed result, not a crash, and the message names both sizes.
    func testSizeMismatchIsAFailureNamingBothSizes() {
        let result = ImageComparison.compare(solid(10, 5, (0, 0, 0, 255)), solid(10, 6, (0, 0, 0, 255)), match: ImageMatch(tolerance: Tolerance(maxDiffRatio: 1)))
        XCTAssertFalse(result.passed)
        XCTAssertNil(result.comparison)
        XCTAssertNil(result.diff)
        XCTAssertEqual(result.error, .sizeMismatch(expected: PixelSize(width: 10, height: 5), actual: PixelSize(width: 10, height: 6)))
        XCTAssert(result.description.contains("expected 10 x 5 px, actual 10 x 6 px"), result.description)
    }

    /// expected | actual | diff, left to right, tops aligned, no gap.
    func testSideBySidePlacesExpectedActualDiff() throws {
        let a = solid(4, 3, (10, 20, 30, 255))
        var b = a
        b.setPixel(x: 2, y: 1, (255, 255, 255, 255))
        let result = ImageComparison.compare(a, b)
        let strip = result.sideBySide
        XCTAssertEqual(strip.size, PixelSize(width: 12, height: 3))
        let diff = try XCTUnwrap(result.diff)
        for y in 0..<3 {
            for x in 0..<4 {
                XCTAssertEqual(rgba(strip, x, y), rgba(a, x, y), "expected at (\(x), \(y))")
                XCTAssertEqual(rgba(strip, 4 + x, y), rgba(b, x, y), "actual at (\(x), \(y))")
                XCTAssertEqual(rgba(strip, 8 + x, y), rgba(diff, x, y), "diff at (\(x), \(y))")
            }
        }
        XCTAssertEqual(rgba(strip, 6, 1), [255, 255, 255, 255])
        XCTAssertEqual(rgba(strip, 10, 1), [255, 0, 0, 255])
    }

    /// With different sizes there is no diff: expected | actual, the shorter padded with transparency.
    func testSideBySideOfDifferentSizes() {
        let result = ImageComparison.compare(solid(2, 3, (1, 1, 1, 255)), solid(3, 1, (2, 2, 2, 255)))
        let strip = result.sideBySide
        XCTAssertEqual(strip.size, PixelSize(width: 5, height: 3))
        XCTAssertEqual(rgba(strip, 1, 2), [1, 1, 1, 255])
        XCTAssertEqual(rgba(strip, 4, 0), [2, 2, 2, 255])
        XCTAssertEqual(rgba(strip, 4, 1), [0, 0, 0, 0])
    }
}
