import XCTest
import PopsnapRaster
import PopsnapGeometry

/// `PixelRect(centresFromX:to:y:to:)`: the pixels whose centres a region holds, the region lint samples.
final class PixelCentresTests: XCTestCase {
    func testCentresOnTheEdgesAreIn() {
        XCTAssertEqual(PixelRect(centresFromX: 0.5, to: 2.5, y: 1.6, to: 1.9), PixelRect(x: 0, y: 2, width: 3, height: 0), "no centre between")
        XCTAssertEqual(PixelRect(centresFromX: 0.5, to: 2.5, y: 0.5, to: 3.49), PixelRect(x: 0, y: 0, width: 3, height: 3))
    }

    /// Far outside any image, reversed, or not finite: a rectangle, never a trap; clipped to an image it is empty.
    func testAnyEdgesMakeARectangle() {
        let image = PixelRect(x: 0, y: 0, width: 100, height: 100)
        for (l, r, t, b) in [(10.0, 20.0, 5000.0, 5030.0), (10, 20, -900, -870), (5000, 5100, 10, 20), (20, 10, 10, 20),
                             (.nan, 20, 10, 20), (-.infinity, .infinity, 0, 1), (-1e300, 1e300, -1e300, 1e300)] {
            let clipped = PixelRect(centresFromX: l, to: r, y: t, to: b).intersection(image)
            XCTAssertTrue(clipped.width >= 0 && clipped.height >= 0, "\((l, r, t, b))")
            XCTAssertEqual(Array(clipped.y..<clipped.maxY).count * Array(clipped.x..<clipped.maxX).count,
                           l == -1e300 ? 10_000 : 0, "\((l, r, t, b))")
        }
    }
}
