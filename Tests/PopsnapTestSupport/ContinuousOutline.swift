import Foundation

/// Apple's continuous rounded rectangle written out again for the tests, sharing no code with
/// PopsnapRaster: the published corner (PaintCode's iOS 7 analysis; the control points of Kael Yang's
/// ContinuousPath and of ChouTiUI's path generated from UIKit) evaluated at uniform parameters into a
/// dense polygon, and its pixel coverage found by clipping that polygon to each pixel and taking the
/// area (shoelace), not by accumulating cells as the rasterizer does.
///
/// The large-radius rule is written here from its statement: a corner's room is its share of each side
/// (side · r / (r + neighbour)); Apple's corner while 1.528665 r fits the room, the quarter circle (an
/// exact arc) once r reaches it, and between, Apple's corner of radius room / 1.528665 moved the
/// fraction (1.528665 r − room) / (0.528665 room) of the way to the cubic quarter circle of radius r.
public struct ContinuousOutline: Sendable {
    /// The outline, clockwise on screen, closed implicitly.
    public let polygon: [(x: Double, y: Double)]

    /// (u, v) points of a corner: u back along the side the outline arrives on, v along the side it leaves on.
    private static func appleCorner(_ r: Double) -> [[(Double, Double)]] {
        let k = 1.528665, a1 = 1.088492957618529, a2 = 0.868406944063002, a3 = 0.631493792830993
        let b3 = 0.074911387847016, m1u = 0.372823826625747, m1v = 0.16905955604437
        return [[(k, 0), (a1, 0), (a2, 0), (a3, b3)], [(a3, b3), (m1u, m1v), (m1v, m1u), (b3, a3)], [(b3, a3), (0, a2), (0, a1), (0, k)]]
            .map { $0.map { ($0.0 * r, $0.1 * r) } }
    }

    private static func cubicCircle(_ q: Double) -> [[(Double, Double)]] {
        let h = q * (1 - 0.5522847498307936)
        return [[(q, 0), (q, 0), (q, 0), (q, 0)], [(q, 0), (h, 0), (0, h), (0, q)], [(0, q), (0, q), (0, q), (0, q)]]
    }

    public init(x: Double, y: Double, width w: Double, height h: Double, radii: (tl: Double, tr: Double, br: Double, bl: Double), samples: Int = 512) {
        // Corner points, arriving and leaving directions, radius and neighbours (across, down), clockwise from top-right.
        let corners: [((Double, Double), (Double, Double), (Double, Double), Double, Double, Double, Double)] = [
            ((x + w, y), (1, 0), (0, 1), radii.tr, radii.tl, radii.br, -Double.pi / 2),
            ((x + w, y + h), (0, 1), (-1, 0), radii.br, radii.bl, radii.tr, 0),
            ((x, y + h), (-1, 0), (0, -1), radii.bl, radii.br, radii.tl, Double.pi / 2),
            ((x, y), (0, -1), (1, 0), radii.tl, radii.tr, radii.bl, Double.pi),
        ]
        var points: [(x: Double, y: Double)] = []
        for (at, arrive, leave, r, across, down, angle) in corners {
            func place(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
                (at.0 - arrive.0 * u + leave.0 * v, at.1 - arrive.1 * u + leave.1 * v)
            }
            guard r > 0 else { points.append(place(0, 0)); continue }
            let room = min(w * r / (r + across), h * r / (r + down))
            if r >= room {
                let c = place(r, r)
                for i in 0...samples {
                    let theta = angle + Double.pi / 2 * Double(i) / Double(samples)
                    points.append((c.x + r * cos(theta), c.y + r * sin(theta)))
                }
                continue
            }
            let k = 1.528665
            var pieces = Self.appleCorner(r)
            if k * r > room {
                let t = (k * r - room) / ((k - 1) * room)
                let from = Self.appleCorner(room / k), to = Self.cubicCircle(r)
                pieces = (0..<3).map { i in (0..<4).map { j in
                    (from[i][j].0 * (1 - t) + to[i][j].0 * t, from[i][j].1 * (1 - t) + to[i][j].1 * t) } }
            }
            for piece in pieces {
                for i in 0...samples {
                    let s = Double(i) / Double(samples), m = 1 - s
                    let b = [m * m * m, 3 * m * m * s, 3 * m * s * s, s * s * s]
                    let u = (0..<4).reduce(0.0) { $0 + b[$1] * piece[$1].0 }, v = (0..<4).reduce(0.0) { $0 + b[$1] * piece[$1].1 }
                    points.append(place(u, v))
                }
            }
        }
        polygon = points
    }

    private init(polygon: [(x: Double, y: Double)]) { self.polygon = polygon }

    /// The polygon clipped to the half-plane `keep` (Sutherland–Hodgman), crossing points by `cut`.
    private static func clip(_ p: [(x: Double, y: Double)], keep: ((x: Double, y: Double)) -> Bool,
                             cut: ((x: Double, y: Double), (x: Double, y: Double)) -> (x: Double, y: Double)) -> [(x: Double, y: Double)] {
        guard let last = p.last else { return [] }
        var out: [(x: Double, y: Double)] = [], prev = last
        for q in p {
            switch (keep(prev), keep(q)) {
            case (true, true): out.append(q)
            case (true, false): out.append(cut(prev, q))
            case (false, true): out.append(cut(prev, q)); out.append(q)
            case (false, false): break
            }
            prev = q
        }
        return out
    }

    private static func band(_ p: [(x: Double, y: Double)], y lo: Double, _ hi: Double) -> [(x: Double, y: Double)] {
        func at(_ y: Double) -> ((x: Double, y: Double), (x: Double, y: Double)) -> (x: Double, y: Double) {
            { a, b in (a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y) }
        }
        return clip(clip(p, keep: { $0.y >= lo }, cut: at(lo)), keep: { $0.y <= hi }, cut: at(hi))
    }

    private static func column(_ p: [(x: Double, y: Double)], x lo: Double, _ hi: Double) -> [(x: Double, y: Double)] {
        func at(_ x: Double) -> ((x: Double, y: Double), (x: Double, y: Double)) -> (x: Double, y: Double) {
            { a, b in (x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)) }
        }
        return clip(clip(p, keep: { $0.x >= lo }, cut: at(lo)), keep: { $0.x <= hi }, cut: at(hi))
    }

    private static func area(_ p: [(x: Double, y: Double)]) -> Double {
        guard let last = p.last else { return 0 }
        var sum = 0.0, prev = last
        for q in p { sum += prev.x * q.y - q.x * prev.y; prev = q }
        return abs(sum) / 2
    }

    /// The exact coverage of every pixel of a `width` x `height` canvas, row by row.
    public func coverage(width: Int, height: Int) -> [Double] {
        (0..<height).flatMap { coverage(row: $0, columns: 0..<width) }
    }

    /// The exact coverage of row `py`'s pixels in `columns`: the polygon clipped to the row once, then to
    /// each pixel it reaches.
    public func coverage(row py: Int, columns: Range<Int>) -> [Double] {
        var out = [Double](repeating: 0, count: columns.count)
        let row = Self.band(polygon, y: Double(py), Double(py + 1))
        guard let minX = row.map(\.x).min(), let maxX = row.map(\.x).max() else { return out }
        let lower = max(columns.lowerBound, Int(minX.rounded(.down))), upper = min(columns.upperBound, Int(maxX.rounded(.up)))
        guard lower < upper else { return out }
        for px in lower..<upper { out[px - columns.lowerBound] = Self.area(Self.column(row, x: Double(px), Double(px + 1))) }
        return out
    }

    /// The outline moved `d` inwards, every vertex along the bisector of its edges' normals (the polygon
    /// is dense and convex): the inner edge of a border `d` wide that follows the shape.
    public func inset(by d: Double) -> ContinuousOutline {
        let n = polygon.count
        func normal(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> (Double, Double)? {
            let dx = b.x - a.x, dy = b.y - a.y, l = (dx * dx + dy * dy).squareRoot()
            // Clockwise on screen (y down), the inside is to the right of each edge: (−dy, dx).
            return l > 1e-12 ? (-dy / l, dx / l) : nil
        }
        var moved: [(x: Double, y: Double)] = []
        for i in 0..<n {
            var before = (n + i - 1) % n, after = (i + 1) % n
            while normal(polygon[before], polygon[i]) == nil, before != i { before = (n + before - 1) % n }
            while normal(polygon[i], polygon[after]) == nil, after != i { after = (after + 1) % n }
            guard let a = normal(polygon[before], polygon[i]), let b = normal(polygon[i], polygon[after]) else { continue }
            // Along the bisector, far enough that both edges move by d: d / cos(half the turn).
            let bx = a.0 + b.0, by = a.1 + b.1, l = (bx * bx + by * by).squareRoot(), k = 2 * d / max(l * l, 1e-12)
            moved.append((polygon[i].x + bx * k, polygon[i].y + by * k))
        }
        return ContinuousOutline(polygon: moved)
    }

    /// The outline's x extent at every height, for the shadow's reference: crossings tabulated every
    /// 1/256 px by walking each edge once (the shape is convex), linearly interpolated between.
    public func extents() -> (Double) -> (Double, Double) {
        let step = 1.0 / 256, top = polygon.map(\.y).min()!, bottom = polygon.map(\.y).max()!
        let n = Int(((bottom - top) / step).rounded(.up)) + 1
        var lo = [Double](repeating: .infinity, count: n), hi = [Double](repeating: -.infinity, count: n)
        var prev = polygon[polygon.count - 1]
        for q in polygon {
            let (a, b) = prev.y <= q.y ? (prev, q) : (q, prev)
            if b.y > a.y {
                for i in max(0, Int(((a.y - top) / step).rounded(.up)))..<min(n, Int(((b.y - top) / step).rounded(.down)) + 1) {
                    let y = top + Double(i) * step, x = a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
                    lo[i] = min(lo[i], x); hi[i] = max(hi[i], x)
                }
            }
            prev = q
        }
        return { y in
            let f = min(max((y - top) / step, 0), Double(n - 1)), i = min(Int(f), n - 2), t = f - Double(i)
            guard lo[i] <= hi[i], lo[i + 1] <= hi[i + 1] else { return (0, 0) }
            return (lo[i] + (lo[i + 1] - lo[i]) * t, hi[i] + (hi[i + 1] - hi[i]) * t)
        }
    }
}
