import Foundation
import PopsnapGeometry

/// Ground-truth pixel coverage for the rasteriser's tests and the node-pixel tests: the exact area of each pixel square
/// [x, x+1] × [y, y+1] (origin top-left, y down) inside a shape.
///
/// Deliberately independent of PopsnapRaster (plain Doubles, local types, no import of it), so a bug in the
/// renderer's geometry cannot hide in its own oracle. Everything reduces to one primitive,
/// the exact area of a disc ∩ polygon; shapes live in ExactCoverage+Shapes.swift.
public enum ExactCoverage {
    public struct Point: Equatable, Sendable {
        public var x: Double
        public var y: Double
        public init(x: Double, y: Double) { self.x = x; self.y = y }
    }

    /// Corner radii, clockwise from the top-left corner (screen orientation).
    public typealias Radii = (tl: Double, tr: Double, br: Double, bl: Double)

    /// Coverage of every pixel of a `width` × `height` canvas, row-major (`y * width + x`).
    /// Clamped to 0...1 because the per-pixel functions may overshoot by rounding (~1e-13).
    public static func coverageGrid(width: Int, height: Int, _ f: (Int, Int) -> Double) -> [Double] {
        var grid = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { grid[y * width + x] = min(max(f(x, y), 0), 1) }
        }
        return grid
    }

    // MARK: - Disc ∩ polygon

    /// Exact area of (disc centred at (cx, cy) with radius r) ∩ polygon (any orientation).
    ///
    /// Classic decomposition: the polygon is the signed sum of triangles (c, pᵢ, pᵢ₊₁), and each
    /// triangle ∩ disc is exact — split the edge where it crosses the circle; pieces inside the
    /// disc contribute their triangle, pieces outside contribute the circular sector they
    /// subtend (r²·angle/2). Both pieces agree in the limit, so tangencies, vertices on the
    /// circle and edges through the centre are continuous and need no special casing.
    /// Fully-inside and fully-outside polygons short-circuit so they come out exactly.
    public static func discArea(cx: Double, cy: Double, r: Double, polygon: [Point]) -> Double {
        guard r > 0, polygon.count >= 3 else { return 0 }
        let p = polygon.map { Point(x: $0.x - cx, y: $0.y - cy) }  // centre at the origin
        let r2 = r * r
        if p.allSatisfy({ dot($0, $0) <= r2 }) { return polygonArea(polygon) }
        let n = p.count
        let edgesClear = p.indices.allSatisfy { distanceSquaredToOrigin(p[$0], p[($0 + 1) % n]) >= r2 }
        if edgesClear && !containsOrigin(p) { return 0 }
        var sum = 0.0
        for i in 0..<n { sum += signedTriangleInDisc(p[i], p[(i + 1) % n], r2: r2) }
        return abs(sum)
    }

    /// Exact area of the disc ∩ the axis-aligned box [x0, x1] × [y0, y1]. Fully-inside boxes
    /// return (x1−x0)·(y1−y0) — the same product callers use for the box itself — so
    /// "box minus disc ∩ box" cancels to exactly 0.
    public static func discBoxArea(cx: Double, cy: Double, r: Double,
                            x0: Double, y0: Double, x1: Double, y1: Double) -> Double {
        guard r > 0, x1 > x0, y1 > y0 else { return 0 }
        let nx = min(max(cx, x0), x1) - cx, ny = min(max(cy, y0), y1) - cy
        if nx * nx + ny * ny >= r * r { return 0 }
        let fx = max(abs(x0 - cx), abs(x1 - cx)), fy = max(abs(y0 - cy), abs(y1 - cy))
        if fx * fx + fy * fy <= r * r { return (x1 - x0) * (y1 - y0) }
        return discArea(cx: cx, cy: cy, r: r, polygon: box(x0, y0, x1, y1))
    }

    public static func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
        [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
    }

    /// Sutherland–Hodgman: the part of `polygon` where n·(p − o) ≥ 0. Vertices strictly inside
    /// pass through untouched, so an unclipped pixel keeps its exact integer corners.
    public static func clip(_ polygon: [Point], normal n: Point, through o: Point) -> [Point] {
        guard let last = polygon.last else { return [] }
        func side(_ p: Point) -> Double { n.x * (p.x - o.x) + n.y * (p.y - o.y) }
        var out: [Point] = []
        var prev = last, sPrev = side(last)
        for cur in polygon {
            let sCur = side(cur)
            if (sPrev >= 0) != (sCur >= 0) {
                let t = sPrev / (sPrev - sCur)
                out.append(Point(x: prev.x + t * (cur.x - prev.x), y: prev.y + t * (cur.y - prev.y)))
            }
            if sCur >= 0 { out.append(cur) }
            prev = cur
            sPrev = sCur
        }
        return out
    }

    /// |shoelace| taken relative to the first vertex (keeps magnitudes small; exact for
    /// integer pixel corners).
    public static func polygonArea(_ p: [Point]) -> Double {
        guard p.count >= 3 else { return 0 }
        var sum = 0.0
        for i in 1..<(p.count - 1) {
            let a = Point(x: p[i].x - p[0].x, y: p[i].y - p[0].y)
            let b = Point(x: p[i + 1].x - p[0].x, y: p[i + 1].y - p[0].y)
            sum += cross(a, b)
        }
        return abs(sum) / 2
    }

    // MARK: - Private geometry

    /// Signed area of triangle (origin, a, b) ∩ disc of radius² r2 centred at the origin.
    private static func signedTriangleInDisc(_ a: Point, _ b: Point, r2: Double) -> Double {
        let d = Point(x: b.x - a.x, y: b.y - a.y)
        let dd = dot(d, d)
        guard dd > 0 else { return 0 }  // zero-length edge
        // |a + t·d|² = r²  ⇔  dd·t² + 2·(a·d)·t + (a·a − r²) = 0
        let half = dot(a, d), c = dot(a, a) - r2
        // The line is inside the disc exactly for t in (enter, exit). Pieces are classified by
        // parameter, not by testing a midpoint against r², so a tangent edge (whose midpoint
        // lies on the circle) is reliably "outside".
        var ts: [Double] = [0]
        var enter = 1.0, exit = 0.0  // empty unless the line cuts the circle
        let disc = half * half - dd * c
        if disc > 0 {
            let s = disc.squareRoot()
            (enter, exit) = ((-half - s) / dd, (-half + s) / dd)
            for t in [enter, exit] where t > 0 && t < 1 { ts.append(t) }
        }
        ts.append(1)
        func at(_ t: Double) -> Point { t == 0 ? a : t == 1 ? b : Point(x: a.x + t * d.x, y: a.y + t * d.y) }
        var sum = 0.0
        for k in 0..<(ts.count - 1) {
            let u = at(ts[k]), v = at(ts[k + 1])
            let tm = (ts[k] + ts[k + 1]) / 2
            if tm > enter && tm < exit {
                sum += cross(u, v) / 2                       // piece inside: plain triangle
            } else {
                sum += r2 * atan2(cross(u, v), dot(u, v)) / 2  // piece outside: sector it subtends
            }
        }
        return sum
    }

    private static func distanceSquaredToOrigin(_ a: Point, _ b: Point) -> Double {
        let d = Point(x: b.x - a.x, y: b.y - a.y)
        let dd = dot(d, d)
        let t = dd > 0 ? min(max(-dot(a, d) / dd, 0), 1) : 0
        let q = Point(x: a.x + t * d.x, y: a.y + t * d.y)
        return dot(q, q)
    }

    /// Crossing-number test; only used to rule out "disc wholly inside the polygon".
    private static func containsOrigin(_ p: [Point]) -> Bool {
        var inside = false
        var j = p.count - 1
        for i in p.indices {
            let a = p[i], b = p[j]
            if (a.y > 0) != (b.y > 0), a.x + (0 - a.y) * (b.x - a.x) / (b.y - a.y) > 0 { inside.toggle() }
            j = i
        }
        return inside
    }

    private static func dot(_ a: Point, _ b: Point) -> Double { a.x * b.x + a.y * b.y }
    private static func cross(_ a: Point, _ b: Point) -> Double { a.x * b.y - a.y * b.x }
}
