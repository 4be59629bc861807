#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A point in pixels (or points, before scaling), origin top-left, y down.
public struct Point: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)

    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
    func dot(_ b: Point) -> Double { x * b.x + y * b.y }
    func cross(_ b: Point) -> Double { x * b.y - y * b.x }
    var length: Double { (x * x + y * y).squareRoot() }
    /// This vector turned 90° clockwise on screen (y down): the left-hand normal of a direction.
    var perpendicular: Point { Point(x: -y, y: x) }
    var normalized: Point {
        let l = length
        return l > 0 ? Point(x: x / l, y: y / l) : .zero
    }
}

/// A rectangle in pixels or points.
public struct Rect: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The same rectangle with a non-negative width and height, as CGRect.standardized.
    public var standardized: Rect {
        Rect(x: min(x, x + width), y: min(y, y + height), width: abs(width), height: abs(height))
    }

    /// The rectangle moved in by `d` on every side (out for negative `d`); never negative in size.
    public func insetBy(_ d: Double) -> Rect {
        Rect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The smallest pixel rectangle holding this one (standardized), within ±2³⁰ px; empty when not finite.
    public var enclosingPixels: IntRect {
        let r = standardized
        guard r.x.isFinite, r.y.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return IntRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = pixelIndex(r.x.rounded(.down)), y0 = pixelIndex(r.y.rounded(.down))
        let x1 = pixelIndex(r.maxX.rounded(.up)), y1 = pixelIndex(r.maxY.rounded(.up))
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// A rectangle of whole pixels.
public struct IntRect: Equatable, Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    // Saturating, so a rectangle placed near Int.max cannot trap.
    public var maxX: Int { let (s, o) = x.addingReportingOverflow(width); return o ? Int.max : s }
    public var maxY: Int { let (s, o) = y.addingReportingOverflow(height); return o ? Int.max : s }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels whose centres (x + 0.5, y + 0.5) lie between the given edges, edges included: what
    /// samples a region without touching a neighbour's edge pixels. Within ±2³⁰ px; empty when an edge
    /// is not finite or the far edge is before the near one.
    public init(centresFromX left: Double, to right: Double, y top: Double, to bottom: Double) {
        guard left.isFinite, right.isFinite, top.isFinite, bottom.isFinite else { self.init(x: 0, y: 0, width: 0, height: 0); return }
        let x0 = pixelIndex((left - 0.5).rounded(.up)), x1 = pixelIndex((right - 0.5).rounded(.down)) + 1
        let y0 = pixelIndex((top - 0.5).rounded(.up)), y1 = pixelIndex((bottom - 0.5).rounded(.down)) + 1
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The overlap of two rectangles; empty (zero size) when they do not meet.
    public func intersection(_ o: IntRect) -> IntRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : IntRect(x: x0, y: y0, width: 0, height: 0)
    }

    /// The smallest rectangle holding both; an empty one adds nothing.
    public func union(_ o: IntRect) -> IntRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return IntRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }
}

/// An affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty (CGAffineTransform's layout).
public struct Transform: Equatable, Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }
    public static func scale(_ s: Double) -> Transform { scale(x: s, y: s) }
    /// A rotation by `angle` radians, clockwise on screen (y down).
    public static func rotation(_ angle: Double) -> Transform {
        let (s, c) = (sin(angle), cos(angle))
        return Transform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
    /// A scale by `s` about `center`, as a layer scales about its anchor point.
    public static func scale(_ s: Double, about center: Point) -> Transform {
        Transform(a: s, b: 0, c: 0, d: s, tx: center.x * (1 - s), ty: center.y * (1 - s))
    }

    /// `self` then `next`.
    public func concatenating(_ next: Transform) -> Transform {
        Transform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
    /// Applies the linear part only (for direction vectors).
    func applyLinear(_ v: Point) -> Point {
        Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }
    var determinant: Double { a * d - b * c }
    /// The largest factor by which the transform stretches any direction.
    var maxScale: Double { largestStretch(Point(x: a, y: b), Point(x: c, y: d)) }
    public var isIdentity: Bool { self == .identity }
}

/// The largest factor by which the matrix with columns `u` and `v` stretches a vector (its largest
/// singular value): the largest radius of the ellipse `u·cos θ + v·sin θ`.
func largestStretch(_ u: Point, _ v: Point) -> Double {
    let p = u.dot(u), q = v.dot(v), r = u.dot(v)
    let m = (p + q) / 2, k = (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()
    return (m + k).squareRoot()
}

extension Transform {
    /// The transform that undoes this one; nil when it collapses the plane.
    public var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}

/// A coordinate as a pixel index, clamped to ±2³⁰ so no drawing maths can overflow.
func pixelIndex(_ v: Double) -> Int {
    let limit = Double(1 << 30)
    return v.isNaN ? 0 : Int(min(limit, max(-limit, v)))
}
