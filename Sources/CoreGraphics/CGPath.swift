/// An immutable path, as Core Graphics makes the simple shapes: a rectangle, a rounded rectangle or an
/// ellipse. What layers take as `shadowPath`; `UIBezierPath` makes the same shapes. Paths built segment by
/// segment are not available (code that builds one does not compile).
///
/// ```swift
/// card.layer.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
/// ```
public final class CGPath: Equatable, @unchecked Sendable {
    /// The shapes a path can be.
    public enum Shape: Equatable, Sendable {
        /// A rectangle.
        case rect(CGRect)
        /// A rectangle whose corners are rounded by `cornerWidth` across and `cornerHeight` down;
        /// `continuous` for `UIBezierPath`'s corners, whose curvature eases in from the sides.
        case roundedRect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, continuous: Bool)
        /// The ellipse inscribed in a rectangle.
        case ellipse(CGRect)
    }

    /// The shape, in the path's coordinates, after the transform it was made with (its bounding box's,
    /// when that transform rotates or skews).
    public let shape: Shape
    /// False when the path was made with a transform that rotates or skews: `shape` is then not the path,
    /// and Popsnap refuses to draw it rather than draw another shape.
    public let isAxisAligned: Bool

    /// A path of `shape`.
    public init(shape: Shape) {
        self.shape = shape
        isAxisAligned = true
    }

    private init(_ shape: Shape, _ transform: CGAffineTransform?) {
        self.shape = shape
        isAxisAligned = transform.map { $0.b == 0 && $0.c == 0 } ?? true
    }

    /// A rectangle, moved and scaled by `transform`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee
        self.init(.rect(t.map { rect.applying($0) } ?? rect), t)
    }

    /// A rectangle with rounded corners, as Core Graphics rounds them: quarter ellipses.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee
        self.init(.roundedRect(t.map { rect.applying($0) } ?? rect, cornerWidth: cornerWidth * abs(t?.a ?? 1),
                               cornerHeight: cornerHeight * abs(t?.d ?? 1), continuous: false), t)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee
        self.init(.ellipse(t.map { rect.applying($0) } ?? rect), t)
    }

    /// The smallest rectangle holding the path.
    public var boundingBox: CGRect {
        switch shape {
        case let .rect(r), let .roundedRect(r, _, _, _), let .ellipse(r): return r
        }
    }

    /// Paths of the same shape.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.shape == b.shape }
}
