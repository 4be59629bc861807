import PopsnapLayout
import PopsnapRaster

/// How a snapshot test draws or describes a view or a view controller, as swift-snapshot-testing hosts
/// them on iOS: in a window of the configuration's size, safe area and traits, laid out, then drawn through
/// Popsnap's painter or described as `recursiveDescription`. For PopsnapTesting's strategies; apps call
/// `drawHierarchy(in:afterScreenUpdates:)`.
@_spi(PopsnapTesting)
@MainActor
public enum SnapshotHost {
    /// `view` at `size` (its own frame's size when nil; sized to fit when that is zero), with `traits`,
    /// drawn at `traits`' scale (the main screen's when it has none). A view already in a hierarchy is
    /// drawn where it is, its hierarchy laid out.
    public static func image(of view: UIView, size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection) throws(ViewDrawingError) -> Image {
        let scale = try self.scale(traits, view: view.nodeName)
        return try hosting(view, size: size, safeArea: safeArea, traits: traits) { () throws(ViewDrawingError) in try view.drawnImage(scale: scale) }
    }

    /// `view`'s `recursiveDescription` once laid out as `image(of:size:safeArea:traits:)` lays it out.
    public static func recursiveDescription(of view: UIView, size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection) -> String {
        hosting(view, size: size, safeArea: safeArea, traits: traits) { view.recursiveDescription }
    }

    /// `controller`'s view filling a window of `size` (its view's size when nil) with `safeArea` and
    /// `traits`, after the appearance callbacks a window's root controller gets.
    public static func image(of controller: UIViewController, size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection) throws(ViewDrawingError) -> Image {
        let view: UIView = controller.view
        let scale = try self.scale(traits, view: view.nodeName)
        return try hosting(controller, size: size, safeArea: safeArea, traits: traits) { () throws(ViewDrawingError) in try view.drawnImage(scale: scale) }
    }

    /// The `recursiveDescription` of `controller`'s view once laid out as `image(of:size:safeArea:traits:)` lays it out.
    public static func recursiveDescription(of controller: UIViewController, size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection) -> String {
        hosting(controller, size: size, safeArea: safeArea, traits: traits) { controller.view.recursiveDescription }
    }

    /// `body` run once `view` is laid out in its window (or in its own hierarchy), the window gone after.
    static func hosting<R, E: Error>(_ view: UIView, size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection,
                                             _ body: () throws(E) -> R) throws(E) -> R {
        guard view.superview == nil else {
            view.layoutIfNeeded()
            return try body()
        }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? view.frame.size))
        window.screenSafeArea = safeArea
        window.traitOverrides = traits
        if let size { view.frame.size = size }
        window.addSubview(view)
        defer { view.removeFromSuperview() }
        window.layoutIfNeeded()
        if view.bounds.width == 0 || view.bounds.height == 0 {
            view.sizeToFit()
            window.layoutIfNeeded()
        }
        return try body()
    }

    /// `body` run with `controller` the root of a window, between its appearance callbacks and its removal.
    static func hosting<R, E: Error>(_ controller: UIViewController, size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection,
                                             _ body: () throws(E) -> R) throws(E) -> R {
        let view: UIView = controller.view
        let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? view.frame.size))
        window.screenSafeArea = safeArea
        window.traitOverrides = traits
        controller.viewWillAppear(false)
        window.rootViewController = controller
        defer { window.rootViewController = nil }
        window.layoutIfNeeded()
        controller.viewDidAppear(false)
        return try body()
    }

    static func scale(_ traits: UITraitCollection, view: String) throws(ViewDrawingError) -> Scale {
        let k = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        guard let scale = Scale(rawValue: Int(k)), CGFloat(scale.rawValue) == k else {
            throw ViewDrawingError(view: view, reason: "a display scale of \(k): Popsnap draws at 1, 2 or 3 pixels a point")
        }
        return scale
    }
}
