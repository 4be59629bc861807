import PopsnapRaster
import XCTest
@testable import PopsnapCompare
import PopsnapGeometry

/// Cases worked out by hand from pixelmatch's formulas.
final class HandComputedTests: XCTestCase {
    /// From pixelmatch 7.2's tests: a 50% black pixel and an opaque grey. Over white the black
    /// becomes (0·128 + 255·127) / 255 = 127 exactly, the grey itself; over the checkerboard (48 at
    /// byte 0) it becomes about 24, far from 127.
    func testReadmeCheckerboardExample() throws {
        let translucent = solid(1, 1, (0, 0, 0, 128)), grey = solid(1, 1, (127, 127, 127, 255))
        XCTAssertEqual(try Pixelmatch.compare(translucent, grey, options: MatchOptions(alphaBackground: .white)), 0)
        XCTAssertEqual(try Pixelmatch.compare(translucent, grey, options: MatchOptions(threshold: 0, alphaBackground: .white)), 0)
        var diff: StraightImage?
        XCTAssertEqual(try Pixelmatch.compare(translucent, grey, options: MatchOptions(), diff: &diff), 1)
        XCTAssertEqual(rgba(diff, 0, 0), [255, 0, 0, 255])
    }

    /// One black pixel in white: count 1, bounds 1 x 1 at it; the diff marks it (the second image
    /// is darker, so the alternative colour when one is set) over a grey copy of white.
    func testOnePixelChange() throws {
        let a = solid(20, 10, (255, 255, 255, 255))
        var b = a
        b.setPixel(x: 7, y: 3, (0, 0, 0, 255))

        let result = ImageComparison.compare(a, b)
        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.comparison?.differentPixels, 1)
        XCTAssertEqual(result.comparison?.totalPixels, 200)
        XCTAssertEqual(result.comparison?.ratio, 0.005)
        XCTAssertEqual(result.comparison?.changedBounds, PixelRect(x: 7, y: 3, width: 1, height: 1))
        let diff = try XCTUnwrap(result.diff)
        XCTAssertEqual(rgba(diff, 7, 3), [255, 0, 0, 255])
        XCTAssertEqual(rgba(diff, 0, 0), [255, 255, 255, 255])

        var alt: StraightImage?
        XCTAssertEqual(try Pixelmatch.compare(a, b, options: MatchOptions(diffColorAlt: RGB(0, 255, 0)), diff: &alt), 1)
        XCTAssertEqual(rgba(alt, 7, 3), [0, 255, 0, 255], "b is darker: the alternative colour")
        XCTAssertEqual(try Pixelmatch.compare(b, a, options: MatchOptions(diffColorAlt: RGB(0, 255, 0)), diff: &alt), 1)
        XCTAssertEqual(rgba(alt, 7, 3), [255, 0, 0, 255], "b is brighter: the diff colour")
    }

    /// A vertical black-to-white edge whose anti-aliased column moves from 50% to 75% coverage
    /// (a quarter-pixel shift): the column differs by 64 levels, squared YIQ ≈ 0.5053 · 64² ≈ 2070,
    /// above 35215 · 0.1² = 352, but each of its pixels sits between a darker and a brighter flat
    /// region, so all are forgiven: 0 unless includeAA, then the whole column (10 px).
    func testAntialiasedEdgeShiftedBySubPixel() throws {
        func edge(_ column: UInt8) -> StraightImage {
            var image = solid(20, 10, (255, 255, 255, 255))
            for y in 0..<10 {
                for x in 0..<10 { image.setPixel(x: x, y: y, (0, 0, 0, 255)) }
                image.setPixel(x: 10, y: y, (column, column, column, 255))
            }
            return image
        }
        let a = edge(128), b = edge(64)
        var diff: StraightImage?
        XCTAssertEqual(try Pixelmatch.compare(a, b, options: MatchOptions(), diff: &diff), 0)
        for y in 0..<10 { XCTAssertEqual(rgba(diff, 10, y), [255, 255, 0, 255], "row \(y) marked as anti-aliasing") }
        XCTAssertEqual(try Pixelmatch.compare(a, b, options: MatchOptions(includeAA: true)), 10)
        XCTAssertEqual(ImageComparison.compare(a, b).passed, true)
        XCTAssertEqual(ImageComparison.compare(a, b, match: ImageMatch(options: MatchOptions(includeAA: true))).comparison?.changedBounds,
                       PixelRect(x: 10, y: 0, width: 1, height: 10))
    }

    /// The same shift as PopsnapRaster draws it: a black rectangle ending at x = 10.5, then 10.75.
    func testRasterizedEdgeShiftedBySubPixel() throws {
        func render(right: Double) throws -> StraightImage {
            var canvas = try Canvas(width: 20, height: 10, fill: .white)
            canvas.fill(.rect(Rect(x: 0, y: 0, width: right, height: 10)), with: .solid(.black))
            return StraightImage(canvas.image)
        }
        let a = try render(right: 10.5), b = try render(right: 10.75)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(try Pixelmatch.compare(a, b), 0)
        XCTAssertEqual(try Pixelmatch.compare(a, b, options: MatchOptions(includeAA: true)), 10)
    }

    /// A fully transparent pixel blends to the background itself: over the checkerboard, the colour
    /// at its byte offset k (red 48 always, as k is even; green and blue 48 or 207 by the parity of
    /// k / φ and k / φ²); over white, white.
    func testTransparencyOverBothBackgrounds() throws {
        // k = 0, 4, 8, 12: k / φ = 0, 2.47, 4.94, 7.42 and k / φ² = 0, 1.53, 3.06, 4.58.
        let pattern: [(UInt8, UInt8, UInt8, UInt8)] = [(48, 48, 48, 255), (48, 48, 207, 255), (48, 48, 207, 255), (48, 207, 48, 255)]
        XCTAssert(ColorDelta.checkerboardBackground(0) == (48, 48, 48))
        XCTAssert(ColorDelta.checkerboardBackground(12) == (48, 207, 48))
        let checkerboard = try StraightImage(width: 4, height: 1, rgba: pattern.flatMap { [$0.0, $0.1, $0.2, $0.3] })
        let clear = solid(4, 1, (9, 99, 199, 0))
        let white = solid(4, 1, (255, 255, 255, 255))
        // Threshold 0 and includeAA: any non-zero distance counts.
        let strict = MatchOptions(threshold: 0, includeAA: true)
        var overWhite = strict
        overWhite.alphaBackground = .white

        XCTAssertEqual(try Pixelmatch.compare(clear, checkerboard, options: strict), 0)
        XCTAssertEqual(try Pixelmatch.compare(clear, white, options: strict), 4)
        XCTAssertEqual(try Pixelmatch.compare(clear, white, options: overWhite), 0)
        XCTAssertEqual(try Pixelmatch.compare(clear, checkerboard, options: overWhite), 4)

        // Half-transparent red over white is (255, 127.5, 127.5): against opaque (255, 128, 128) the
        // distance is tiny (0.5 a channel), within any threshold but not zero.
        let pink = solid(1, 1, (255, 128, 128, 255)), halfRed = solid(1, 1, (255, 0, 0, 255 / 2 + 1))
        XCTAssertEqual(try Pixelmatch.compare(halfRed, pink, options: MatchOptions(threshold: 0.01, alphaBackground: .white)), 0)
        XCTAssertEqual(try Pixelmatch.compare(halfRed, pink, options: MatchOptions(threshold: 0.01)), 1)
    }

    /// The grey base is 255 + (Y − 255) · alpha · a / 255 truncated: black at alpha 0.1 is 229.5,
    /// drawn 229 (rounding would give 230); identical images take the fast path and draw only that.
    func testGreyBaseIsTruncated() throws {
        let black = solid(3, 2, (0, 0, 0, 255))
        var diff: StraightImage?
        XCTAssertEqual(try Pixelmatch.compare(black, black, options: MatchOptions(), diff: &diff), 0)
        XCTAssertEqual(diff, solid(3, 2, (229, 229, 229, 255)))
        // alpha 0.5 on a 50% black: 255 − 255 · 0.5 · 128 / 255 = 191 exactly.
        let halfBlack = solid(1, 1, (0, 0, 0, 128))
        var half: StraightImage?
        _ = try Pixelmatch.compare(halfBlack, halfBlack, options: MatchOptions(alpha: 0.5), diff: &half)
        XCTAssertEqual(rgba(half, 0, 0), [191, 191, 191, 255])
        XCTAssertEqual(DiffPixels.jsUint8(-1), 255, "JavaScript wraps, as an alpha above 1 can reach")
        XCTAssertEqual(DiffPixels.jsUint8(256.7), 0)
    }

    /// diffMask draws marks only, over what the given diff image holds; a diff of the wrong size is refused.
    func testDiffMaskDrawsOverTheGivenImage() throws {
        let a = solid(4, 4, (255, 255, 255, 255))
        var b = a
        b.setPixel(x: 1, y: 2, (0, 0, 255, 255))
        var diff: StraightImage? = solid(4, 4, (1, 2, 3, 4))
        XCTAssertEqual(try Pixelmatch.compare(a, b, options: MatchOptions(diffMask: true), diff: &diff), 1)
        var expected = solid(4, 4, (1, 2, 3, 4))
        expected.setPixel(x: 1, y: 2, (255, 0, 0, 255))
        XCTAssertEqual(diff, expected)

        var wrong: StraightImage? = solid(3, 4, (0, 0, 0, 0))
        XCTAssertThrowsError(try Pixelmatch.compare(a, b, diff: &wrong)) { error in
            XCTAssertEqual(error as? CompareError, .diffSizeMismatch(diff: PixelSize(width: 3, height: 4), images: PixelSize(width: 4, height: 4)))
        }
        XCTAssertEqual(wrong?.size, PixelSize(width: 3, height: 4), "a refused diff image is handed back")
    }

    /// Different sizes throw, naming both.
    func testSizeMismatchThrowsWithBothSizes() {
        XCTAssertThrowsError(try Pixelmatch.compare(solid(390, 844, (0, 0, 0, 255)), solid(390, 845, (0, 0, 0, 255)))) { error in
            let text = String(describing: error)
            XCTAssert(text.contains("390 x 844 px") && text.contains("390 x 845 px"), text)
        }
    }
}
