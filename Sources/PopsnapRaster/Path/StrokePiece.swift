#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A segment of a path being stroked: a line or a circular arc, whose offsets are again a line or an arc.
enum StrokePiece: Equatable {
    case line(Point, Point)
    /// Angles on screen: the point at θ is `center + radius·(cos θ, sin θ)`.
    case arc(center: Point, radius: Double, start: Double, sweep: Double)

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
