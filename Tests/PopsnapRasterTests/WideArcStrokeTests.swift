import XCTest
import PopsnapTestSupport
@testable import PopsnapRaster
import PopsnapGeometry

/// Arcs stroked at least as wide as their radius, where the inner offset reaches or passes the centre.
///
/// At width 2r the stroke is exactly the wedge (pie slice) from the centre out to 2r; wider, it is that
/// wedge plus the opposite one of radius w/2 − r, which overlaps the first when the sweep passes 180°.
final class WideArcStrokeTests: XCTestCase {
    let offsets: [(Double, Double)] = [(0, 0), (0.3, 0.7), (0.77, 0.13)]
    /// Start and sweep, on screen (a positive sweep turns clockwise), for 90° and 270° both ways round.
    let arcs: [(Double, Double)] = [(-0.4, .pi / 2), (-0.4, 3 * .pi / 2), (1.1, -.pi / 2), (1.1, -3 * .pi / 2)]

    func testArcStrokedTwiceItsRadiusIsItsWedge() throws {
        let r = 11.3
        for (start, sweep) in arcs {
            for (dx, dy) in offsets {
                let (cx, cy) = (30.25 + dx, 30.6 + dy)
                let arc = Path.arc(center: Point(x: cx, y: cy), radius: r, startAngle: start, endAngle: start + sweep, clockwise: sweep > 0)
                let worst = try worstError(of: arc.stroked(StrokeStyle(width: 2 * r)), size: 62) { px, py in
                    ExactCoverage.pixelCoverage(ofAnnularSectorCx: cx, cy: cy, innerRadius: 0, outerRadius: 2 * r,
                                                startAngle: start, sweep: sweep, px: px, py: py)
                }
                XCTAssertLessThanOrEqual(worst.geometry, 1, "sweep \(sweep) at (\(dx), \(dy))")
                XCTAssertLessThanOrEqual(worst.painted, 1, "sweep \(sweep) at (\(dx), \(dy))")
            }
        }
    }

    func testArcsStrokedWiderThanTheirRadiusMatchTheirDefinition() throws {
        let r = 6.2
        for width in [1.5 * r, 3 * r] {
            for cap in [LineCap.butt, .round, .square] {
                for (start, sweep) in arcs {
                    let (cx, cy) = (22.3, 21.8)
                    let arc = Path.arc(center: Point(x: cx, y: cy), radius: r, startAngle: start, endAngle: start + sweep, clockwise: sweep > 0)
                    let shape = StrokedArc(cx: cx, cy: cy, r: r, start: start, sweep: sweep, h: width / 2, cap: cap)
                    let size = 44
                    let outline = arc.stroked(StrokeStyle(width: width, cap: cap))
                    let unrounded = Rasterizer.unroundedCoverage(of: outline, width: size, height: size)
                    var worstInOrOut = 0.0, worstEdge = 0.0, area = 0.0, sampledArea = 0.0
                    for y in 0..<size {
                        for x in 0..<size {
                            let got = unrounded[y * size + x], want = shape.sampledCoverage(px: x, py: y)
                            area += got
                            sampledArea += want
                            if want == 0 || want == 1 { worstInOrOut = max(worstInOrOut, abs(got - want) * 255) }
                            else { worstEdge = max(worstEdge, abs(got - want) * 255) }
                        }
                    }
                    let label = "width \(width), \(cap), sweep \(sweep)"
                    // Pixels wholly inside or outside the stroke are exact (a hole or a missing part is not).
                    XCTAssertLessThanOrEqual(worstInOrOut, 1, label)
                    // A 24 × 24 grid of samples is off by up to 1/24 of a pixel along one edge; where two
                    // overlapping parts of the outline (a cap and the band) both have edges in one pixel, the
                    // rasterizer sums their areas (as every cell-accumulating rasterizer does), so those few
                    // pixels are allowed a quarter.
                    XCTAssertLessThanOrEqual(worstEdge, 64, label)
                    XCTAssertEqual(area, sampledArea, accuracy: 0.5, label)
                }
            }
        }
    }

    /// The largest difference from `exact`, in 1/255, of the unrounded coverage and of the painted alpha.
    func worstError(of outline: Path, size: Int, exact: (Int, Int) -> Double) throws -> (geometry: Double, painted: Double) {
        var canvas = try Canvas(width: size, height: size)
        canvas.fill(outline, with: .solid(.white))
        let unrounded = Rasterizer.unroundedCoverage(of: outline, width: size, height: size)
        var geometry = 0.0, painted = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let want = exact(x, y) * 255
                geometry = max(geometry, abs(unrounded[y * size + x] * 255 - want))
                painted = max(painted, abs(Double(canvas.image[x, y].a) - want))
            }
        }
        return (geometry, painted)
    }
}

/// A stroked arc defined point by point, independently of the stroker: a point is inside when it lies
/// within `h` of the arc along the arc's normal at some point of the arc (the butt-ended stroke), or in
/// the cap at either end.
struct StrokedArc {
    let cx: Double, cy: Double, r: Double, start: Double, sweep: Double, h: Double
    let cap: LineCap

    func contains(_ x: Double, _ y: Double) -> Bool {
        let dx = x - cx, dy = y - cy, d = (dx * dx + dy * dy).squareRoot()
        // The arc's points whose normal passes through (x, y) are those at its angle and the opposite one.
        let phi = atan2(dy, dx)
        if onArc(phi) && abs(d - r) <= h { return true }
        if onArc(phi + .pi) && d + r <= h { return true }
        return inCap(x, y, angle: start, outward: -1) || inCap(x, y, angle: start + sweep, outward: 1)
    }

    /// Whether the angle is within the sweep.
    func onArc(_ angle: Double) -> Bool {
        let turn = 2 * Double.pi
        let t = (sweep > 0 ? angle - start : start - angle).truncatingRemainder(dividingBy: turn)
        return (t < 0 ? t + turn : t) <= abs(sweep)
    }

    /// Whether the point is in the cap at the end at `angle`; `outward` is +1 at the arc's end, −1 at its start.
    func inCap(_ x: Double, _ y: Double, angle: Double, outward: Double) -> Bool {
        let ex = cx + r * cos(angle), ey = cy + r * sin(angle)
        // The direction of travel at that end, pointing away from the arc.
        let s = (sweep > 0 ? 1.0 : -1.0) * outward
        let tx = -sin(angle) * s, ty = cos(angle) * s
        let along = (x - ex) * tx + (y - ey) * ty, across = (x - ex) * -ty + (y - ey) * tx
        switch cap {
        case .butt: return false
        case .round: return (x - ex) * (x - ex) + (y - ey) * (y - ey) <= h * h
        case .square: return along >= 0 && along <= h && abs(across) <= h
        }
    }

    /// The share of a 24 × 24 grid of points in the pixel that are inside.
    func sampledCoverage(px: Int, py: Int) -> Double {
        let n = 24
        var inside = 0
        for j in 0..<n {
            for i in 0..<n where contains(Double(px) + (Double(i) + 0.5) / Double(n), Double(py) + (Double(j) + 0.5) / Double(n)) {
                inside += 1
            }
        }
        return Double(inside) / Double(n * n)
    }
}
