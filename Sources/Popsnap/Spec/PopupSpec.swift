import PopsnapLayout
import PopsnapGeometry
import PopsnapRaster

/// A popup as a spec describes it: the screen, the appearance, what is behind, and the popup itself with
/// its theme. `scene()` resolves it into what the renderer draws.
///
/// ```swift
/// let spec = try PopupSpec.load(contentsOf: "Snapshots/alert.json")
/// let image = try PopupRenderer().render(spec.scene())
/// ```
@dynamicMemberLookup
public struct PopupSpec: Sendable {
    /// The screen: a device held one way up (landscape swaps its size and turns its safe area), or a
    /// size with its safe area. Changing it keeps `scale`; `place(on:)` takes the device's.
    public var screen: Screen = .device(.iPhone15)
    /// Pixels a point: the spec's `scale`, else its device's.
    public var scale: Scale = 3
    /// Light or dark (`.light` unless the spec says); the dynamic colours of the theme and screen follow it.
    public var appearance: Appearance = .light
    /// The user's text size: fonts given as text styles follow it (Dynamic Type).
    public var contentSize: ContentSizeCategory = .large
    /// The iOS design system popups are drawn in: 26's Liquid Glass unless the spec says 18.
    public var ios: IOSLook = .ios26
    /// The locale the scene is drawn in: its translation of the popup (`translations`), and right to left
    /// for a right-to-left language; nil for the spec's own language.
    public var locale: String?
    /// The axes of the spec's variant matrix; empty for a spec without `variants`.
    public var variants = VariantAxes()
    /// What `popsnap lint` accepts in this popup, and its shrink threshold.
    public var lint = LintSettings()
    /// What the screen shows around the popup: the app screen, the dimming, the status bar, the home
    /// indicator and the cutout, each read and written as the spec's own (`spec.statusBar`).
    public var surroundings = Surroundings()
    /// The popup in the spec's own language: one of the built-in kinds (`AlertPopup`, `ConfirmationPopup`,
    /// `HUDPopup`, `SystemAlertPopup`, `CustomPopup`) or a kind of your own.
    public var popup: any PopupKind
    /// The popup in each other locale: a spec file's translated from its `strings` as it is read, a Swift
    /// spec's given; `scene()` draws the one for `locale`, and a locale missing here draws `popup` as it is.
    /// ```swift
    /// spec.variants.locales = ["en", "de"]
    /// spec.translations["de"] = AlertPopup(title: "Fehler", message: "Diese E-Mail-Adresse wird leider schon verwendet!")
    /// ```
    public var translations: [String: any PopupKind] = [:]
    /// Present when the spec is an animation: its frames are checked against SPEC.apng.
    public var animation: AnimationSpec?
    /// Where the spec came from rather than what it draws: the files read, where it names each font
    /// family, its own scale and memory limit, its parsed file.
    var origin = Origin()

    /// A popup from values, on a screen: `PopupSpec(popup: AlertPopup(title: "Error", message: "…"), screen: .device(.iPhoneSE))`.
    /// `scale` defaults to the screen's; a scale given is kept by the variants on other devices, as a spec file's is.
    public init(popup: any PopupKind, screen: Screen = .device(.iPhone15), scale: Scale? = nil, appearance: Appearance = .light,
                contentSize: ContentSizeCategory = .large, ios: IOSLook = .ios26) {
        self.popup = popup
        self.ios = ios
        self.screen = screen
        self.scale = scale ?? screen.scale
        origin.ownScale = scale
        self.appearance = appearance
        self.contentSize = contentSize
    }

    /// What the screen shows around the popup.
    public struct Surroundings: Sendable {
        /// The app screen; nil for the default, `systemBackground` in the appearance.
        public var background: Background?
        /// The dimming over the screen.
        public var backdrop: Backdrop = .kindDefault
        /// iOS's status bar at the top of the screen; nil for none.
        public var statusBar: StatusBar?
        /// The home indicator at the bottom, on devices that have one.
        public var showsHomeIndicator = false
        /// The device's notch or Dynamic Island drawn in black over everything, as the hardware hides the
        /// screen there; nothing on a device without one or a canvas given by its size.
        public var showsCutout = false

        /// The app's default screen, the kind's dimming, no status bar, home indicator or cutout.
        public init() {}
    }

    /// The surroundings' fields, read and written as the spec's own (`spec.background`).
    public subscript<Value>(dynamicMember field: WritableKeyPath<Surroundings, Value>) -> Value {
        get { surroundings[keyPath: field] }
        set { surroundings[keyPath: field] = newValue }
    }

    /// Where a spec came from rather than what it draws.
    struct Origin: Sendable {
        /// The files the spec was read from: the spec itself, then every image it names, in the order read.
        var inputFiles: [String] = []
        /// Where the spec names each font family (lower-cased), so a family no font provides, found only at
        /// layout, is reported at its place in the file.
        var familySources: [String: SpecError] = [:]
        /// The scale the spec (or its variant, or an option) gives; nil for its device's.
        var ownScale: Scale?
        /// The spec's own `limits.maxMemory`, below what the run allows; nil when it sets none.
        var ownMemoryLimit: Int?
        /// The file the spec was decoded from, kept for its variants (`variant(_:)`); nil for one made in Swift.
        var source: SpecSource?
    }

    /// The origin's fields, read and written as the spec's own (`spec.ownScale`).
    subscript<Value>(dynamicMember field: WritableKeyPath<Origin, Value>) -> Value {
        get { origin[keyPath: field] }
        set { origin[keyPath: field] = newValue }
    }

    /// The files the spec was read from: the spec itself, then every image it names, in the order read.
    /// A command refuses to write its output over any of them.
    public var inputFiles: [String] {
        get { origin.inputFiles }
        set { origin.inputFiles = newValue }
    }

    /// The dimming over the screen, behind the popup.
    public enum Backdrop: Sendable {
        /// The kind's own: seed 000's black 30%, none for seed 002's HUD, UIKit's for the system alert.
        case kindDefault
        /// No dimming (`"backdrop": "none"`).
        case noDimming
        /// A colour over the screen, resolved in the spec's appearance when the scene is made.
        case dimming(DynamicColor)
        /// The screen blurred by a UIKit blur radius in points, under a dimming colour (nil: the kind's own).
        case blurred(DynamicColor?, radius: Double)
    }

    /// The traits the popup's tree is built for: the spec's appearance, content size, scale, iOS look and
    /// screen, and right to left when `locale` is a right-to-left language.
    public var traits: Traits {
        Traits(appearance: appearance, contentSize: contentSize, scale: scale,
               layoutDirection: locale.map(LocaleTag.isRightToLeft) == true ? .rightToLeft : .leftToRight, ios: ios, screen: screen)
    }

    /// The popup `scene()` draws: its translation for `locale`, else `popup` as it is.
    public var shownPopup: any PopupKind { locale.flatMap { translations[$0] } ?? popup }

    /// The scene to draw: the popup in the spec's locale, its element tree made for the spec's traits,
    /// centred, over the screen and the dimming.
    public func scene() -> PopupScene {
        SceneWork.sceneMade()
        let popup = shownPopup
        let dimming: Color?
        var blur = 0.0
        switch surroundings.backdrop {
        case .kindDefault: dimming = popup.backdrop(traits: traits)
        case .noDimming: dimming = nil
        case let .dimming(c): dimming = c.resolved(for: appearance)
        case let .blurred(c, radius):
            dimming = c?.resolved(for: appearance) ?? popup.backdrop(traits: traits)
            blur = radius
        }
        let appScreen = surroundings.background ?? .color(DynamicColor.systemBackground)
        var scene = PopupScene(canvas: screen.size, scale: scale, appearance: appearance, background: appScreen,
                               backdrop: dimming, popup: popup.element(traits: traits, on: screen))
        scene.backdropBlur = blur
        scene.contentSize = contentSize
        scene.popupWhenLabelsDoNotFit = popup.elementWhenLabelsDoNotFit(traits: traits)
        // iOS hides the status bar where the device leaves it no top inset: every iPhone in landscape.
        scene.statusBar = screen.device != nil && screen.safeArea.top == 0 ? nil : surroundings.statusBar?.resolved(for: appearance)
        scene.presenting = popup.presentingScreen(traits: traits, on: screen)
        // Over the black around a shrunk screen iOS turns the status bar's glyphs white.
        if scene.presenting != nil { scene.statusBar?.content = .light }
        scene.showsHomeIndicator = surroundings.showsHomeIndicator
        scene.device = screen.device
        scene.orientation = screen.orientation
        scene.showsSensorHousing = surroundings.showsCutout
        scene.layoutDirection = traits.layoutDirection
        scene.safeArea = screen.safeArea
        scene.placement = popup.placement(traits: traits)
        scene.keyboard = popup.keyboard(traits: traits, locale: locale)
        scene.familySources = origin.familySources
        scene.brokenRule = (popup as? any SpecKind)?.brokenRule()?.swiftError
        return scene
    }
}

/// A spec's animation: the transition and its timing, each defaulting to the transition's own.
/// `popsnap animate`'s options replace its fields one by one (see `PopupSpec.frames`).
public struct AnimationSpec: Sendable {
    /// Which transition `popsnap animate` draws (`.crossfade` unless the spec says).
    public var transition = Transition.Name.crossfade
    /// Seconds the animation lasts; nil: the transition's `defaultDuration` (0.3 s for a cross-fade).
    public var duration: Double?
    /// Frames a second (60 unless the spec says), from 0.1 to 240.
    public var fps = 60.0
    /// The easing curve; nil: the transition's own (a cross-fade's easeInOut).
    public var curve: Easing?

    /// A cross-fade at 60 fps, lasting its default duration, on its own curve.
    /// ```swift
    /// var animation = AnimationSpec()
    /// animation.transition = .appear
    /// animation.curve = .spring(damping: 0.8, response: 0.4)
    /// let (transition, timeline) = try animation.resolved()
    /// ```
    public init() {}

    /// The transition and its timeline, checked before anything is drawn; `frameLimit` caps the frames.
    /// `from`, a whole screen to cross-fade from (`popsnap animate --from`), takes the transition's place;
    /// it is a scene, not something a spec file can name. `slide` is how the popup's kind slides.
    public func resolved(from: PopupScene? = nil, slide: SlideMotion = SlideMotion(),
                         frameLimit: Int = SpecLimits.default.frames) throws(AnimationError) -> (Transition, Timeline) {
        let transition = from.map { Transition.crossfadeFrom($0, curve: curve ?? .easeInOut) } ?? Transition(self.transition, curve: curve, slide: slide)
        return (transition, try Timeline(duration: duration ?? transition.defaultDuration, fps: fps, limit: frameLimit))
    }
}

extension PopupSpec {
    /// Puts the screen on `device` held `orientation`'s way, at `scale`, else the device's own.
    mutating func place(on device: Device, _ orientation: Orientation, scale: Scale?) {
        screen = .device(device, orientation: orientation)
        self.scale = scale ?? device.scale
    }
}

/// Swift written from a spec assigns the surroundings as the spec's own fields (`ValueSource`).
extension PopupSpec.Surroundings: InlineFields {}
