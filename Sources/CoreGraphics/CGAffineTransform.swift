/// An affine transform in Core Graphics' layout: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty), as on iOS.
///
/// ```swift
/// let shrunk = CGAffineTransform(scaleX: 0.9, y: 0.9)
/// let moved = shrunk.translatedBy(x: 0, y: 20)
/// CGPoint(x: 10, y: 10).applying(moved)   // (9, 27)
/// ```
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// The matrix's entries, named as Core Graphics names them.
    public var a, b, c, d, tx, ty: CGFloat

    /// A transform with the six entries given.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity: every point maps to itself.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A move by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` across and `sy` down.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (clockwise on a y-down screen, as on iOS).
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = (sin(angle), cos(angle))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `t` applied first, then this transform (Core Graphics' `concatenating` reads the other way: self first).
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                          c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                          tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A move by (`x`, `y`) applied before this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform undoing this one; this one unchanged when it cannot be undone, as Core Graphics returns it.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by `t`'s linear part (translation ignored), as Core Graphics maps sizes.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding this one's four corners mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
