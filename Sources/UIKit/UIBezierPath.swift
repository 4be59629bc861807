/// The simple shapes UIKit code gives a layer as its shadow path: a rectangle, a rounded rectangle (with
/// UIKit's continuous corners) or an oval. Paths built segment by segment are not available (code that
/// builds one does not compile).
///
/// ```swift
/// card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
/// ```
@MainActor
open class UIBezierPath {
    /// The path as Core Graphics holds it.
    public let cgPath: CGPath

    /// A rectangle.
    public init(rect: CGRect) {
        cgPath = CGPath(shape: .rect(rect))
    }

    /// A rectangle whose corners are rounded by `cornerRadius`, turning as UIKit's do since iOS 7: the
    /// continuous curve (CALayer's `.continuous`), the radius at most half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(shape: .roundedRect(rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, continuous: true))
    }

    /// The oval inscribed in `rect`.
    public init(ovalIn rect: CGRect) {
        cgPath = CGPath(shape: .ellipse(rect))
    }

    /// The smallest rectangle holding the path.
    open var bounds: CGRect { cgPath.boundingBox }
}
