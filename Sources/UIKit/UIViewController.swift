/// A screen's worth of content: loads its view on first use and calls the lifecycle methods UIKit
/// calls (`viewDidLoad`, the appearance and layout callbacks), and presents other controllers.
///
/// ```swift
/// final class PopUp: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.backgroundColor = UIColor.black.withAlphaComponent(0.3)
///     }
/// }
/// ```
@MainActor
open class UIViewController {
    private var loadedView: UIView?

    /// A controller with no nib (there are no nibs here: `nibName` must be nil).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        precondition(nibNameOrNil == nil, "UIViewController(nibName: \"\(nibNameOrNil ?? "")\"): nib files are not supported; build the view in code")
    }

    /// Controllers come from storyboards on iOS; there are none here, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A controller with no nib.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, loaded (`loadView`, then `viewDidLoad`) the first time it is asked for.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view was loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it was loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it was not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Makes the view: a plain view the size of the screen unless overridden (an override sets `view`).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// A title for the controller.
    open var title: String?
    /// The size the controller would like when shown in a container that asks.
    open var preferredContentSize = CGSize.zero
    /// How `present` shows this controller; `.automatic` (a page sheet) unless set, as since iOS 13.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// How `present` animates this controller in; sliding up unless set.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Light or dark for the controller's views, whatever the traits above say.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { view.overrideUserInterfaceStyle }
        set { view.overrideUserInterfaceStyle = newValue }
    }
    /// The traits the view draws with.
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection.current }
    /// Insets added to the safe area the view gets from its window.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { loadedView?.constraintsChanged() }
    }

    /// The container holding this controller.
    public private(set) weak var parent: UIViewController?
    /// The controllers this one contains.
    public private(set) var children: [UIViewController] = []

    /// Adds `child` as a contained controller (its view is the caller's to place).
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its container.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called before the controller moves to `parent`.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to `parent`.
    open func didMove(toParent parent: UIViewController?) {}

    /// The controller this one presents.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presents this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// The sheet presentation controller, once `sheetPresentationController` made it.
    var sheetController: UISheetPresentationController?

    /// Shows `viewControllerToPresent` over this controller's window as its presentation style says,
    /// animated by its transition style when `flag` is set, then calls `completion` once the transition
    /// ends. A still draws the presented controller where it ends; an animation snapshot draws the
    /// transition.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        Presentation.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    /// Removes the controller this one presents (or, called on a presented controller, itself), animated
    /// by its transition style when `flag` is set, then calls `completion` once it is gone.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        Presentation.dismiss(from: self, animated: flag, completion: completion)
    }
}

/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The whole screen; the presenting view is removed once shown.
    case fullScreen = 0
    /// A card from the bottom of the screen, over the dimmed presenting screen (`UISheetPresentationController`).
    case pageSheet = 1
    /// A card, centred on large screens (a page sheet on an iPhone, as drawn here).
    case formSheet = 2
    /// The presenting controller's context, covered.
    case currentContext = 3
    /// The whole screen, the presenting view left underneath (a popup's dimmed background shows it).
    case overFullScreen = 5
    /// The presenting context, the presenting view left underneath.
    case overCurrentContext = 6
    /// UIKit chooses: a page sheet for a plain controller.
    case automatic = -2
}

/// How a presented controller animates in.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom.
    case coverVertical = 0
    /// Fades in.
    case crossDissolve = 2
}
