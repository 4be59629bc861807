import XCTest
@testable import PopsnapGIF

final class GIFPaletteTests: XCTestCase {
    private func colors(_ range: Range<UInt32>) -> [UInt32] { range.map { 0xFF00_0000 | $0 } }

    func testAGlobalTableServesFramesSharingTheirColours() throws {
        // Ten frames of the same 40 colours: one 64-entry table (192 bytes) instead of ten.
        let global = try XCTUnwrap(GIFPalette.global(for: Array(repeating: colors(0..<40), count: 10), transparency: true))
        XCTAssertEqual(global.colors.count, 41)
        XCTAssertEqual(global.transparentIndex, 0)
        XCTAssertEqual(global.colors, global.colors.sorted())
    }

    func testNoGlobalTableWhenTheUnionPasses256() {
        XCTAssertNil(GIFPalette.global(for: [colors(0..<200), colors(100..<300)], transparency: false))
    }

    func testNoGlobalTableWhenLocalTablesAreSmaller() {
        // One frame: its own table is never larger than a table for it and a transparent entry.
        XCTAssertNil(GIFPalette.global(for: [colors(0..<128)], transparency: true))
        // Two frames of 2 colours each, disjoint: two 6-byte tables against one of 12 (5 entries padded to 8: 24).
        XCTAssertNil(GIFPalette.global(for: [colors(0..<2), colors(2..<4)], transparency: true))
        // Frames with more than 256 colours, or unchanged, count for nothing.
        XCTAssertNil(GIFPalette.global(for: [nil, [], nil], transparency: false))
    }

    func testTheStoredTableIsAPowerOfTwo() {
        XCTAssertEqual(GIFPalette(colors(0..<1)).tableSize, 6)
        XCTAssertEqual(GIFPalette(colors(0..<3)).bits, 2)
        XCTAssertEqual(GIFPalette(colors(0..<129)).tableSize, 768)
        XCTAssertEqual(GIFPalette(colors(0..<2)).minimumCodeSize, 2)
        XCTAssertEqual(GIFPalette([0xFF03_0201]).tableBytes, [1, 2, 3, 0, 0, 0])
    }
}

final class GIFTimingTests: XCTestCase {
    private func total(_ slots: [GIFTiming.Slot]) -> Int { slots.reduce(0) { $0 + $1.centiseconds } }
    /// `frameCount` frames at `fps` and their end, each start i / fps rounded to the centisecond.
    private func schedule(_ frameCount: Int, fps: Double) -> [GIFTiming.Slot] {
        GIFTiming.schedule(starts: (0...frameCount).map { Int((Double($0) * 100 / fps).rounded()) })
    }

    func testTheDelaysAddUpToTheDurationRounded() {
        // 30 frames at 29 fps: 30/29 s, 103.4 cs.
        let slots = schedule(30, fps: 29)
        XCTAssertEqual(slots.count, 30)
        XCTAssertEqual(total(slots), 103)
        XCTAssertEqual(Set(slots.map(\.centiseconds)), [3, 4])
        // 25 fps is 4 cs exactly.
        XCTAssertEqual(schedule(10, fps: 25).map(\.centiseconds), Array(repeating: 4, count: 10))
    }

    func testNoDelayIsShorterThanBrowsersPlay() {
        for fps in [50, 60, 100, 120, 240] {
            let n = Int(fps) + 1
            let slots = schedule(n, fps: Double(fps))
            XCTAssertTrue(slots.allSatisfy { $0.centiseconds >= 2 }, "\(fps) fps: \(slots.map(\.centiseconds))")
            XCTAssertEqual(total(slots), Int((Double(n) * 100 / Double(fps)).rounded()), "\(fps) fps")
            XCTAssertEqual(slots.first?.frame, 0)
            XCTAssertEqual(slots.last?.frame, n - 1, "the end state is shown")
            XCTAssertEqual(slots.map(\.frame), slots.map(\.frame).sorted())
        }
        // 60 fps keeps 3 frames of 5 (2, 3 cs), as the doc says for 4 frames.
        XCTAssertEqual(schedule(4, fps: 60).map(\.frame), [0, 1, 3])
        XCTAssertEqual(schedule(4, fps: 60).map(\.centiseconds), [2, 3, 2])
    }

    func testTinyAnimationsShowTheirEnd() {
        XCTAssertEqual(schedule(2, fps: 240), [GIFTiming.Slot(frame: 1, centiseconds: 2)])
        XCTAssertEqual(schedule(1, fps: 60), [GIFTiming.Slot(frame: 0, centiseconds: 2)])
        XCTAssertEqual(schedule(0, fps: 60), [])
        XCTAssertEqual(GIFTiming.schedule(starts: []), [])
    }
}
