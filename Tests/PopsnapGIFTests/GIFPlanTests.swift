import XCTest
@testable import PopsnapGIF
import PopsnapGeometry
import PopsnapRaster

/// After a frame libimagequant reduced, the canvas shows the reduced colours, so the next frame cannot be
/// only what changed since the frame's own pixels: it is written whole, and a frame of few colours shows
/// exactly its pixels again.
final class GIFPlanTests: XCTestCase {
    /// 48 x 32: noise of more than 256 colours in the top half, white below, and a 4 x 4 black box at `x` below.
    private func frame(boxAt x: Int, noise: Bool) throws -> Image {
        var pixels = [UInt8](repeating: 255, count: 48 * 32 * 4)
        var state: UInt64 = 5
        for i in 0..<(48 * 16) where noise {
            state = state &* 6_364_136_223_846_793_005 &+ 1
            for c in 0..<3 { pixels[i * 4 + c] = UInt8(truncatingIfNeeded: state >> (20 + 8 * UInt64(c))) }
        }
        var image = try Image(width: 48, height: 32, premultipliedRGBA: pixels)
        var canvas = Canvas(image)
        canvas.fill(.rect(Rect(x: Double(x), y: 20, width: 4, height: 4)), with: .solid(Color(red: 0, green: 0, blue: 0)))
        image = canvas.image
        return image
    }

    /// What a decoder shows after each frame: each frame's rectangle drawn over the canvas, transparent
    /// indices leaving it as it was (disposal 1).
    private func shown(_ frames: [GIFPreparedFrame], width: Int, height: Int) throws -> [[UInt32]] {
        var canvas = [UInt32](repeating: 0, count: width * height), out: [[UInt32]] = []
        for f in frames {
            let palette = try XCTUnwrap(f.localPalette)
            let indices = try LZWDecoder.decode(f.data, minimumCodeSize: f.minimumCodeSize)
            for (i, index) in indices.enumerated() where Int(index) != f.transparentIndex {
                canvas[(f.rect.y + i / f.rect.width) * width + f.rect.x + i % f.rect.width] = palette.colors[Int(index)]
            }
            out.append(canvas)
        }
        return out
    }

    func testTheFrameAfterAReducedOneIsWrittenWholeAndShowsExactly() throws {
        // Frame 1 has more than 256 colours (reduced); frame 2 is frame 1's noise gone and the box moved: few colours.
        let images = [try frame(boxAt: 2, noise: false), try frame(boxAt: 2, noise: true), try frame(boxAt: 10, noise: true)]
        let censuses = images.indices.map { GIFFrameCensus(images[$0], after: $0 > 0 ? images[$0 - 1] : nil, opaque: true) }
        XCTAssertNil(censuses[1].colors, "the noise is more than 256 colours")
        XCTAssertNotNil(censuses[2].colors, "only the box moved: a few colours changed")
        let plan = GIFFrameCensus.plan(censuses, opaque: true)
        XCTAssertEqual(plan.map(\.whole), [true, false, true])
        XCTAssertNil(plan[2].colors, "written whole, the noise is in it: reduced again")
        let prepared = try images.indices.map { k in
            try GIFPreparedFrame(images[k], after: plan[k].whole ? nil : images[k - 1], index: k, global: nil, options: GIFOptions(), opaque: true)
        }
        let canvases = try shown(prepared, width: 48, height: 32)
        XCTAssertEqual(canvases[0], images[0].withWords { Array($0) }, "an exact frame")
        // The reduced frames differ from their pixels by their own error at most, the box included.
        for k in [1, 2] {
            let error = try XCTUnwrap(prepared[k].colorError)
            let expected = images[k].withWords { Array($0) }
            var worst = 0
            for (a, b) in zip(canvases[k], expected) {
                for shift: UInt32 in [0, 8, 16] {
                    let ca = Int((a >> shift) & 0xFF), cb = Int((b >> shift) & 0xFF)
                    worst = max(worst, abs(ca - cb))
                }
            }
            XCTAssertLessThanOrEqual(worst, error.maximum, "frame \(k)")
        }
    }

    func testAnUnchangedFrameStaysUnchangedAfterAReducedOne() throws {
        let a = try frame(boxAt: 2, noise: true)
        let censuses = [GIFFrameCensus(a, after: nil, opaque: true), GIFFrameCensus(a, after: a, opaque: true)]
        let plan = GIFFrameCensus.plan(censuses, opaque: true)
        XCTAssertEqual(plan.map(\.whole), [true, false])
        XCTAssertNil(plan[1].colors)
    }

    /// A reduced frame's table holds only the colours its rectangle uses: drawn over the reduced noise it
    /// repeats, only the moved box and what it uncovers are written, and libimagequant's palette for the
    /// whole frame is cut to the few colours they need.
    func testAReducedFramesTableHoldsOnlyTheColoursItUses() throws {
        let a = try frame(boxAt: 2, noise: true), b = try frame(boxAt: 10, noise: true)
        let shown = try GIFPreparedFrame.canvas(after: a, over: nil, index: 0, options: GIFOptions())
        let frame = try GIFPreparedFrame(b, after: nil, index: 1, global: nil, options: GIFOptions(), opaque: true, shown: shown)
        let palette = try XCTUnwrap(frame.localPalette)
        let used = Set(try LZWDecoder.decode(frame.data, minimumCodeSize: frame.minimumCodeSize))
        XCTAssertEqual(used.count, palette.colors.count, "every entry is used")
        XCTAssertLessThan(palette.colors.count, 16)
    }

    /// A reduced frame leaves its reduction for the next, whose canvas is then made from it, as it would
    /// be made by reducing the frame again; a frame of few colours leaves none, and a reduction of another
    /// rectangle is not used.
    func testAReducedFrameHandsOnTheReductionTheNextFramesCanvasNeeds() throws {
        let a = try frame(boxAt: 2, noise: true), plain = try frame(boxAt: 2, noise: false)
        var reduction: GIFReduction?
        _ = try GIFPreparedFrame(a, after: nil, index: 0, global: nil, options: GIFOptions(), opaque: true, shown: nil, reduction: &reduction)
        let made = try XCTUnwrap(reduction)
        XCTAssertEqual(made.rect, a.bounds)
        let again = try GIFPreparedFrame.canvas(after: a, over: nil, index: 0, options: GIFOptions())
        XCTAssertEqual(try GIFPreparedFrame.canvas(after: a, over: nil, index: 0, options: GIFOptions(), reduction: made), again)
        XCTAssertNotEqual(again, a.withWords { Array($0) }, "the canvas shows the reduced colours, not the frame's own")
        let box = try frame(boxAt: 10, noise: true)
        XCTAssertEqual(try GIFPreparedFrame.canvas(after: box, over: a, index: 1, options: GIFOptions(), reduction: made),
                       try GIFPreparedFrame.canvas(after: box, over: a, index: 1, options: GIFOptions()), "another rectangle's reduction is not used")
        _ = try GIFPreparedFrame(plain, after: nil, index: 1, global: nil, options: GIFOptions(), opaque: true, shown: nil, reduction: &reduction)
        XCTAssertNil(reduction, "a frame of 256 colours or fewer is not reduced")
    }
}
