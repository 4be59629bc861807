/// The top of a view hierarchy: what a snapshot draws a view controller in, with the device's safe area.
open class UIWindow: UIView {
    /// The screen's insets the window's content keeps clear of (status bar, home indicator, sensor housing).
    var screenSafeArea = UIEdgeInsets.zero {
        didSet { constraintsChanged() }
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let root = rootViewController else { return }
            let view: UIView = root.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
    }

    /// Whether the window takes key events; the window made key last.
    public var isKeyWindow: Bool { UIWindow.keyWindow === self }
    private static weak var keyWindow: UIWindow?

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key.
    open func makeKey() {
        UIWindow.keyWindow = self
    }
}

/// The device's screen: an iPhone 13's (390 x 844 pt at 3x) unless a snapshot's configuration says otherwise.
@MainActor
open class UIScreen {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// The screen's rectangle in points.
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels a point.
    open var scale: CGFloat = 3
    /// The same as `scale`.
    open var nativeScale: CGFloat { scale }
    /// The screen's traits: light, large text, its scale.
    open var traitCollection: UITraitCollection { UITraitCollection(traitsFrom: [UITraitCollection.current, UITraitCollection(displayScale: scale)]) }
}
