/// The top of a view hierarchy: what a snapshot draws a view controller in.
open class UIWindow: UIView {}
