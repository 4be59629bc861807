import XCTest
import PopsnapRaster
@testable import PopsnapText
import PopsnapGeometry

/// The glyph cache stays within its bound (the paragraph fuzzer ran out of memory on a cache that kept
/// every size it was asked for) and evicting never changes what is drawn.
final class GlyphCacheTests: XCTestCase {
    let typesetter = try! Typesetter()

    func testCacheKeepsWithinItsBound() throws {
        let cache = GlyphCache(maxBytes: 50_000)
        let layout = try typesetter.layout("Sorry, that email address is already used!", style: TextStyle(size: 17))
        var canvas = try Canvas(width: 400, height: 100)
        var largest = 0
        for scale in stride(from: 1.0, through: 3, by: 0.25) {
            layout.draw(on: &canvas, at: Point(x: 0, y: 0), pixelsPerPoint: scale, color: .black, cache: cache)
            largest = max(largest, cache.byteCount)
            XCTAssertLessThanOrEqual(cache.byteCount, 50_000, "at scale \(scale)")
        }
        XCTAssertGreaterThan(largest, 25_000, "the bound was reached, so eviction was exercised")
    }

    func testEvictedGlyphsAreDrawnTheSame() throws {
        let font = try typesetter.fonts.font(family: "system")
        let glyph = font.glyph(for: "g")!
        let size = GlyphCache().glyph(font, glyph: glyph, size64: 20 * 64, phase: 1).byteCount
        let small = GlyphCache(maxBytes: 3 * size)
        let before = small.glyph(font, glyph: glyph, size64: 20 * 64, phase: 1)
        // At twice the size the glyph has about four times the pixels: the first must go.
        _ = small.glyph(font, glyph: glyph, size64: 40 * 64, phase: 1)
        let after = small.glyph(font, glyph: glyph, size64: 20 * 64, phase: 1)
        XCTAssertEqual(small.statistics.hits, 0, "the first glyph was evicted and drawn again")
        XCTAssertEqual(after.mask, before.mask)
        XCTAssertEqual(after.left, before.left)
        XCTAssertEqual(after.top, before.top)
    }

    func testGlyphLargerThanTheBoundIsDrawnNotKept() throws {
        let font = try typesetter.fonts.font(family: "system")
        let cache = GlyphCache(maxBytes: 100)
        let big = cache.glyph(font, glyph: font.glyph(for: "W")!, size64: 200 * 64, phase: 0)
        XCTAssertGreaterThan(big.mask!.width * big.mask!.height, 100)
        XCTAssertEqual(cache.byteCount, 0)
    }

    /// A face made after another was freed is often given the same address: the cache keyed by address
    /// handed the new face the old one's glyphs. Two faces made and freed in turn, each glyph drawn through
    /// one cache, are each their own face's.
    func testAFaceMadeWhereAFreedOneWasGetsItsOwnGlyphs() throws {
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fonts").standardized.path
        let files = [fonts + "/Inter-Regular.otf", fonts + "/DejaVuSans-Bold.ttf"]
        // One glyph number for both faces (a different letter in each), as the cache's key has it.
        let glyph: UInt32 = 70
        func own(_ font: Font) -> RenderedGlyph { GlyphRenderer.render(font, glyph: glyph, size64: 30 * 64, phase: 0) }
        let masks = try files.map { own(try Font(contentsOf: $0)).mask }
        XCTAssertNotEqual(masks[0], masks[1], "the two faces' glyphs differ, so a mix-up would show")
        let cache = GlyphCache()
        for i in 0..<20 {
            let font = try Font(contentsOf: files[i % 2])
            XCTAssertEqual(cache.glyph(font, glyph: glyph, size64: 30 * 64, phase: 0).mask, masks[i % 2], "face \(i): \(font.family)")
        }
    }
}
