import Popsnap

/// The presentation of a page sheet (`.pageSheet`, `.formSheet` on an iPhone, and `.automatic`): the
/// presented view on a card rising from the bottom of the screen to its detent's height, over the dimmed
/// presenting screen, drawn as Popsnap's sheet kind draws a sheet. Configure it before presenting, or
/// change it later (inside `animateChanges(_:)` to animate the change).
///
/// ```swift
/// let filters = FiltersViewController()
/// if let sheet = filters.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// present(filters, animated: true)
/// ```
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at, smallest first; `[.large()]` unless set, as in UIKit.
    open var detents: [Detent] = [.large()] {
        didSet { chromeChanged() }
    }
    /// The detent the sheet rests at; nil (the default) rests it at the smallest of `detents`.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { chromeChanged() }
    }
    /// The largest detent at which the screen behind is not dimmed; nil (the default) dims it at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { chromeChanged() }
    }
    /// Whether the grabber is drawn at the top of the sheet; false unless set.
    open var prefersGrabberVisible = false {
        didSet { chromeChanged() }
    }
    /// The corner radius of the sheet; nil (the default) draws the system's.
    open var preferredCornerRadius: CGFloat? {
        didSet { chromeChanged() }
    }
    /// Whether scrolling to the edge of a scroll view in the sheet expands it to the next detent; true
    /// unless set. There is no scrolling in a snapshot: it changes nothing drawn.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// The chrome while presented: nil before and after.
    var chrome: SheetChrome?
    var isAnimatingChanges = false

    /// Runs `changes` (to the detents, the selected detent, the grabber, the dimming) and animates the
    /// sheet to where they leave it, on UIKit's presentation spring. A recording cannot draw a change of
    /// the card's fill, corners or radius on the way (iOS 26's glass turning opaque at the large detent,
    /// `preferredCornerRadius`): it stops with an error saying so.
    open func animateChanges(_ changes: () -> Void) {
        guard chrome != nil else { return changes() }
        isAnimatingChanges = true
        defer { isAnimatingChanges = false }
        let motion = SheetChrome.motion(traits: presentedViewController.traitCollection)
        var timing = AnimationTiming(duration: motion.duration, delay: 0, options: [])
        timing.curve = .easing(motion.curve)
        AnimationBlock.run(timing, options: [], changes, completion: nil)
    }

    /// A change made while presented shows at once, or animated inside `animateChanges`.
    private func chromeChanged() {
        chrome?.update()
    }
}

extension UIViewController {
    /// The sheet presentation controller that presents this controller as a sheet, made when first asked
    /// for; nil unless `modalPresentationStyle` is a sheet's (`.pageSheet`, `.formSheet`, or `.automatic`,
    /// which UIKit resolves to a page sheet for a plain controller).
    public var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle.isSheet else { return nil }
        if let sheet = sheetController { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: self)
        sheetController = sheet
        return sheet
    }
}

extension UIModalPresentationStyle {
    /// Whether UIKit presents it as a sheet on an iPhone: a page sheet, a form sheet (a page sheet in
    /// compact width) and `.automatic` (a page sheet for a controller that is not a system one).
    var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}
