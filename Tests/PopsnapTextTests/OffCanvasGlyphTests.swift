import XCTest
import PopsnapRaster
@testable import PopsnapText
import PopsnapGeometry

/// Issue 20: thousands of large texts off the screen cost what the screen shows: a glyph that cannot
/// reach the canvas is not rasterized, and the pixels of those that can are unchanged.
final class OffCanvasGlyphTests: XCTestCase {
    let typesetter = try! Typesetter()

    func testGlyphsOffTheCanvasAreNotRasterized() throws {
        let cache = GlyphCache()
        let layout = try typesetter.layout("Ag", style: TextStyle(size: 400))
        var canvas = try Canvas(width: 100, height: 100, fill: .white)
        for origin in [Point(x: 0, y: 5000), Point(x: 0, y: -5000), Point(x: 5000, y: 0), Point(x: -10000, y: 0)] {
            layout.draw(on: &canvas, at: origin, pixelsPerPoint: 3, color: .black, cache: cache)
        }
        XCTAssertEqual(cache.statistics.misses, 0)
        XCTAssertTrue(canvas.image == (try Canvas(width: 100, height: 100, fill: .white).image))
    }

    func testGlyphsReachingTheCanvasAreDrawnAsBefore() throws {
        let layout = try typesetter.layout("Ag", style: TextStyle(size: 40))
        // Hanging off every edge by most of the glyph: what shows is what a larger canvas shows there.
        for origin in [Point(x: -70, y: 10), Point(x: 80, y: 10), Point(x: 10, y: -100), Point(x: 10, y: 40)] {
            var small = try Canvas(width: 100, height: 100, fill: .white)
            layout.draw(on: &small, at: origin, pixelsPerPoint: 3, color: .black, cache: GlyphCache())
            var large = try Canvas(width: 1100, height: 1100, fill: .white)
            layout.draw(on: &large, at: Point(x: origin.x + 500, y: origin.y + 500), pixelsPerPoint: 3, color: .black, cache: GlyphCache())
            XCTAssertTrue(small.image == (try large.image.cropped(to: PixelRect(x: 500, y: 500, width: 100, height: 100))), "\(origin)")
            XCTAssertTrue(small.image != (try Canvas(width: 100, height: 100, fill: .white).image), "\(origin): some of it shows")
        }
    }
}
