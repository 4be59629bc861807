import XCTest
import PopsnapTestSupport
@testable import PopsnapRaster
import PopsnapGeometry

/// Popsnap's painted coverage against exact per-pixel areas (`ExactCoverage`), in 1/255 units.
///
/// The bar: at most 1/255 anywhere, at most 0.3/255 on average over edge pixels. Rounding to 8 bits
/// alone averages 0.25/255, so the geometry itself must be nearly exact.
final class CoverageAccuracyTests: XCTestCase {
    struct Errors {
        var max = 0.0, sum = 0.0, edgePixels = 0
        var mean: Double { edgePixels > 0 ? sum / Double(edgePixels) : 0 }
        mutating func add(_ err: Double, edge: Bool) {
            max = Swift.max(max, err)
            if edge { sum += err; edgePixels += 1 }
        }
    }

    /// Measures `path` filled (non-zero) against `exact`, twice:
    /// - the unrounded coverage, the geometry's own accuracy: the issue's bar (1/255 max, 0.3/255 mean)
    ///   and a tighter one (0.1 max, 0.05 mean) that it actually meets;
    /// - the 8-bit coverage painted by a Canvas (opaque white on transparent, read back as alpha): every
    ///   pixel the exact coverage correctly rounded, within 0.1/255 at a tie, and a mean no worse than ideal
    ///   rounding's by more than 0.02/255. (No 8-bit output can do better: an edge at x.3 covers its pixels
    ///   0.7, which is 178.5/255 and must round by half a step.)
    @discardableResult
    func measure(width: Int, height: Int, path: Path, exact: (Int, Int) -> Double,
                 file: StaticString = #filePath, line: UInt = #line) throws -> (geometry: Errors, painted: Errors) {
        var canvas = try Canvas(width: width, height: height)
        canvas.fill(path, with: .solid(.white))
        let unrounded = Rasterizer.unroundedCoverage(of: path, width: width, height: height)
        var geometry = Errors(), painted = Errors(), ideal = Errors()
        for y in 0..<height {
            for x in 0..<width {
                let want = min(1, max(0, exact(x, y))) * 255
                let edge = want > 1e-9 && want < 255 - 1e-9
                geometry.add(abs(unrounded[y * width + x] * 255 - want), edge: edge)
                painted.add(abs(Double(canvas.image[x, y].a) - want), edge: edge)
                ideal.add(abs(want.rounded() - want), edge: edge)
            }
        }
        XCTAssertGreaterThan(geometry.edgePixels, 0, file: file, line: line)
        XCTAssertLessThanOrEqual(geometry.max, 1.0, file: file, line: line)
        XCTAssertLessThanOrEqual(geometry.mean, 0.3, file: file, line: line)
        XCTAssertLessThanOrEqual(geometry.max, 0.1, "geometry max \(geometry.max)/255", file: file, line: line)
        XCTAssertLessThanOrEqual(geometry.mean, 0.05, "geometry mean \(geometry.mean)/255", file: file, line: line)
        XCTAssertLessThanOrEqual(painted.max, 0.6, "painted max \(painted.max)/255", file: file, line: line)
        XCTAssertLessThanOrEqual(painted.mean, ideal.mean + 0.02, "painted mean \(painted.mean)/255, ideal \(ideal.mean)", file: file, line: line)
        return (geometry, painted)
    }

    let offsets: [(Double, Double)] = [(0, 0), (0.3, 0.7), (0.5, 0.5), (0.77, 0.13)]
    let scales: [Double] = [1, 2, 3]

    func testIssueReferenceRoundedRect() throws {
        // The case measured for Blend2D, cairo, tiny-skia and Skia in the issue.
        let e = try measure(width: 230, height: 160,
                            path: .roundedRect(Rect(x: 10.3, y: 20.7, width: 200.45, height: 120.2), cornerRadius: 27.3), exact: { x, y in
            ExactCoverage.pixelCoverage(ofRoundedRect: 10.3, y: 20.7, width: 200.45, height: 120.2,
                                        radii: (27.3, 27.3, 27.3, 27.3), px: x, py: y)
        })
        print("rounded rect 10.3, 20.7, 200.45 x 120.2, r 27.3 (1/255): geometry max \(e.geometry.max) mean \(e.geometry.mean); "
              + "painted max \(e.painted.max) mean \(e.painted.mean) over \(e.painted.edgePixels) edge pixels")
    }

    func testRoundedRectsWithIndependentRadii() throws {
        for s in scales {
            for (dx, dy) in offsets {
                let (x, y, w, h) = (5 + dx, 4 + dy, 60.45 * s, 41.2 * s)
                let r = (tl: 12.1 * s, tr: 3.3 * s, br: 0.0, bl: 25.7 * s)
                try measure(width: Int(w) + 12, height: Int(h) + 10,
                            path: .roundedRect(RoundedRect(rect: Rect(x: x, y: y, width: w, height: h),
                                                           radii: CornerRadii(topLeft: r.tl, topRight: r.tr, bottomRight: r.br, bottomLeft: r.bl))),
                            exact: { px, py in
                    ExactCoverage.pixelCoverage(ofRoundedRect: x, y: y, width: w, height: h, radii: r, px: px, py: py)
                })
            }
        }
    }

    func testRadiiLargerThanTheSizeAreClampedAsCSS() throws {
        try measure(width: 60, height: 50, path: .roundedRect(Rect(x: 3.4, y: 2.2, width: 50, height: 40), cornerRadius: 100), exact: { px, py in
            ExactCoverage.pixelCoverage(ofRoundedRect: 3.4, y: 2.2, width: 50, height: 40, radii: (100, 100, 100, 100), px: px, py: py)
        })
    }

    func testEllipsesAndCircles() throws {
        for s in scales {
            for (dx, dy) in offsets {
                let (cx, cy, rx, ry) = (40 * s + dx, 30 * s + dy, 33.3 * s, 21.7 * s)
                try measure(width: Int(80 * s) + 2, height: Int(60 * s) + 2,
                            path: .ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry)), exact: { px, py in
                    ExactCoverage.pixelCoverage(ofEllipseCx: cx, cy: cy, rx: rx, ry: ry, px: px, py: py)
                })
            }
        }
        for r in [0.7, 3.3, 9.5, 120.25] {
            let c = r + 2.37
            try measure(width: Int(2 * r) + 6, height: Int(2 * r) + 6, path: .circle(center: Point(x: c, y: c + 0.4), radius: r), exact: { px, py in
                ExactCoverage.pixelCoverage(ofDiscCx: c, cy: c + 0.4, r: r, px: px, py: py)
            })
        }
    }

    func testInsideStrokesOfRoundedRects() throws {
        // Widths of a 1, 2 and 3 pt border at 1x to 3x; radii above and below the width.
        for (width, radius) in [(1.0, 27.3), (2.0, 9.0), (6.0, 27.3), (6.0, 4.5), (3.0, 0.0)] {
            for (dx, dy) in offsets {
                let (x, y, w, h) = (4 + dx, 3 + dy, 140.45, 90.2)
                let r = (tl: radius, tr: radius, br: radius, bl: radius)
                let path = Path.roundedRect(Rect(x: x, y: y, width: w, height: h), cornerRadius: radius)
                let e = try measure(width: 150, height: 100, path: path.stroked(StrokeStyle(width: width, alignment: .inside)), exact: { px, py in
                    ExactCoverage.pixelCoverage(ofRoundedRectRing: x, y: y, width: w, height: h, radii: r, borderWidth: width, px: px, py: py)
                })
                if dx == 0.3 {
                    print("inside stroke w \(width) r \(radius) (1/255): geometry max \(e.geometry.max) mean \(e.geometry.mean); "
                          + "painted max \(e.painted.max) mean \(e.painted.mean)")
                }
            }
        }
    }

    func testStrokedArcsWithButtCaps() throws {
        // A centred stroke of an arc: the annular sector radius ± width / 2. A progress ring's sizes at 1x and 3x.
        for (radius, width) in [(23.0, 6.0), (8.5, 3.0), (25.5, 9.0)] {
            for (start, sweep) in [(-0.3, 2.2), (-0.3, 4.0), (1.0, -1.7), (0.0, 2 * Double.pi - 0.01)] {
                for (dx, dy) in offsets {
                    let (cx, cy) = (30.25 + dx, 30.6 + dy)
                    let arc = Path.arc(center: Point(x: cx, y: cy), radius: radius, startAngle: start, endAngle: start + sweep, clockwise: sweep > 0)
                    try measure(width: 62, height: 62, path: arc.stroked(StrokeStyle(width: width)), exact: { px, py in
                        ExactCoverage.pixelCoverage(ofAnnularSectorCx: cx, cy: cy, innerRadius: radius - width / 2,
                                                    outerRadius: radius + width / 2, startAngle: start, sweep: sweep, px: px, py: py)
                    })
                }
            }
        }
    }

    func testRoundCappedSpokeIsACapsule() throws {
        // A horizontal spoke with round caps covers exactly a rounded rect of radius width / 2.
        for (dx, dy) in offsets {
            let (x0, x1, y, w) = (6.2 + dx, 31.7 + dx, 10.4 + dy, 5.5)
            let spoke = Path.line(from: Point(x: x0, y: y), to: Point(x: x1, y: y)).stroked(StrokeStyle(width: w, cap: .round))
            try measure(width: 40, height: 20, path: spoke, exact: { px, py in
                ExactCoverage.pixelCoverage(ofRoundedRect: x0 - w / 2, y: y - w / 2, width: x1 - x0 + w, height: w,
                                            radii: (w / 2, w / 2, w / 2, w / 2), px: px, py: py)
            })
        }
    }
}
