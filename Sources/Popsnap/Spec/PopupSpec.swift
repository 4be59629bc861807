import PopsnapRaster

/// A popup as a spec describes it: the screen, the appearance, what is behind, and the popup itself with
/// its theme. `scene()` resolves it into what the renderer draws.
///
/// ```swift
/// let spec = try PopupSpec.load(contentsOf: "Snapshots/alert.json")
/// let image = try PopupRenderer().render(spec.scene())
/// ```
public struct PopupSpec: Sendable {
    public var canvas: (width: Double, height: Double) = Device.iPhone15.size
    public var scale = 3
    public var appearance: Appearance = .light
    /// The app screen; nil for the default, `systemBackground` in the appearance.
    public var background: Background?
    /// The dimming; `.some(nil)` for none, nil for the kind's default.
    public var backdrop: Color??
    public var popup: Popup
    /// Present when the spec is an animation: its frames are checked against SPEC.apng.
    public var animation: AnimationSpec?
    /// The files the spec was read from: the spec itself, then every image it names, in the order read.
    /// A command refuses to write its output over any of them.
    public var inputFiles: [String] = []

    public init(popup: Popup) {
        self.popup = popup
    }

    /// The kinds of popup, each with its content and theme.
    public enum Popup: Sendable {
        case alert(AlertContent, AlertTheme)
        case confirmation(ConfirmationContent, ConfirmationTheme)
        case hud(HUDContent, HUDTheme)
        case systemAlert(SystemAlertContent, SystemAlertTheme)
        case custom(Element, backdrop: Color?)
    }

    /// The scene to draw: the popup's element tree, centred, over the screen and the dimming.
    public func scene() -> PopupScene {
        let element: Element
        let defaultBackdrop: Color?
        switch popup {
        case let .alert(content, theme):
            element = AlertTemplate.element(content, theme: theme)
            defaultBackdrop = theme.backdrop
        case let .confirmation(content, theme):
            element = ConfirmationTemplate.element(content, theme: theme)
            defaultBackdrop = theme.backdrop
        case let .hud(content, theme):
            element = HUDTemplate.element(content, theme: theme)
            defaultBackdrop = theme.backdrop
        case let .systemAlert(content, theme):
            element = SystemAlertTemplate.element(content, appearance: appearance, scale: scale, theme: theme)
            defaultBackdrop = theme.backdrop.resolved(for: appearance)
        case let .custom(root, backdrop):
            element = root
            defaultBackdrop = backdrop
        }
        let screen = background ?? .color(Color.named["systemBackground"]!.resolved(for: appearance))
        return PopupScene(canvas: canvas, scale: scale, appearance: appearance, background: screen,
                          backdrop: backdrop ?? defaultBackdrop, popup: element)
    }
}

/// A spec's animation: the transition and its timing, each defaulting to the transition's own.
/// `popsnap animate`'s options replace its fields one by one (see `PopupSpec.frames`).
public struct AnimationSpec: Sendable {
    public var transition = "crossfade"
    public var duration: Double?
    public var fps = 60.0
    public var curve: Easing?

    public init() {}

    /// The transition and its timeline, checked before anything is drawn; `frameLimit` caps the frames.
    /// `from`, a whole screen to cross-fade from (`popsnap animate --from`), takes the transition's place;
    /// it is a scene, not something a spec file can name.
    public func resolved(from: PopupScene? = nil, frameLimit: Int = SpecLimits.default.frames) throws(AnimationError) -> (Transition, Timeline) {
        guard let (named, defaultDuration) = Transition.named(from == nil ? self.transition : "crossfade", curve: curve) else {
            throw .invalid("transition", "unknown transition \"\(self.transition)\"")
        }
        let transition = from.map { Transition.crossfadeFrom($0, curve: curve ?? .easeInOut) } ?? named
        return (transition, try Timeline(duration: duration ?? defaultDuration, fps: fps, limit: frameLimit))
    }
}
