import Popsnap
import PopsnapGeometry
import PopsnapLayout

/// A `UIAlertController`'s view: the screen's dimming and the alert or sheet over it, laid out by
/// Popsnap's `system-alert` or `action-sheet` kind for the view's size, safe area and traits, as the
/// kind lays it out on a screen of that size (its own placement, metrics and looks).
final class AlertControllerView: UIView, DrawsPopsnapNodes {
    private weak var controller: UIAlertController?
    /// The motion of the presentation or dismissal under way, drawn `presentedValue(.transitionTime)`
    /// seconds in when an animation snapshot records it.
    var transition: Transition?

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func popsnapNodes(in frame: Rect, grid: PixelGrid, traits: UITraitCollection, path: String) throws(ViewDrawingError) -> [LaidOutNode] {
        guard let controller else { return [] }
        // On iOS this view is UIKit's private alert view, whose own subviews place the card: what an app adds
        // to it or sets on it lands among them, which the kind does not model, so it is refused rather than
        // drawn somewhere else.
        guard subviews.isEmpty, backgroundColor == nil, layer.backgroundColor == nil else {
            throw ViewDrawingError(view: path, reason: "subviews and a background colour on an alert controller's view are not drawn yet")
        }
        // UIKit tints an alert's action titles with the view's tint, which the kind's look fixes.
        guard tintColor == .systemBlue else {
            throw ViewDrawingError(view: path, reason: "a tint colour on an alert controller's view or its window is not drawn yet; leave the system blue")
        }
        let popup = try controller.popupKind(path: path, traits: traits)
        let insets = safeAreaInsets
        let safeArea = EdgeInsets(top: Double(insets.top), leading: Double(insets.left), bottom: Double(insets.bottom), trailing: Double(insets.right))
        let appearance: Appearance = traits.userInterfaceStyle == .dark ? .dark : .light
        let contentSize = traits.preferredContentSizeCategory.popsnap
        // iOS 26's look unless the test asks for the compatibility design (`UIDesign`), as an app opting out
        // with Info.plist's UIDesignRequiresCompatibility gets iOS 18's.
        let spec = PopupSpec(popup: popup, screen: .size(Size(width: frame.width, height: frame.height), safeArea: safeArea), scale: grid.scale,
                             appearance: appearance, contentSize: contentSize, ios: UIDesign.look)
        let scene = spec.scene()
        let layout: SceneLayout
        do { layout = try PopupRenderer(typesetter: try FontBook.loaded(for: path)).layout(scene) } catch {
            throw ViewDrawingError(view: path, reason: "\(error)")
        }
        var card = layout.root.moved(dx: frame.x, dy: frame.y, grid: grid)
        var moment = TransitionPresentation.atRest
        if let transition, case let .seconds(t) = presentedValue(.transitionTime), t.isFinite {
            moment = transition.presentation(atTime: t, duration: transition.defaultDuration)
        }
        card.opacity = moment.popupOpacity
        card.zoom = moment.zoom
        var nodes = [card]
        if let backdrop = scene.backdrop {
            // The presentation's dimming view: the whole screen under the alert, in the kind's colour.
            var dimming = Element(.box, name: "dimming", role: "dimming")
            dimming.background = .color(DynamicColor(backdrop))
            dimming.look.opacity = moment.backdrop
            nodes.insert(LaidOutNode(dimming, appearance: appearance, contentSize: contentSize, frame: frame, pixels: grid.pixels(frame)), at: 0)
        }
        return nodes
    }
}
