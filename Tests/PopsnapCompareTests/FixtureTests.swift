import PopsnapPNG
import PopsnapRaster
import XCTest
@testable import PopsnapCompare

/// Every row of the counts table in the README of pixelmatch's fixtures (`PixelmatchFixtures`): pixelmatch 7.2's counts and diff images
/// (checkerboard blending), and pixelmatch 5/6's counts (white blending).
final class FixtureTests: XCTestCase {
    struct Row {
        let a: String, b: String
        let options: MatchOptions
        let diffImage: String
        let checkerboard: Int
        let white: Int?
    }

    static let rows: [Row] = [
        Row(a: "1a", b: "1b", options: MatchOptions(threshold: 0.05), diffImage: "1diff", checkerboard: 143, white: 143),
        Row(a: "1a", b: "1b", options: MatchOptions(), diffImage: "1diffdefaultthreshold", checkerboard: 106, white: nil),
        Row(a: "1a", b: "1b", options: MatchOptions(threshold: 0.05, includeAA: false, diffMask: true),
            diffImage: "1diffmask", checkerboard: 143, white: 143),
        Row(a: "1a", b: "1a", options: MatchOptions(threshold: 0, diffMask: true), diffImage: "1emptydiffmask", checkerboard: 0, white: 0),
        Row(a: "2a", b: "2b", options: MatchOptions(threshold: 0.05, alpha: 0.5, aaColor: RGB(0, 192, 0), diffColor: RGB(255, 0, 255)),
            diffImage: "2diff", checkerboard: 12437, white: 12437),
        Row(a: "3a", b: "3b", options: MatchOptions(threshold: 0.05), diffImage: "3diff", checkerboard: 212, white: 212),
        Row(a: "4a", b: "4b", options: MatchOptions(threshold: 0.05), diffImage: "4diff", checkerboard: 36049, white: 36049),
        Row(a: "5a", b: "5b", options: MatchOptions(threshold: 0.05), diffImage: "5diff", checkerboard: 6, white: 0),
        Row(a: "6a", b: "6b", options: MatchOptions(threshold: 0.05), diffImage: "6diff", checkerboard: 51, white: 51),
        Row(a: "6a", b: "6a", options: MatchOptions(threshold: 0), diffImage: "6empty", checkerboard: 0, white: 0),
        Row(a: "7a", b: "7b", options: MatchOptions(diffColorAlt: RGB(0, 255, 0)), diffImage: "7diff", checkerboard: 2448, white: 2448),
        Row(a: "8a", b: "5b", options: MatchOptions(threshold: 0.05), diffImage: "8diff", checkerboard: 32896, white: 0),
    ]

    /// Counts with and without a diff image, and the diff image's pixels, for pixelmatch 7.2.
    func testCheckerboardCountsAndDiffImages() throws {
        for row in Self.rows {
            let name = "\(row.a) vs \(row.b) -> \(row.diffImage)"
            let a = try Fixtures.image(row.a), b = try Fixtures.image(row.b)
            XCTAssertEqual(try Pixelmatch.compare(a, b, options: row.options), row.checkerboard, "\(name): count without diff")

            var diff: StraightImage?
            XCTAssertEqual(try Pixelmatch.compare(a, b, options: row.options, diff: &diff), row.checkerboard, "\(name): count")
            let expected = try Fixtures.image(row.diffImage)
            let drawn = try XCTUnwrap(diff)
            let (count, first) = pixelDifferences(drawn, expected)
            XCTAssertEqual(count, 0, "\(name): \(count) diff pixels differ from \(row.diffImage).png, first at \(first ?? "-")")
        }
    }

    /// pixelmatch 5 and 6 (and 7.2 with checkerboard: false) blend over white.
    func testWhiteBackgroundCounts() throws {
        for row in Self.rows {
            guard let white = row.white else { continue }
            var options = row.options
            options.alphaBackground = .white
            let a = try Fixtures.image(row.a), b = try Fixtures.image(row.b)
            XCTAssertEqual(try Pixelmatch.compare(a, b, options: options), white, "\(row.a) vs \(row.b), white background")
        }
    }

    /// The diff image encoded by PopsnapPNG decodes to the same pixels (only zlib bytes may differ).
    func testDiffImageSurvivesEncoding() throws {
        let a = try Fixtures.image("1a"), b = try Fixtures.image("1b")
        var diff: StraightImage?
        _ = try Pixelmatch.compare(a, b, options: MatchOptions(threshold: 0.05, diffMask: true), diff: &diff)
        let drawn = try XCTUnwrap(diff)
        XCTAssertEqual(try StraightImage(png: drawn.pngBytes()), drawn)
        XCTAssertEqual(try StraightImage(png: drawn.pngBytes()), try Fixtures.image("1diffmask"))
    }
}
