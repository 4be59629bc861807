import XCTest
@testable import PopsnapGIF
import PopsnapGeometry

final class ReducedPixelsTests: XCTestCase {
    private let colors: [UInt32] = [0xFF00_0001, 0xFF00_0002, 0xFF00_0003, 0xFF00_0004]

    /// The table keeps only the colours the pixels use, in the palette's order.
    func testTheTableHoldsOnlyTheColoursUsed() throws {
        let pixels = ReducedPixels(rect: PixelRect(x: 0, y: 0, width: 3, height: 1), indices: [3, 3, 1], hidden: nil)
        let (palette, indices) = try XCTUnwrap(pixels.compacted(colors))
        XCTAssertEqual(palette.colors, [colors[1], colors[3]])
        XCTAssertEqual(indices, [1, 1, 0])
        XCTAssertNil(palette.transparentIndex)
        XCTAssertEqual(palette.minimumCodeSize, 2)
    }

    /// A hidden pixel's own colour is not needed: it takes a transparent entry added last.
    func testHiddenPixelsTakeOneTransparentEntry() throws {
        let pixels = ReducedPixels(rect: PixelRect(x: 0, y: 0, width: 4, height: 1), indices: [0, 2, 2, 1], hidden: [false, true, true, false])
        let (palette, indices) = try XCTUnwrap(pixels.compacted(colors))
        XCTAssertEqual(palette.colors, [colors[0], colors[1], VisiblePixels.transparent])
        XCTAssertEqual(palette.transparentIndex, 2)
        XCTAssertEqual(indices, [0, 2, 2, 1])
    }

    /// 256 colours used and one pixel hidden need 257 entries: no such table.
    func testA257thEntryIsRefused() {
        let all = (0..<256).map { 0xFF00_0000 | UInt32($0) }
        let indices = (0..<257).map { UInt8($0 % 256) }
        var hidden = [Bool](repeating: false, count: 257)
        hidden[256] = true
        XCTAssertNil(ReducedPixels(rect: PixelRect(x: 0, y: 0, width: 257, height: 1), indices: indices, hidden: hidden).compacted(all))
        hidden[256] = false
        XCTAssertEqual(ReducedPixels(rect: PixelRect(x: 0, y: 0, width: 257, height: 1), indices: indices, hidden: hidden).compacted(all)?.palette.colors.count, 256)
    }

    /// Hidden rows and columns at the edges are left out of the rectangle written.
    func testTheRectangleIsCutToThePixelsShown() throws {
        // 4 x 3 at (10, 20); only (1, 1) and (2, 1) shown.
        let hidden = (0..<12).map { $0 != 5 && $0 != 6 }
        let pixels = ReducedPixels(rect: PixelRect(x: 10, y: 20, width: 4, height: 3), indices: Array(0..<12).map { UInt8($0 % 4) }, hidden: hidden)
        let cropped = try XCTUnwrap(pixels.cropped())
        XCTAssertEqual(cropped.rect, PixelRect(x: 11, y: 21, width: 2, height: 1))
        XCTAssertEqual(cropped.indices, [1, 2])
        XCTAssertEqual(cropped.hidden, [false, false])
        XCTAssertNil(ReducedPixels(rect: pixels.rect, indices: pixels.indices, hidden: [Bool](repeating: true, count: 12)).cropped())
    }

    /// gifsicle's rule: a run of hideable pixels all of one colour stays shown, a run of several colours is hidden.
    func testMixedRunsHideOnlyRunsOfSeveralColours() {
        let indices: [UInt8] = [0, 1, 1, 1, 2, 3, 2, 0, 0]
        let hideable = [false, true, true, true, false, true, true, false, true]
        XCTAssertEqual(ReducedPixels.Hiding.mixedRuns.apply(hideable, indices: indices),
                       [false, false, false, false, false, true, true, false, false])
        XCTAssertEqual(ReducedPixels.Hiding.all.apply(hideable, indices: indices), hideable)
    }
}
