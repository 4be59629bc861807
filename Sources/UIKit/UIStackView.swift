/// A row or column of views placed by the Auto Layout constraints a real `UIStackView` makes (the
/// `UISV-*` constraints), so a stack laid out here sizes and places its views as it does on iOS.
///
/// ```swift
/// let buttons = UIStackView(arrangedSubviews: [cancel, delete])
/// buttons.axis = .horizontal
/// buttons.distribution = .fillEqually
/// buttons.spacing = 16
/// let dialog = UIStackView(arrangedSubviews: [icon, title, message, buttons])
/// dialog.axis = .vertical
/// dialog.alignment = .center
/// dialog.setCustomSpacing(24, after: message)
/// ```
open class UIStackView: UIView {
    /// The views the stack places, in order along its axis; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    /// Across (a row) or down (a column); horizontal unless set, as on iOS.
    open var axis = NSLayoutConstraint.Axis.horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }
    /// The space between neighbouring views along the axis (a minimum for the equal-spacing and
    /// equal-centering distributions).
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsArrangement() } }
    }
    /// How the views share the length along the axis.
    open var distribution = Distribution.fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }
    /// How the views sit across the axis.
    open var alignment = Alignment.fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }
    /// Whether a column's spacing runs from one view's last baseline to the next one's first baseline.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }
    /// Whether the views are placed inside the layout margins rather than against the edges.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Spacing set for the gap after a view, by the view's identity, kept only while it is arranged.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides the last arrangement made, taken down before the next is made.
    var generatedConstraints: [NSLayoutConstraint] = []
    var generatedGuides: [UILayoutGuide] = []
    /// Whether the constraints no longer describe the arrangement (built again before the next layout).
    var needsArrangement = true

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty horizontal stack with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Views come from nib archives on iOS; there are none here, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The space UIKit uses when no custom spacing is set after a view (`customSpacing(after:)` returns it).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The system spacing between two views (8 pt between edges).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    // MARK: Arranged views

    /// Appends `view` to the arranged views, adding it as a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts `view` at `stackIndex` in the arranged views (moving it if it is already there), adding it as
    /// a subview if it is not one. Auto Layout places it from now on, as UIKit turns off its autoresizing
    /// constraints.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        precondition(view !== self, "a stack view cannot arrange itself")
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: old)
        }
        precondition(stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
                     "insertArrangedSubview: index \(stackIndex) out of bounds for \(arrangedSubviews.count) arranged subviews")
        arrangedSubviews.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Stops arranging `view`; it stays a subview (remove it from its superview to take it away), as on iOS.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// Sets the space after `arrangedSubview` in place of `spacing` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// The space set after `arrangedSubview`, or `spacingUseDefault` when it follows `spacing`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// An arranged view taken out of the stack by `removeFromSuperview()` is no longer arranged, as on iOS.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// The constraints made again when the arrangement changed, before UIKit's own `updateConstraints`.
    open override func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            rebuildArrangement()
        }
        super.updateConstraints()
    }

    /// The arrangement changed: its constraints are made again before the next layout.
    func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        superview?.setNeedsLayout()
    }

    /// An arranged view was hidden or shown: hidden views keep their place at zero length.
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsArrangement() }
    }

    /// An arranged view's intrinsic size changed: proportional shares are made from those sizes.
    func arrangedSubviewContentChanged(_ view: UIView) {
        if distribution == .fillProportionally { arrangedSubviewVisibilityChanged(view) }
    }

    /// The view whose first (or last) baseline is the stack's, as UIKit's `viewForFirstBaselineLayout`:
    /// in a column the first (last) visible view's; in a row the tallest view's, the one that sets the
    /// row's height (its intrinsic height; the first view on a tie). Nil: the stack has no baseline.
    func viewForBaselineLayout(first: Bool) -> UIView? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        if axis == .vertical { return first ? visible.first : visible.last }
        return visible.reduce(nil) { tallest, view in
            guard let t = tallest else { return view }
            return view.intrinsicContentSize.height > t.intrinsicContentSize.height ? view : t
        }
    }

    /// How the views share the length along the axis; UIKit's raw values.
    public enum Distribution: Int, Sendable {
        /// The views fill the length; the one hugging least stretches (or resisting compression least shrinks).
        case fill = 0
        /// The views are all as long as one another.
        case fillEqually = 1
        /// The views' lengths are in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// The gaps between views are all as wide, at least `spacing`.
        case equalSpacing = 3
        /// The views' centres are evenly spaced, the gaps at least `spacing`.
        case equalCentering = 4
    }

    /// How the views sit across the axis; UIKit's raw values (leading and top, trailing and bottom share one).
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across its axis.
        case fill = 0
        /// The views sit against the leading edge (a column).
        case leading = 1
        /// Horizontal stacks only: the views' first baselines line up.
        case firstBaseline = 2
        /// The views are centred across the axis.
        case center = 3
        /// The views sit against the trailing edge (a column).
        case trailing = 4
        /// Horizontal stacks only: the views' last baselines line up.
        case lastBaseline = 5

        /// The views sit against the top edge (a row); the same value as `leading`.
        public static var top: Alignment { .leading }
        /// The views sit against the bottom edge (a row); the same value as `trailing`.
        public static var bottom: Alignment { .trailing }
    }
}
