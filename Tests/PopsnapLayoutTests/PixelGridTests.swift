import XCTest
import PopsnapLayout
import PopsnapGeometry

/// The pixel grid's rule on its own: each edge, times the scale, rounds to the nearest pixel (a half away
/// from zero), independently of the other edges; and what a scale is.
final class PixelGridTests: XCTestCase {
    /// At 2x, (0.3, 0.74) to (10.4, 1.94) is 0.6, 1.48, 20.8 and 3.88 px: 1, 1, 21 and 4, so the width
    /// grows to 10 pt and the height shrinks to 1.5.
    func testEachEdgeRoundsOnItsOwn() {
        let grid = PixelGrid(scale: 2)
        let frame = Rect(x: 0.3, y: 0.74, width: 10.1, height: 1.2)
        XCTAssertEqual(grid.pixels(frame), PixelRect(x: 1, y: 1, width: 20, height: 3))
        XCTAssertEqual(grid.snapped(frame), Rect(x: 0.5, y: 0.5, width: 10, height: 1.5))
    }

    /// Halves round away from zero on both sides of the origin; at 1x a frame keeps its whole points.
    func testHalvesRoundAwayFromZero() {
        XCTAssertEqual(PixelGrid(scale: 1).pixels(Rect(x: 0.5, y: -0.5, width: 1, height: 1)), PixelRect(x: 1, y: -1, width: 1, height: 2))
        XCTAssertEqual(PixelGrid(scale: 1).pixels(Rect(x: -2.5, y: 1.49, width: 2, height: 1)), PixelRect(x: -3, y: 1, width: 2, height: 1),
                       "-2.5 to -0.5 is -3 to -1; 1.49 to 2.49 is 1 to 2")
        XCTAssertEqual(PixelGrid(scale: 1).snapped(Rect(x: 3, y: 4, width: 5, height: 6)), Rect(x: 3, y: 4, width: 5, height: 6))
    }

    /// A snapped frame is on the grid already: snapping again changes nothing, at every scale.
    func testSnappingTwiceIsSnappingOnce() {
        for scale: Scale in [1, 2, 3] {
            let grid = PixelGrid(scale: scale)
            for frame in [Rect(x: 0.1, y: 0.7, width: 3.3, height: 0.2), Rect(x: 137.5, y: 283.5, width: 100.4, height: 99.9)] {
                let once = grid.snapped(frame)
                XCTAssertEqual(grid.snapped(once), once, "\(frame) at \(scale)")
                XCTAssertEqual(grid.pixels(once), grid.pixels(frame), "\(frame) at \(scale)")
            }
        }
    }

    func testScalesAreOneTwoOrThree() {
        XCTAssertNil(Scale(rawValue: 0))
        XCTAssertNil(Scale(rawValue: 4))
        XCTAssertEqual(Scale(rawValue: 3)?.pixelsPerPoint, 3)
        XCTAssertEqual((2 as Scale).hairline, 0.5, "one device pixel, in points")
        XCTAssertLessThan(1 as Scale, 2 as Scale)
        XCTAssertEqual((3 as Scale).description, "3x")
    }
}
