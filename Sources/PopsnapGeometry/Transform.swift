/// An affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty (CGAffineTransform's layout).
public struct Transform: Equatable, Hashable, Sendable {
    /// The matrix entries, CGAffineTransform's: `a`, `b` are the image of the x axis, `c`, `d` that of the
    /// y axis, `tx`, `ty` the translation, in the unit of the points transformed.
    public var a, b, c, d, tx, ty: Double
    /// The transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty); the static constructors are
    /// clearer for the common cases.
    ///
    /// ```swift
    /// // A quarter turn clockwise on screen (y down): x axis to y, y axis to −x.
    /// let turn = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    /// turn.apply(Point(x: 1, y: 0)) // Point(x: 0, y: 1)
    /// ```
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// The transform that leaves every point where it is.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// A move by `x` right and `y` down.
    ///
    /// ```swift
    /// Transform.translation(x: 10, y: 5).apply(.zero) // Point(x: 10, y: 5)
    /// ```
    public static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    /// A scale about the origin by `x` horizontally and `y` vertically (negative values mirror).
    ///
    /// ```swift
    /// Transform.scale(x: 2, y: 3).apply(Point(x: 1, y: 1)) // Point(x: 2, y: 3)
    /// ```
    public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }
    /// A uniform scale by `s` about the origin, as points become pixels at a screen's scale.
    ///
    /// ```swift
    /// Transform.scale(3).apply(Point(x: 10, y: 20)) // Point(x: 30, y: 60), @3x pixels
    /// ```
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

    /// Where the transform takes `p`, translation included (use it for positions, not directions).
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
    /// Whether the transform is exactly `identity`, so a caller can skip transforming.
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
