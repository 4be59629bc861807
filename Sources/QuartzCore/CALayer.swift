/// What a view draws of itself, as Core Animation's layer holds it: corners, border, shadow, opacity and
/// whether it clips its sublayers. A `UIView`'s `layer` is one, and the snapshot draws exactly these
/// properties, each with Core Animation's default.
///
/// ```swift
/// card.layer.cornerRadius = 14
/// card.layer.cornerCurve = .continuous
/// card.layer.shadowOpacity = 0.2
/// card.layer.shadowRadius = 10
/// ```
open class CALayer {
    /// Points; 0 draws square corners.
    open var cornerRadius: CGFloat = 0
    /// Circular arcs (the default) or Apple's continuous corners.
    open var cornerCurve = CALayerCornerCurve.circular
    /// Which corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Points, drawn inside the bounds, over the content and sublayers.
    open var borderWidth: CGFloat = 0
    /// Opaque black unless set, as Core Animation's default.
    open var borderColor: CGColor? = .black
    /// Whether sublayers are clipped to the bounds and their rounded corners.
    open var masksToBounds = false
    /// Opaque black unless set.
    open var shadowColor: CGColor? = .black
    /// 0 (no shadow) unless set.
    open var shadowOpacity: Float = 0
    /// (0, -3) unless set: Core Animation's default, which on iOS's flipped layers casts the shadow upwards.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius in points, 3 unless set.
    open var shadowRadius: CGFloat = 3
    /// The shape that casts the shadow, in the layer's coordinates; nil: the layer's own content casts it.
    open var shadowPath: CGPath?
    /// The layer's opacity, multiplied into its sublayers' as a group.
    open var opacity: Float = 1
    /// The fill under the content; nil draws none.
    open var backgroundColor: CGColor?
    /// Whether the layer and its sublayers are drawn.
    open var isHidden = false

    /// A layer with Core Animation's defaults.
    public required init() {}
}

/// How a layer's rounded corners are drawn.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation spells it.
    public let rawValue: String

    /// A curve by its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous corners (the squircle of app icons and alerts).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which of a layer's corners are rounded, named by their place in the layer's own (y-up) coordinates,
/// as Core Animation names them: on iOS's flipped layers `layerMinXMinYCorner` is the top left.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners' bits, Core Animation's values.
    public let rawValue: UInt

    /// A mask of the bits given.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Top left on iOS.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// Top right on iOS.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// Bottom left on iOS.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// Bottom right on iOS.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
