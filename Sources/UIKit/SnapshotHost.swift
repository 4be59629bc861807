import PopsnapLayout
import PopsnapRaster

/// How a snapshot test draws a view or a view controller, as swift-snapshot-testing hosts them on iOS:
/// in a window of the configuration's size, safe area and traits, laid out, then drawn through
/// Popsnap's painter. For PopsnapTesting's strategies; apps call `drawHierarchy(in:afterScreenUpdates:)`.
@_spi(PopsnapTesting)
@MainActor
public enum SnapshotHost {
    /// `view` at `size` (its own frame's size when nil; sized to fit when that is zero), with `traits`,
    /// drawn at `traits`' scale (the main screen's when it has none). A view already in a hierarchy is
    /// drawn where it is, its hierarchy laid out.
    public static func image(of view: UIView, size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection) throws(ViewDrawingError) -> Image {
        let scale = try self.scale(traits, view: view.nodeName)
        guard view.superview == nil else {
            view.layoutIfNeeded()
            return try view.drawnImage(scale: scale)
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
        return try view.drawnImage(scale: scale)
    }

    /// `controller`'s view filling a window of `size` (its view's size when nil) with `safeArea` and
    /// `traits`, after the appearance callbacks a window's root controller gets.
    public static func image(of controller: UIViewController, size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection) throws(ViewDrawingError) -> Image {
        let view: UIView = controller.view
        let scale = try self.scale(traits, view: view.nodeName)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? view.frame.size))
        window.screenSafeArea = safeArea
        window.traitOverrides = traits
        controller.viewWillAppear(false)
        window.rootViewController = controller
        defer { window.rootViewController = nil }
        window.layoutIfNeeded()
        controller.viewDidAppear(false)
        return try view.drawnImage(scale: scale)
    }

    private static func scale(_ traits: UITraitCollection, view: String) throws(ViewDrawingError) -> Scale {
        let k = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        guard let scale = Scale(rawValue: Int(k)), CGFloat(scale.rawValue) == k else {
            throw ViewDrawingError(view: view, reason: "a display scale of \(k): Popsnap draws at 1, 2 or 3 pixels a point")
        }
        return scale
    }
}
