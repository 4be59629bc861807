/// The top of a view hierarchy: what a snapshot draws a view controller in, with the device's safe area.
open class UIWindow: UIView {
    /// The screen's insets the window's content keeps clear of (status bar, home indicator, sensor housing).
    var screenSafeArea = UIEdgeInsets.zero
}
