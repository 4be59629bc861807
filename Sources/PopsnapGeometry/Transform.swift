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
    package func applyLinear(_ v: Point) -> Point {
        Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }
    package var determinant: Double { a * d - b * c }
    /// The largest factor by which the transform stretches any direction.
    package var maxScale: Double { largestStretch(Point(x: a, y: b), Point(x: c, y: d)) }
    public var isIdentity: Bool { self == .identity }

    /// The transform that undoes this one; nil when it collapses the plane.
    public var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}

/// The largest factor by which the matrix with columns `u` and `v` stretches a vector (its largest
/// singular value): the largest radius of the ellipse `u·cos θ + v·sin θ`.
package func largestStretch(_ u: Point, _ v: Point) -> Double {
    let p = u.dot(u), q = v.dot(v), r = u.dot(v)
    let m = (p + q) / 2, k = (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()
    return (m + k).squareRoot()
}
