#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import PopsnapGeometry

/// A vector outline: subpaths of lines, Bézier curves and elliptical arcs, in pixels or points.
///
/// ```swift
/// var p = Path()
/// p.move(to: Point(x: 0, y: 0))
/// p.line(to: Point(x: 10, y: 0))
/// p.arc(center: Point(x: 10, y: 10), radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
/// p.close()
/// ```
/// Angles are in radians from +x towards +y; since y points down, increasing angles turn clockwise
/// on screen, as in UIKit's `UIBezierPath`.
public struct Path: Equatable, Sendable {
    enum Element: Equatable, Sendable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)
        case cubic(Point, Point, Point)
        case arc(Arc)
        case close
    }

    private(set) var elements: [Element] = []
    /// Where the current subpath started and where it is now, for `close` and for arcs that join on.
    private var subpathStart: Point?
    private(set) var current: Point?
    /// After `close`, drawing goes on from the closed subpath's start, in a new subpath (as CGPath does).
    private var reopen = false

    /// An empty path; build it with `move(to:)`, `line(to:)`, curves and `close()`.
    ///
    /// ```swift
    /// var tick = Path()
    /// tick.move(to: Point(x: 4, y: 12))
    /// tick.line(to: Point(x: 10, y: 18))
    /// tick.line(to: Point(x: 20, y: 6))
    /// canvas.stroke(tick, style: StrokeStyle(width: 3, cap: .round, join: .round), with: .solid(.white))
    /// ```
    public init() {}

    /// Whether nothing has been added to the path.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`, leaving the current one open.
    public mutating func move(to p: Point) {
        elements.append(.move(p))
        subpathStart = p
        current = p
        reopen = false
    }

    /// Starts the new subpath that drawing after `close` needs.
    private mutating func reopenIfClosed() {
        if reopen, let p = current { move(to: p) }
    }

    /// A straight line from the current point; starts a subpath if there is none.
    public mutating func line(to p: Point) {
        guard current != nil else { return move(to: p) }
        reopenIfClosed()
        elements.append(.line(p))
        current = p
    }

    /// A quadratic Bézier curve from the current point to `p`, pulled towards `c`; starts a subpath at
    /// `p` if there is none.
    public mutating func quad(to p: Point, control c: Point) {
        guard current != nil else { return move(to: p) }
        reopenIfClosed()
        elements.append(.quad(c, p))
        current = p
    }

    /// A cubic Bézier curve from the current point to `p`, leaving towards `c1` and arriving from `c2`;
    /// starts a subpath at `p` if there is none.
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        guard current != nil else { return move(to: p) }
        reopenIfClosed()
        elements.append(.cubic(c1, c2, p))
        current = p
    }

    /// A circular arc; a line joins it to the current point first, as CGPath's addArc does.
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep < -full { sweep = -full }
        }
        append(Arc(center: center, u: Point(x: radius, y: 0), v: Point(x: 0, y: radius), start: startAngle, sweep: sweep))
    }

    /// An elliptical arc of `center + u·cos θ + v·sin θ` for θ from `start` through `start + sweep`.
    mutating func append(_ arc: Arc) {
        let from = arc.point(at: arc.start)
        reopenIfClosed()
        if current == nil { move(to: from) } else if current != from { line(to: from) }
        elements.append(.arc(arc))
        current = arc.point(at: arc.start + arc.sweep)
    }

    /// Closes the current subpath with a straight line to its start.
    public mutating func close() {
        guard current != nil else { return }
        elements.append(.close)
        current = subpathStart
        reopen = true
    }

    /// Appends all of `other`'s subpaths.
    public mutating func addPath(_ other: Path) {
        guard !other.elements.isEmpty else { return }
        elements += other.elements
        subpathStart = other.subpathStart
        current = other.current
        reopen = other.reopen
    }

    /// The path with every point mapped by `t`; arcs stay exact arcs.
    public func applying(_ t: Transform) -> Path {
        if t.isIdentity { return self }
        var out = self
        out.elements = elements.map { e in
            switch e {
            case let .move(p): return .move(t.apply(p))
            case let .line(p): return .line(t.apply(p))
            case let .quad(c, p): return .quad(t.apply(c), t.apply(p))
            case let .cubic(c1, c2, p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
            case let .arc(a): return .arc(a.applying(t))
            case .close: return .close
            }
        }
        out.subpathStart = subpathStart.map(t.apply)
        out.current = current.map(t.apply)
        return out
    }

    /// The bounds of every point the path passes through (control points included, so it may be loose).
    public var controlBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case let .move(p), let .line(p): add(p)
            case let .quad(c, p): add(c); add(p)
            case let .cubic(c1, c2, p): add(c1); add(c2); add(p)
            case let .arc(a):
                // The whole ellipse's box: simple, and never too small.
                let ex = (a.u.x * a.u.x + a.v.x * a.v.x).squareRoot()
                let ey = (a.u.y * a.u.y + a.v.y * a.v.y).squareRoot()
                add(Point(x: a.center.x - ex, y: a.center.y - ey))
                add(Point(x: a.center.x + ex, y: a.center.y + ey))
            case .close: break
            }
        }
        return minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }
}

/// An elliptical arc: the points `center + u·cos θ + v·sin θ` for θ from `start` to `start + sweep`.
///
/// Keeping the ellipse as two axis vectors makes it closed under any affine transform.
struct Arc: Equatable, Sendable {
    var center: Point
    var u: Point
    var v: Point
    var start: Double
    var sweep: Double

    func point(at theta: Double) -> Point {
        center + u * cos(theta) + v * sin(theta)
    }

    func applying(_ t: Transform) -> Arc {
        Arc(center: t.apply(center), u: t.applyLinear(u), v: t.applyLinear(v), start: start, sweep: sweep)
    }

    /// The radius and the on-screen angle of θ = 0 when the arc is a circle; nil for an ellipse.
    var circle: (radius: Double, angle0: Double, direction: Double)? {
        let r = u.length
        guard r > 0, abs(v.length - r) <= 1e-9 * r, abs(u.dot(v)) <= 1e-9 * r * r else { return nil }
        // v a quarter turn clockwise of u: angles advance with θ; the other way round they retreat.
        let direction: Double = u.cross(v) > 0 ? 1 : -1
        return (r, atan2(u.y, u.x), direction)
    }
}
