/// A rectangle Auto Layout places without a view: spacing between views, or a view's margins and
/// safe area (`layoutMarginsGuide`, `safeAreaLayoutGuide`).
///
/// ```swift
/// let gap = UILayoutGuide()
/// view.addLayoutGuide(gap)
/// gap.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.1).isActive = true
/// ```
@MainActor
open class UILayoutGuide {
    /// The view the guide belongs to.
    open internal(set) weak var owningView: UIView?
    /// A name shown in logs.
    open var identifier = ""
    /// Where Auto Layout placed the guide, in its owning view's coordinates.
    open internal(set) var layoutFrame = CGRect.zero

    /// What a system guide follows: the owning view's margins or its safe area; nil for a guide the app places.
    enum Kind {
        case margins, safeArea
    }

    let kind: Kind?

    /// A guide for the app to constrain.
    public init() {
        kind = nil
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningView = owner
        identifier = kind == .margins ? "UIViewLayoutMarginsGuide" : "UIViewSafeAreaLayoutGuide"
    }

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
}
