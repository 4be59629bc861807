import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// Everything a render needs: the screen, what is behind the popup, the dimming and the popup itself.
///
/// ```swift
/// let alert = AlertPopup(title: "Error", message: "Sorry, that email address is already used!")
/// let scene = PopupScene(canvas: Device.iPhone15.size, popup: alert.element(traits: Traits()))
/// let png = try PopupRenderer().render(scene)
/// ```
///
/// The screen's own fields (`SceneScreen`: its size, scale, device, safe area and the system's chrome on
/// it) read and write as the scene's (`scene.canvas`, `scene.safeArea`).
@dynamicMemberLookup
public struct PopupScene: Sendable {
    /// The screen the popup is shown on.
    public var screen: SceneScreen
    /// Light or dark (`.light` by default): the background's and status bar's dynamic colours follow it.
    public var appearance: Appearance
    /// The user's text size (`.large` by default): fonts that follow a text style are laid out at it.
    public var contentSize = ContentSizeCategory.large
    /// The app screen behind the popup.
    public var background: Background
    /// How the popup leaves the app screen (shrunk behind iOS 18's large page sheet); nil: as it is.
    public var presenting: PresentingScreen?
    /// The dimming over the app screen (seed 000: black 30%); nil for none (seed 002's clear window).
    public var backdrop: Color?
    /// A blur of the app screen under the dimming, as a UIKit blur radius in points (0 for none).
    public var backdropBlur = 0.0
    /// The popup, centred as `placement` says.
    public var popup: Element
    /// Drawn instead of `popup` when one of its one-line labels is wider than its frame: the kind's
    /// `elementWhenLabelsDoNotFit(traits:)`; nil for none.
    public var popupWhenLabelsDoNotFit: Element?
    /// Where the popup is centred when it fits: on the screen, or in the safe area.
    public var placement = PopupPlacement.centredOnScreen
    /// Right to left mirrors the popup's layout, as UIKit does in Arabic or Hebrew.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The keyboard at the bottom of the screen, over the dimming, the popup centred above it; nil for none.
    public var keyboard: Keyboard?
    /// Where a spec named each font family (`PopupSpec.familySources`); empty for a scene built in Swift.
    var familySources: [String: SpecError] = [:]
    /// The first rule of its kind the popup breaks (a popup made in Swift reaches the renderer unchecked),
    /// refused before layout with the words a spec's decoder uses.
    var brokenRule: SpecError?

    /// A scene of `popup` on a `canvas`-sized screen at `scale`, over `background` (white unless given),
    /// dimmed by `backdrop` (nil: none); no safe area or status bar until set.
    /// ```swift
    /// var scene = PopupScene(canvas: Device.iPhone15.size, scale: 3, appearance: .dark,
    ///                        background: .color(DynamicColor.systemBackground), backdrop: Color.black.withAlpha(0.3),
    ///                        popup: alert.element(traits: Traits(appearance: .dark)))
    /// scene.safeArea = Device.iPhone15.safeArea
    /// ```
    public init(canvas: Size, scale: Scale = 3, appearance: Appearance = .light,
                background: Background = .color(DynamicColor(.white)), backdrop: Color? = nil, popup: Element) {
        screen = SceneScreen(canvas: canvas, scale: scale)
        self.appearance = appearance
        self.background = background
        self.backdrop = backdrop
        self.popup = popup
    }
}

extension PopupScene {
    /// The screen's fields, read and written as the scene's own (`scene.safeArea`).
    public subscript<Value>(dynamicMember field: WritableKeyPath<SceneScreen, Value>) -> Value {
        get { screen[keyPath: field] }
        set { screen[keyPath: field] = newValue }
    }

    /// The keyboard's height on this screen; 0 without one.
    public var keyboardHeight: Double {
        keyboard?.height(canvas: screen.canvas, safeArea: screen.safeArea, isPad: screen.device?.isPad == true) ?? 0
    }

    /// The safe area with the keyboard's top as its bottom edge when the keyboard is taller: the room a
    /// popup is placed in and must fit, as iOS moves an alert up to centre it above the keyboard.
    public var safeAreaAboveKeyboard: EdgeInsets {
        var s = screen.safeArea
        s.bottom = max(s.bottom, keyboardHeight)
        return s
    }
}

/// The app screen behind the popup. Its colours stay dynamic (a spec's `systemBackground` keeps both of
/// its values) and are drawn in the scene's appearance.
public enum Background: Sendable {
    /// One colour over the whole screen, its light or dark value as the scene's appearance says.
    case color(DynamicColor)
    /// Colours evenly spaced from the top of the screen to the bottom.
    case verticalGradient([DynamicColor])
    /// A screenshot, scaled to fill the screen (cropped to keep its proportions), centred.
    case image(Image)
    /// A screenshot placed as `ImagePlacement` says; the screen shows its `background` colour where the
    /// image leaves room (`fit`).
    case placedImage(Image, ImagePlacement, background: DynamicColor)
    /// A screenshot file (a spec's), placed as `ImagePlacement` says and decoded when drawn, at the size
    /// it is drawn (`ImageFile`); `background`, if any, shows where the image leaves room.
    case placedFile(ImageFile, ImagePlacement, background: DynamicColor?)
}
