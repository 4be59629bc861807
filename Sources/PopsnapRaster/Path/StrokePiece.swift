#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import PopsnapGeometry

/// A segment of a path being stroked: a line or a circular arc, whose offsets are again a line or an arc.
enum StrokePiece: Equatable {
    case line(Point, Point)
    /// Angles on screen: the point at θ is `center + radius·(cos θ, sin θ)`.
    case arc(center: Point, radius: Double, start: Double, sweep: Double)

    var isLine: Bool {
        if case .line = self { return true }
        return false
    }

    var start: Point {
        switch self {
        case let .line(a, _): return a
        case let .arc(c, r, s, _): return c + Point(x: cos(s), y: sin(s)) * r
        }
    }

    var end: Point {
        switch self {
        case let .line(_, b): return b
        case let .arc(c, r, s, sw): return c + Point(x: cos(s + sw), y: sin(s + sw)) * r
        }
    }

    /// The unit direction of travel at the start.
    var startTangent: Point {
        switch self {
        case let .line(a, b): return (b - a).normalized
        case let .arc(_, _, s, sw): return Point(x: -sin(s), y: cos(s)) * (sw < 0 ? -1 : 1)
        }
    }

    var endTangent: Point {
        switch self {
        case let .line(a, b): return (b - a).normalized
        case let .arc(_, _, s, sw): return Point(x: -sin(s + sw), y: cos(s + sw)) * (sw < 0 ? -1 : 1)
        }
    }

    var reversed: StrokePiece {
        switch self {
        case let .line(a, b): return .line(b, a)
        case let .arc(c, r, s, sw): return .arc(center: c, radius: r, start: s + sw, sweep: -sw)
        }
    }

    /// The piece moved `d` along its left normal (`Point.perpendicular` of the direction); nil when an
    /// arc shrinks to nothing (an inner offset past its centre).
    func offset(by d: Double) -> StrokePiece? {
        switch self {
        case let .line(a, b):
            let n = (b - a).normalized.perpendicular * d
            return .line(a + n, b + n)
        case let .arc(c, r, s, sw):
            // The left normal of an arc turning with increasing angle points at its centre.
            let r2 = r - (sw < 0 ? -d : d)
            return r2 > 1e-9 ? .arc(center: c, radius: r2, start: s, sweep: sw) : nil
        }
    }

    /// An arc moved toward its centre by at least its radius, where the offset curve would turn inside
    /// out (radius r − |d| ≤ 0); nil for a line or an arc whose offset is an arc.
    ///
    /// Every normal segment of such an arc passes through its centre, so the stroke of the arc is the
    /// sector from the centre out to r + |d| and, when |d| > r, the opposite sector of radius |d| − r.
    /// `side` replaces the offset in its contour, going from the start's offset through the centre to
    /// the end's, so that contour bounds the first sector. `behind` is the opposite sector as a contour of
    /// its own, turning the same way as the stroke's contour does; traced as the offset arc would run,
    /// it would wind against the rest and cancel it under the non-zero rule where the two overlap.
    func offsetPastCentre(by d: Double) -> (side: [StrokePiece], behind: [StrokePiece]?)? {
        guard case let .arc(c, r, s, sw) = self else { return nil }
        let r2 = r - (sw < 0 ? -d : d)
        guard r2 <= 1e-9 else { return nil }
        let p0 = c + Point(x: cos(s), y: sin(s)) * r2, p1 = c + Point(x: cos(s + sw), y: sin(s + sw)) * r2
        let side: [StrokePiece] = [.line(p0, c), .line(c, p1)]
        guard -r2 > 1e-9 else { return (side, nil) }
        // The side at +d runs forward in the stroke's contour and the side at −d backward; the sector
        // turns as the opposite side does, which is the far arc's way round.
        let sector = StrokePiece.arc(center: c, radius: -r2, start: (d > 0 ? s + sw : s) + .pi, sweep: d > 0 ? -sw : sw)
        return (side, [.line(c, sector.start), sector, .line(sector.end, c)])
    }

    /// Twice the signed area swept from the origin, for the orientation of a closed contour.
    var doubleArea: Double {
        switch self {
        case let .line(a, b):
            return a.cross(b)
        case let .arc(c, r, s, sw):
            // ∫ x dy − y dx along the arc, exactly.
            let e = s + sw
            return r * (c.x * (sin(e) - sin(s)) - c.y * (cos(e) - cos(s))) + r * r * sw
        }
    }
}
