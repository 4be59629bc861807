import Popsnap

/// A rectangle on screen that draws its layer and holds subviews, as UIKit's `UIView` does: geometry
/// (`frame`, `bounds`, `center`, `transform`), the hierarchy, traits and layout passes. Subclass it as on iOS.
///
/// ```swift
/// final class Card: UIView {
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         backgroundColor = .systemBackground
///         layer.cornerRadius = 14
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
@MainActor
open class UIView {
    /// The class of the view's layer.
    open class var layerClass: AnyClass { CALayer.self }

    /// What the view draws of itself: corners, border, shadow, opacity, clipping.
    public let layer: CALayer

    /// The untransformed frame's top-left corner, kept as set: a frame read back is the frame written,
    /// with no floating-point noise from going through the centre.
    private var origin = CGPoint.zero {
        willSet { AnimationBlock.willChange(self, .geometry) }
        didSet { if origin != oldValue { frameChanged() } }
    }

    /// The untransformed frame's top-left corner, as set.
    var untransformedOrigin: CGPoint { origin }

    /// Where the view's centre sits in its superview's bounds.
    open var center: CGPoint {
        get { CGPoint(x: origin.x + bounds.width / 2, y: origin.y + bounds.height / 2) }
        set { origin = CGPoint(x: newValue.x - bounds.width / 2, y: newValue.y - bounds.height / 2) }
    }
    /// The view's own coordinates: its origin (what subviews are placed against) and size. A new size
    /// keeps the centre where it was, as on iOS.
    open var bounds = CGRect.zero {
        willSet { AnimationBlock.willChange(self, .geometry) }
        didSet {
            guard bounds.size != oldValue.size else { return }
            origin = CGPoint(x: origin.x - (bounds.width - oldValue.width) / 2, y: origin.y - (bounds.height - oldValue.height) / 2)
            frameChanged()
            setNeedsLayout()
            for subview in subviews { subview.resize(superviewSizeWas: oldValue.size, is: bounds.size) }
        }
    }
    /// Applied about the centre when drawn; the frame is its bounding box.
    open var transform = CGAffineTransform.identity {
        willSet { AnimationBlock.willChange(self, .transform) }
    }

    /// The view's rectangle in its superview's coordinates: its bounds' size about its centre, through
    /// its transform. Setting it sets the centre and the bounds' size.
    open var frame: CGRect {
        get {
            let untransformed = CGRect(origin: origin, size: bounds.size)
            guard !transform.isIdentity else { return untransformed }
            let c = center
            return CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
                .applying(transform).offsetBy(dx: c.x, dy: c.y)
        }
        set {
            bounds.size = newValue.size
            origin = newValue.origin
        }
    }

    /// A frame Auto Layout reads (the view translates it into constraints) changed.
    private func frameChanged() {
        if translatesAutoresizingMaskIntoConstraints { UIView.layoutGeneration += 1 }
    }

    /// The fill behind the content; nil draws none.
    open var backgroundColor: UIColor? {
        willSet { AnimationBlock.willChange(self, .backgroundColor) }
    }
    /// The view's opacity, its layer's.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            AnimationBlock.willChange(self, .alpha)
            layer.opacity = Float(newValue)
        }
    }
    /// Whether the view and its subviews are drawn.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            // A stack keeps a hidden arranged view in its chain at zero length: it must rebuild.
            (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }
    /// Whether subviews are clipped to the bounds and the layer's rounded corners.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Whether touches reach the view (kept for code that sets it; snapshots have no touches).
    open var isUserInteractionEnabled = true
    /// A number to find the view by (`viewWithTag`).
    open var tag = 0
    /// A name for tests; the snapshot's text tree and layout paths use it.
    open var accessibilityIdentifier: String?
    /// How an image view fits its image.
    open var contentMode = ContentMode.scaleToFill
    /// Whether the view flips in a right-to-left layout (it does unless set).
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
        didSet { constraintsChanged() }
    }

    private var ownTintColor: UIColor?
    /// The tint: set here, or inherited from the superview, else the system blue.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintColorDidChange()
        }
    }

    /// Called when the tint changes; override to restyle.
    open func tintColorDidChange() {}

    /// The controller whose root view this is: told before and after the view lays out.
    weak var viewController: UIViewController?
    /// Hidden by a full-screen presentation covering it (UIKit takes such views out of the window).
    var isHiddenByPresentation = false
    /// Where a sheet presented over this view shrinks it (iOS 13 to 18's large page sheet): its corners
    /// are drawn rounded as far as its transform has shrunk it.
    var presentationShrink: PresentingScreen?

    /// Whether `layoutSubviews` runs at the next `layoutIfNeeded` (a new view has never been laid out).
    var needsLayout = true
    /// Insets for content from the view's edges, `layoutMarginsGuide`'s; 8 on each side, as UIKit's default.
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
        didSet {
            constraintsChanged()
            layoutMarginsDidChange()
        }
    }

    // MARK: Auto Layout state

    /// Whether the view's frame is turned into required constraints (true unless set false, as on iOS):
    /// set false for Auto Layout to place the view.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { constraintsChanged() }
    }
    /// The constraints installed on this view: those activated whose items' nearest common ancestor it is.
    public internal(set) var constraints: [NSLayoutConstraint] = []
    /// Content hugging and compression resistance, horizontal then vertical: 250 and 750 unless set.
    var hugging = [UILayoutPriority.defaultLow, .defaultLow]
    var compressionResistance = [UILayoutPriority.defaultHigh, .defaultHigh]
    /// The guides added to this view.
    public internal(set) var layoutGuides: [UILayoutGuide] = []
    /// How the view's frame follows its superview's size while it translates its frame into constraints.
    open var autoresizingMask: AutoresizingMask = []
    /// The margins and safe-area guides once asked for: only those take part in layout.
    var systemGuidesInUse: [UILayoutGuide] = []

    /// The part of the view not covered by bars, the screen's corners or its sensor housing: the
    /// window's safe area where the view overlaps it.
    open var safeAreaInsets: UIEdgeInsets {
        guard let window, window !== self else { return (self as? UIWindow)?.screenSafeArea ?? .zero }
        let s = window.safeAreaInsets, f = convert(bounds, to: window), w = window.bounds
        return UIEdgeInsets(top: max(0, s.top - f.minY), left: max(0, s.left - f.minX),
                            bottom: max(0, f.maxY - (w.height - s.bottom)), right: max(0, f.maxX - (w.width - s.right)))
    }

    /// Called before layout when constraints need updating; call `super` last, as on iOS.
    open func updateConstraints() {
        needsUpdateConstraints = false
    }
    var needsUpdateConstraints = true

    /// The view holding this one.
    public private(set) weak var superview: UIView?
    /// The views this one holds, back to front.
    public private(set) var subviews: [UIView] = []

    /// A view with `frame`.
    public init(frame: CGRect) {
        layer = (Self.layerClass as! CALayer.Type).init()
        self.frame = frame
    }

    /// Views come from nib archives on iOS; there are none here, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: The hierarchy

    /// Adds `view` in front of the other subviews (moving it from its old superview).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Adds `view` at `index` in the subviews (0 is the back).
    open func insertSubview(_ view: UIView, at index: Int) {
        let sameParent = view.superview === self
        if sameParent {
            subviews.removeAll { $0 === view }
        } else {
            view.willMove(toSuperview: self)
            view.detach()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        UIView.layoutGeneration += 1
        setNeedsLayout()
        if !sameParent {
            didAddSubview(view)
            view.didMoveToSuperview()
        }
    }

    /// Adds `view` just above `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }

    /// Adds `view` just below `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves `view` in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        willMove(toSuperview: nil)
        detach()
        didMoveToSuperview()
    }

    private func detach() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        parent.setNeedsLayout()
        parent.removeConstraints { item in ((item as? UIView) ?? (item as? UILayoutGuide)?.owningView)?.isDescendant(of: self) == true }
        superview = nil
        UIView.layoutGeneration += 1
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// This view or the first view under it with `tag`, depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let found = s.viewWithTag(tag) { return found } }
        return nil
    }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    /// Called before the view moves to `newSuperview` (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview or was removed.
    open func didMoveToSuperview() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (overridable members live in the class: Swift cannot override members of extensions)

    /// Places the subviews: Auto Layout's frames for those that do not translate their frames, then a
    /// subclass sets others (calling `super` first), as on iOS.
    open func layoutSubviews() {
        applyAutoLayout()
    }

    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}

    /// The size that fits `size`: the view's current size unless a subclass says better (labels,
    /// image views and buttons measure their content).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits` its current size, keeping its top-left corner.
    open func sizeToFit() {
        let origin = frame.origin
        bounds.size = sizeThatFits(bounds.size)
        frame.origin = origin
    }

    /// The size the content needs, or `noIntrinsicMetric` along an axis that has none (a plain view has none).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The content changed size: the next layout asks `intrinsicContentSize` again.
    open func invalidateIntrinsicContentSize() {
        constraintsChanged()
        // A proportional stack's shares are made from its views' intrinsic sizes.
        (superview as? UIStackView)?.arrangedSubviewContentChanged(self)
    }

    /// What the view draws inside its layer; a plain view draws nothing (the views that draw override it).
    func content(in size: CGSize, traits: UITraitCollection, path: String) throws(ViewDrawingError) -> DrawnContent {
        DrawnContent()
    }

    // MARK: Coordinates

    /// The view's bounds origin in the coordinates of the top of its hierarchy.
    var originInRoot: CGPoint {
        guard let parent = superview else { return CGPoint(x: -bounds.minX, y: -bounds.minY) }
        // The presenting screen shrunk behind a sheet is drawn as a picture of itself: its views keep the
        // places, and so the safe area and layout, they had.
        let p = parent.originInRoot, f = presentationShrink == nil ? frame : CGRect(origin: origin, size: bounds.size)
        return CGPoint(x: p.x + f.minX - bounds.minX, y: p.y + f.minY - bounds.minY)
    }

    /// `point` in this view's coordinates, in `view`'s (the top of the hierarchy when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = originInRoot, theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// `point` in `view`'s coordinates, in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let mine = originInRoot, theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }

    /// `rect` in this view's coordinates, in `view`'s.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect` in `view`'s coordinates, in this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // MARK: Traits

    /// Light or dark for this view and the views under it, whatever the traits above say.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// Traits a host sets for everything under it (a snapshot's traits on its window).
    var traitOverrides: UITraitCollection?

    /// The traits the view draws with: its overrides, then its superview's, then the current ones.
    open var traitCollection: UITraitCollection {
        let inherited = superview?.traitCollection ?? UITraitCollection.current
        var own: [UITraitCollection] = [inherited]
        if let traitOverrides { own.append(traitOverrides) }
        if overrideUserInterfaceStyle != .unspecified { own.append(UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)) }
        return own.count == 1 ? inherited : UITraitCollection(traitsFrom: own)
    }

    /// Called when the traits change; override to restyle.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// How an image view fits its image in its bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds.
        case scaleToFill
        /// Scaled to fit, aspect kept, centred.
        case scaleAspectFit
        /// Scaled to fill, aspect kept, centred and cropped.
        case scaleAspectFill
        /// As `scaleToFill` for layers drawn once, as here.
        case redraw
        /// Unscaled, centred.
        case center
    }

    /// Which parts of a frame grow with the superview.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt

        /// A mask of the bits given.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The space on the left grows.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        /// The width grows.
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        /// The space on the right grows.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        /// The space above grows.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        /// The height grows.
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
        /// The space below grows.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }
}
