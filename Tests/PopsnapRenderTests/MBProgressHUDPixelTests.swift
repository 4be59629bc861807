import XCTest
import PopsnapRaster
import PopsnapTestSupport
@testable import Popsnap
import PopsnapGeometry

/// MBProgressHUD's progress views painted at 2x against the exact area of the shapes its drawRect:
/// strokes (MBProgressHUD.m:865-1042), pixel by pixel, in an opaque colour so alpha is coverage.
final class MBProgressHUDPixelTests: XCTestCase {
    typealias EC = ExactCoverage
    let k = 2.0

    func painted(width: Int, height: Int, _ draw: (inout Canvas) -> Void) throws -> Image {
        var canvas = try Canvas(width: width, height: height)
        draw(&canvas)
        return canvas.image
    }

    /// Every pixel's alpha within `tolerance` (in 1/255) of `expected` coverage; the painted area's sum too.
    func assertCoverage(_ image: Image, tolerance: Double, _ expected: (Int, Int) -> Double, _ name: String,
                        file: StaticString = #filePath, line: UInt = #line) {
        var worst = 0.0, painted = 0.0, exact = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let want = min(1, max(0, expected(x, y))), got = Double(image[x, y].a) / 255
                worst = max(worst, abs(got - want) * 255)
                painted += got
                exact += want
            }
        }
        XCTAssertLessThanOrEqual(worst, tolerance, "\(name): the worst pixel, in 1/255", file: file, line: line)
        XCTAssertEqual(painted, exact, accuracy: 0.5, "\(name): the area in pixels", file: file, line: line)
    }

    /// The area of the pixel (x, y) inside the box [x0, x1] x [y0, y1].
    func box(_ x: Int, _ y: Int, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Double {
        max(0, min(Double(x + 1), x1) - max(Double(x), x0)) * max(0, min(Double(y + 1), y1) - max(Double(y), y0))
    }

    /// The determinate view at 0.25: the outline's band 2 pt wide at the edge, and a quarter of the band
    /// 2 pt inside it, from 12 to 3 o'clock: π(37² − 33²) + π/4 (33² − 29²) pixels at 2x.
    func testTheDeterminateViewIsItsOutlineAndAThickArc() throws {
        let rect = Rect(x: 3, y: 5, width: 74, height: 74), (cx, cy) = (40.0, 42.0)
        for v in [0.0, 0.25, 0.6, 1] {
            let image = try painted(width: 80, height: 84) { MBProgressHUDPainter.drawRound(v, in: rect, color: .black, pixelsPerPoint: k, on: &$0) }
            assertCoverage(image, tolerance: 1, { x, y in
                EC.pixelCoverage(ofAnnularSectorCx: cx, cy: cy, innerRadius: 33, outerRadius: 37, startAngle: -.pi / 2, sweep: 2 * .pi, px: x, py: y)
                    + (v > 0 ? EC.pixelCoverage(ofAnnularSectorCx: cx, cy: cy, innerRadius: 29, outerRadius: 33, startAngle: -.pi / 2,
                                                sweep: 2 * .pi * v, px: x, py: y) : 0)
            }, "determinate at \(v)")
        }
        let quarter = try painted(width: 80, height: 84) { MBProgressHUDPainter.drawRound(0.25, in: rect, color: .black, pixelsPerPoint: k, on: &$0) }
        let area = (0..<84).reduce(0.0) { s, y in (0..<80).reduce(s) { $0 + Double(quarter[$1, y].a) / 255 } }
        XCTAssertEqual(area, Double.pi * (37 * 37 - 33 * 33) + Double.pi / 4 * (33 * 33 - 29 * 29), accuracy: 0.5)
    }

    /// The annular view at 0.25: a 2 pt track at alpha 0.1 centred 1 pt inside the edge, and over it the
    /// quarter arc with square caps, which at 12 and 3 o'clock are boxes 2 pt across and 1 pt deep.
    func testTheAnnularViewIsAFaintTrackUnderASquareCappedArc() throws {
        let rect = Rect(x: 3, y: 5, width: 74, height: 74), (cx, cy) = (40.0, 42.0)
        let image = try painted(width: 80, height: 84) { MBProgressHUDPainter.drawAnnular(0.25, in: rect, color: .black, pixelsPerPoint: k, on: &$0) }
        XCTAssertEqual(MBProgressHUDTheme.trackAlpha, 0.1)
        // The track's colour is stored in 8 bits, as every RGBA8 context stores it: 0.1 is 26/255.
        let trackAlpha = (MBProgressHUDTheme.trackAlpha * 255).rounded() / 255
        assertCoverage(image, tolerance: 1.5, { x, y in
            let track = EC.pixelCoverage(ofAnnularSectorCx: cx, cy: cy, innerRadius: 33, outerRadius: 37, startAngle: 0, sweep: 2 * .pi, px: x, py: y)
            let arc = EC.pixelCoverage(ofAnnularSectorCx: cx, cy: cy, innerRadius: 33, outerRadius: 37, startAngle: -.pi / 2, sweep: .pi / 2, px: x, py: y)
                + self.box(x, y, cx - 2, cy - 37, cx, cy - 33) + self.box(x, y, cx + 33, cy, cx + 37, cy + 2)
            return arc + (1 - arc) * trackAlpha * track
        }, "annular at 0.25")
    }

    /// The bar, 120 x 10 pt: a 2 pt outline centred on the capsule 2 pt inside, and the capsule 4 pt inside
    /// filled to progress x 120 pt from the bar's left, but at least its whole left end (.m:1031-1041).
    func testTheBarIsAnOutlineAndACapsuleFilledFromTheLeft() throws {
        let rect = Rect(x: 2, y: 3, width: 240, height: 20)
        let outer = EC.RoundedRect(x: 4, y: 5, width: 236, height: 16, radii: (8, 8, 8, 8))
        let inner = EC.RoundedRect(x: 8, y: 9, width: 228, height: 8, radii: (4, 4, 4, 4))
        let fill = EC.RoundedRect(x: 10, y: 11, width: 224, height: 4, radii: (2, 2, 2, 2))
        for (v, reach) in [(0.0, 0.0), (0.01, 12.0), (0.5, 122.0), (0.99, 239.6), (1, 242.0)] {
            let image = try painted(width: 244, height: 26) { MBProgressHUDPainter.drawBar(v, in: rect, color: .black, pixelsPerPoint: k, on: &$0) }
            assertCoverage(image, tolerance: 1, { x, y in
                let (x0, y0) = (Double(x), Double(y))
                return outer.area(x0: x0, y0: y0, x1: x0 + 1, y1: y0 + 1) - inner.area(x0: x0, y0: y0, x1: x0 + 1, y1: y0 + 1)
                    + (reach > x0 ? fill.area(x0: x0, y0: y0, x1: min(x0 + 1, reach), y1: y0 + 1) : 0)
            }, "bar at \(v)")
        }
    }
}
