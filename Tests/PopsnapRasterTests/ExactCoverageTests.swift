import Foundation
import XCTest
import PopsnapTestSupport

/// Validates the ExactCoverage oracle itself: totals against closed-form areas, edge pixels
/// against independent numerical integration, exact 0/1, symmetry and CSS radius clamping.
final class ExactCoverageTests: XCTestCase {
    typealias EC = ExactCoverage

    // MARK: Shapes under test (fractional positions on purpose)

    struct Shape {
        var name: String
        var width: Int, height: Int
        var area: Double                              // closed form
        var coverage: (Int, Int) -> Double            // the oracle under test
        var brute: (Int, Int) -> Double               // independent integration
    }

    static func disc(_ cx: Double, _ cy: Double, _ r: Double, canvas: Int) -> Shape {
        Shape(name: "disc(\(cx),\(cy),\(r))", width: canvas, height: canvas, area: .pi * r * r,
              coverage: { EC.pixelCoverage(ofDiscCx: cx, cy: cy, r: r, px: $0, py: $1) },
              brute: { px, py in chordIntegral(px, py, breaks: [cx - r, cx + r, cx]) { x in
                  let h2 = r * r - (x - cx) * (x - cx)
                  return h2 > 0 ? (cy - h2.squareRoot(), cy + h2.squareRoot()) : nil } })
    }

    static func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, w: Int, h: Int) -> Shape {
        Shape(name: "ellipse", width: w, height: h, area: .pi * rx * ry,
              coverage: { EC.pixelCoverage(ofEllipseCx: cx, cy: cy, rx: rx, ry: ry, px: $0, py: $1) },
              brute: { px, py in chordIntegral(px, py, breaks: [cx - rx, cx + rx, cx]) { x in
                  let u = (x - cx) / rx
                  return u * u < 1 ? (cy - ry * (1 - u * u).squareRoot(), cy + ry * (1 - u * u).squareRoot()) : nil } })
    }

    /// `clamped` are the radii after CSS clamping, worked out by hand in the caller.
    static func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radii: EC.Radii,
                            clamped c: EC.Radii, canvas: (Int, Int)) -> Shape {
        Shape(name: "rrect\(radii)", width: canvas.0, height: canvas.1,
              area: w * h - (4 - .pi) / 4 * (c.tl * c.tl + c.tr * c.tr + c.br * c.br + c.bl * c.bl),
              coverage: { EC.pixelCoverage(ofRoundedRect: x, y: y, width: w, height: h, radii: radii, px: $0, py: $1) },
              brute: { px, py in chordIntegral(px, py, breaks: rrBreaks(x, w, c)) { rrChord(x, y, w, h, c, $0) } })
    }

    static func ring(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radii r: EC.Radii,
                     border b: Double, canvas: (Int, Int)) -> Shape {
        let inner: EC.Radii = (max(r.tl - b, 0), max(r.tr - b, 0), max(r.br - b, 0), max(r.bl - b, 0))
        func rrArea(_ w: Double, _ h: Double, _ c: EC.Radii) -> Double {
            w * h - (4 - .pi) / 4 * (c.tl * c.tl + c.tr * c.tr + c.br * c.br + c.bl * c.bl)
        }
        let (iw, ih) = (w - 2 * b, h - 2 * b)
        let hole = iw > 0 && ih > 0
        return Shape(name: "ring(border \(b))", width: canvas.0, height: canvas.1,
                     area: rrArea(w, h, r) - (hole ? rrArea(iw, ih, inner) : 0),
                     coverage: { EC.pixelCoverage(ofRoundedRectRing: x, y: y, width: w, height: h, radii: r,
                                                  borderWidth: b, px: $0, py: $1) },
                     brute: { px, py in
                         let outer = chordIntegral(px, py, breaks: rrBreaks(x, w, r)) { rrChord(x, y, w, h, r, $0) }
                         guard hole else { return outer }
                         return outer - chordIntegral(px, py, breaks: rrBreaks(x + b, iw, inner)) {
                             rrChord(x + b, y + b, iw, ih, inner, $0) } })
    }

    static func sector(_ cx: Double, _ cy: Double, _ ri: Double, _ ro: Double, _ a0: Double, _ sweep: Double,
                       canvas: Int) -> Shape {
        Shape(name: "sector(\(ri)..\(ro), \(a0), \(sweep))", width: canvas, height: canvas,
              area: min(abs(sweep), 2 * .pi) / 2 * (ro * ro - ri * ri),
              coverage: { EC.pixelCoverage(ofAnnularSectorCx: cx, cy: cy, innerRadius: ri, outerRadius: ro,
                                           startAngle: a0, sweep: sweep, px: $0, py: $1) },
              brute: { polarIntegral($0, $1, cx: cx, cy: cy, ri: ri, ro: ro, a0: a0, sweep: sweep) })
    }

    static let r27: EC.Radii = (27.3, 27.3, 27.3, 27.3)
    static let mixed: EC.Radii = (40.1, 5.5, 0, 60.2)
    static let fMixed = 60.0 / 110.0   // uneven clamp: left side 60 / (80 + 30) is the tightest
    static var shapes: [Shape] { [
        disc(50.37, 40.81, 30.2, canvas: 100),
        disc(12.5, 12.5, 0.3, canvas: 25),                   // inside one pixel
        disc(7.9, 8.2, 0.8, canvas: 20),                     // straddles pixel corners
        disc(50, 50, 10, canvas: 100),                       // circle through pixel corners
        ellipse(50.37, 40.81, 33.3, 21.7, w: 90, h: 70),
        roundedRect(10.3, 20.7, 200.45, 120.2, radii: r27, clamped: r27, canvas: (220, 150)),
        roundedRect(10.3, 20.7, 200.45, 120.2, radii: mixed, clamped: mixed, canvas: (220, 150)),
        roundedRect(3.6, 4.2, 50, 40, radii: (100, 100, 100, 100), clamped: (20, 20, 20, 20), canvas: (60, 50)),
        roundedRect(5.25, 5.5, 100, 60, radii: (80, 40, 10, 30),
                    clamped: (80 * fMixed, 40 * fMixed, 10 * fMixed, 30 * fMixed), canvas: (110, 70)),
        ring(10.3, 20.7, 200.45, 120.2, radii: r27, border: 6.5, canvas: (220, 150)),
        ring(10.3, 20.7, 200.45, 120.2, radii: mixed, border: 8, canvas: (220, 150)),
        ring(2.5, 3.25, 30, 12, radii: (4, 4, 4, 4), border: 6.5, canvas: (35, 18)),  // no hole
        sector(60.25, 60.6, 20, 26, -0.3, 2.2, canvas: 120),
        sector(60.25, 60.6, 20, 26, -0.3, 4.0, canvas: 120),
        sector(60.25, 60.6, 20, 26, 1.1, -1.7, canvas: 120),
        sector(60.25, 60.6, 20, 26, 0.4, 2 * .pi, canvas: 120),
        sector(60.25, 60.6, 0, 26, 2.5, .pi, canvas: 120),    // half pie
    ] }

    // MARK: Totals, range, agreement

    func testTotalsMatchClosedFormAreas() {
        for s in Self.shapes {
            let total = EC.coverageGrid(width: s.width, height: s.height, s.coverage).reduce(0, +)
            XCTAssertEqual(total, s.area, accuracy: 1e-7, s.name)
        }
    }

    func testRawValuesStayInUnitRange() {
        for s in Self.shapes {
            for y in 0..<s.height {
                for x in 0..<s.width {
                    let v = s.coverage(x, y)
                    XCTAssert(v >= -1e-12 && v <= 1 + 1e-12, "\(s.name) (\(x),\(y)) = \(v)")
                }
            }
        }
    }

    func testEdgePixelsAgreeWithIndependentIntegration() {
        var rng = SplitMix(seed: 0x5EED)
        var worst = 0.0
        for s in Self.shapes {
            let grid = EC.coverageGrid(width: s.width, height: s.height, s.coverage)
            let edge = grid.indices.filter { grid[$0] > 0 && grid[$0] < 1 }
            XCTAssertFalse(edge.isEmpty, s.name)
            for _ in 0..<12 {
                let i = edge[Int(rng.next() % UInt64(edge.count))]
                let (x, y) = (i % s.width, i / s.width)
                let exact = s.coverage(x, y), brute = s.brute(x, y)
                worst = max(worst, abs(exact - brute))
                XCTAssertEqual(exact, brute, accuracy: 1e-9, "\(s.name) (\(x),\(y))")
            }
        }
        print("ExactCoverage: max |exact − integrated| over edge pixels = \(worst)")
    }

    /// Random discs, ellipses and sectors (every third snapped to the pixel lattice, so circles
    /// pass through pixel corners and touch pixel edges) on pixels near their boundary.
    func testRandomShapesAgreeWithIndependentIntegration() {
        var rng = SplitMix(seed: 42)
        func u() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
        var worst = 0.0, partial = 0
        for i in 0..<300 {
            var (cx, cy, r) = (20 + 10 * u(), 20 + 10 * u(), 0.05 + 15 * u())
            if i % 3 == 0 { (cx, cy, r) = (cx.rounded(), (cy * 2).rounded() / 2, (r * 2).rounded() / 2 + 0.5) }
            let (th, rho) = (2 * .pi * u(), max(r + 2 * (u() - 0.5), 0))
            let px = Int((cx + rho * cos(th)).rounded(.down)), py = Int((cy + rho * sin(th)).rounded(.down))
            let d = Self.disc(cx, cy, r, canvas: 0)
            let ry = i % 3 == 0 ? r : 0.05 + 15 * u()
            let e = Self.ellipse(cx, cy, r, ry, w: 0, h: 0)
            let (ri, a0, sweep) = (i % 5 == 0 ? 0 : r * u(), 2 * .pi * u() - .pi, 4 * .pi * u() - 2 * .pi)
            let s = Self.sector(cx, cy, ri, r, i % 3 == 0 ? .pi / 2 * Double(i % 4) : a0,
                                i % 3 == 0 ? .pi / 2 * Double(1 + i % 4) : sweep, canvas: 0)
            for shape in [d, e, s] {
                let (exact, brute) = (shape.coverage(px, py), shape.brute(px, py))
                worst = max(worst, abs(exact - brute))
                if exact > 0 && exact < 1 { partial += 1 }
                XCTAssertEqual(exact, brute, accuracy: 1e-9, "\(shape.name) pixel (\(px),\(py)) case \(i)")
            }
        }
        XCTAssertGreaterThan(partial, 400)  // most cases really are boundary pixels
        print("ExactCoverage: max |exact − integrated| over random shapes = \(worst) (\(partial) partial pixels)")
    }

    /// Coarse 2-D point sampling with the plainest membership tests (atan2, distance): catches a
    /// convention slip (angle direction, corner order) that both integrators might share.
    func testPointSamplingSanity() {
        let n = 300
        func sampled(_ px: Int, _ py: Int, _ inside: (Double, Double) -> Bool) -> Double {
            var hits = 0
            for j in 0..<n { for i in 0..<n where inside(Double(px) + (Double(i) + 0.5) / Double(n),
                                                         Double(py) + (Double(j) + 0.5) / Double(n)) { hits += 1 } }
            return Double(hits) / Double(n * n)
        }
        let (cx, cy) = (60.25, 60.6)
        for (px, py) in [(83, 60), (82, 53), (52, 82), (78, 79), (80, 70), (79, 53)] {
            let exact = EC.pixelCoverage(ofAnnularSectorCx: cx, cy: cy, innerRadius: 20, outerRadius: 26,
                                         startAngle: -0.3, sweep: 2.2, px: px, py: py)
            let s = sampled(px, py) { x, y in
                let d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
                var a = atan2(y - cy, x - cx) + 0.3
                if a < 0 { a += 2 * .pi }
                return d >= 20 && d <= 26 && a <= 2.2
            }
            XCTAssertEqual(exact, s, accuracy: 5e-3, "sector (\(px),\(py))")
        }
        // Top-right corner radius 5.5 (small), bottom-left 60.2 (large): corner order check.
        for (px, py) in [(11, 80), (20, 130), (205, 21), (209, 25), (23, 31), (15, 25)] {
            let exact = EC.pixelCoverage(ofRoundedRect: 10.3, y: 20.7, width: 200.45, height: 120.2,
                                         radii: Self.mixed, px: px, py: py)
            let s = sampled(px, py) { x, y in
                let (l, t, r, b) = (10.3, 20.7, 210.75, 140.9)
                guard x >= l, x <= r, y >= t, y <= b else { return false }
                // (radius, centre, outward direction) for tl, tr, bl; br is sharp.
                for (rad, ccx, ccy, sx, sy) in [(40.1, l + 40.1, t + 40.1, -1.0, -1.0),
                                                (5.5, r - 5.5, t + 5.5, 1, -1), (60.2, l + 60.2, b - 60.2, -1, 1)]
                where (x - ccx) * sx > 0 && (y - ccy) * sy > 0 && hypot(x - ccx, y - ccy) > rad { return false }
                return true
            }
            XCTAssertEqual(exact, s, accuracy: 5e-3, "rrect (\(px),\(py))")
        }
    }

    // MARK: Exactness, symmetry, conventions

    func testFullyInsideIsExactlyOneAndOutsideExactlyZero() {
        // Disc: classify by farthest / nearest point of the pixel — independent of the oracle.
        let (cx, cy, r) = (50.37, 40.81, 30.2)
        var ones = 0, zeros = 0
        for py in 0..<90 {
            for px in 0..<100 {
                let (x0, y0) = (Double(px), Double(py))
                let fx = max(abs(x0 - cx), abs(x0 + 1 - cx)), fy = max(abs(y0 - cy), abs(y0 + 1 - cy))
                let nx = min(max(cx, x0), x0 + 1) - cx, ny = min(max(cy, y0), y0 + 1) - cy
                let v = EC.pixelCoverage(ofDiscCx: cx, cy: cy, r: r, px: px, py: py)
                if fx * fx + fy * fy < r * r { XCTAssertEqual(v, 1); ones += 1 }
                if nx * nx + ny * ny > r * r { XCTAssertEqual(v, 0); zeros += 1 }
            }
        }
        XCTAssertGreaterThan(ones, 2000)
        XCTAssertGreaterThan(zeros, 5000)
        // Sector / ring / ellipse / rrect: pixels well clear of every boundary.
        func sectorV(_ px: Int, _ py: Int, _ sweep: Double) -> Double {
            EC.pixelCoverage(ofAnnularSectorCx: 60.25, cy: 60.6, innerRadius: 20, outerRadius: 26,
                             startAngle: -0.3, sweep: sweep, px: px, py: py)
        }
        XCTAssertEqual(sectorV(83, 60, 2.2), 1)    // +x axis, radius ≈ 23
        XCTAssertEqual(sectorV(60, 83, 2.2), 1)    // +y axis (straight down on screen)
        XCTAssertEqual(sectorV(60, 37, 2.2), 0)    // −y axis: outside the sweep
        XCTAssertEqual(sectorV(60, 37, 4.0), 0)    // angle −π/2 lies in the 4.0 sweep's gap too
        XCTAssertEqual(sectorV(37, 60, 4.0), 1)    // −x axis (π) is inside the 4.0 sweep
        XCTAssertEqual(sectorV(60, 60, 4.0), 0)    // in the hole
        XCTAssertEqual(sectorV(90, 60, 4.0), 0)    // beyond the outer radius
        let ring = { (px: Int, py: Int) in
            EC.pixelCoverage(ofRoundedRectRing: 10.3, y: 20.7, width: 200.45, height: 120.2,
                             radii: Self.r27, borderWidth: 6.5, px: px, py: py)
        }
        XCTAssertEqual(ring(100, 22), 1)
        XCTAssertEqual(ring(100, 30), 0)
        XCTAssertEqual(ring(13, 24), 0)       // outside the top-left arc
        XCTAssertEqual(ring(12, 80), 1)
        XCTAssertEqual(EC.pixelCoverage(ofEllipseCx: 50.37, cy: 40.81, rx: 33.3, ry: 21.7, px: 50, py: 40), 1)
        XCTAssertEqual(EC.pixelCoverage(ofEllipseCx: 50.37, cy: 40.81, rx: 33.3, ry: 21.7, px: 80, py: 25), 0)
    }

    func testDiscCentredOnPixelCornerHasFourEqualQuadrants() {
        for r in [10.0, 10.37, 0.7] {
            let g = EC.coverageGrid(width: 100, height: 100) { EC.pixelCoverage(ofDiscCx: 50, cy: 50, r: r, px: $0, py: $1) }
            var q = [0.0, 0.0, 0.0, 0.0]
            for y in 0..<100 {
                for x in 0..<100 {
                    q[(x < 50 ? 0 : 1) + (y < 50 ? 0 : 2)] += g[y * 100 + x]
                    XCTAssertEqual(g[y * 100 + x], g[y * 100 + 99 - x], accuracy: 1e-12)
                    XCTAssertEqual(g[y * 100 + x], g[x * 100 + y], accuracy: 1e-12)
                }
            }
            for v in q { XCTAssertEqual(v, .pi * r * r / 4, accuracy: 1e-9, "r = \(r)") }
        }
    }

    func testCSSRadiusClamping() {
        let c = EC.RoundedRect.cssClamped(width: 50, height: 40, radii: (100, 100, 100, 100))
        for v in [c.tl, c.tr, c.br, c.bl] { XCTAssertEqual(v, 20, accuracy: 1e-12) }  // f = 40/200
        let u = EC.RoundedRect.cssClamped(width: 100, height: 60, radii: (80, 40, 10, 30))
        XCTAssertEqual(u.tl, 80 * Self.fMixed, accuracy: 1e-12)
        XCTAssertEqual(u.bl, 30 * Self.fMixed, accuracy: 1e-12)
        let fits = EC.RoundedRect.cssClamped(width: 100, height: 60, radii: (50, 50, 10, 10))
        XCTAssertEqual(fits.tl, 50)   // sums equal the side: f = 1, untouched
        let inner = EC.RoundedRect(x: 0, y: 0, width: 100, height: 60, radii: (30, 5, 0, 12)).insetForBorder(8)
        XCTAssertEqual(inner?.x, 8); XCTAssertEqual(inner?.width, 84); XCTAssertEqual(inner?.height, 44)
        XCTAssertEqual(inner?.tl, 22); XCTAssertEqual(inner?.tr, 0); XCTAssertEqual(inner?.bl, 4)
        XCTAssertNil(EC.RoundedRect(x: 0, y: 0, width: 10, height: 10, radii: (2, 2, 2, 2)).insetForBorder(5))
    }

    func testNegativeSweepMirrorsPositive() {
        for py in 30..<95 {
            for px in 30..<95 {
                let a = EC.pixelCoverage(ofAnnularSectorCx: 60.25, cy: 60.6, innerRadius: 20, outerRadius: 26,
                                         startAngle: 1.9, sweep: -2.2, px: px, py: py)
                let b = EC.pixelCoverage(ofAnnularSectorCx: 60.25, cy: 60.6, innerRadius: 20, outerRadius: 26,
                                         startAngle: -0.3, sweep: 2.2, px: px, py: py)
                XCTAssertEqual(a, b, accuracy: 1e-12)
            }
        }
    }

    /// The primitive on hand-checkable degenerate inputs.
    func testDiscPolygonDegenerateCases() {
        func area(_ r: Double, _ pts: [(Double, Double)]) -> Double {
            EC.discArea(cx: 0, cy: 0, r: r, polygon: pts.map { EC.Point(x: $0.0, y: $0.1) })
        }
        let sq = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)]
        XCTAssertEqual(area(1, sq), .pi, accuracy: 1e-14)                      // edges tangent
        XCTAssertEqual(area(1, sq.reversed()), .pi, accuracy: 1e-14)           // clockwise
        XCTAssertEqual(area(2.squareRoot(), sq), 4, accuracy: 1e-14)            // vertices on circle
        XCTAssertEqual(area(1.2, sq), 1.44 * .pi - 4 * (1.44 * acos(1 / 1.2) - (1.44 - 1).squareRoot()),
                       accuracy: 1e-13)                                          // four caps cut off
        XCTAssertEqual(area(1, [(0, -2), (2, -2), (2, 2), (0, 2)]), .pi / 2, accuracy: 1e-14)  // edge through centre
        XCTAssertEqual(area(1, [(0, 0), (1, 0), (1, 0), (1, 1), (0, 1), (0, 1)]), .pi / 4, accuracy: 1e-14)
        XCTAssertEqual(area(1, [(1, 0), (2, 0), (2, 1), (1, 1)]), 0)              // touches at one point
        XCTAssertEqual(area(1, [(0, 0), (1, 0)]), 0)                             // degenerate polygon
        // Triangle with its apex outside: compare with the horizontal chord integrated over y.
        let chordY = integrate(from: 0, to: 5, breaks: [3]) { y in 2 * min((5 - y) / 5, max(9 - y * y, 0).squareRoot()) }
        XCTAssertEqual(area(3, [(-1, 0), (1, 0), (0, 5)]), chordY, accuracy: 1e-11)
    }
}
