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
public struct PopupScene: Sendable {
    /// The screen size in points.
    public var canvas: Size
    /// Device pixels a point (3 by default): the rendered PNG is `canvas` times this.
    public var scale: Scale
    /// Light or dark (`.light` by default): the background's and status bar's dynamic colours follow it.
    public var appearance: Appearance
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
    /// The device's safe area: what the status bar, the notch and the home indicator leave.
    public var safeArea = EdgeInsets.zero
    /// iOS's status bar, drawn on the app screen in the top safe area; nil for none.
    public var statusBar: StatusBar?
    /// The home indicator, drawn on the app screen when the bottom safe area has room for it.
    public var showsHomeIndicator = false
    /// The device the screen is, whose notch or Dynamic Island the status bar is laid out around; nil for
    /// a canvas given by its size (laid out as a home-button iPhone's).
    public var device: Device?
    /// Which way up the device is held: `canvas` and `safeArea` are already turned.
    public var orientation = Orientation.portrait
    /// Whether the device's notch or Dynamic Island is drawn, in black, over everything.
    public var showsSensorHousing = false
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
        self.canvas = canvas
        self.scale = scale
        self.appearance = appearance
        self.background = background
        self.backdrop = backdrop
        self.popup = popup
    }
}

extension PopupScene {
    /// The keyboard's height on this screen; 0 without one.
    public var keyboardHeight: Double {
        keyboard?.height(canvas: canvas, safeArea: safeArea, isPad: device?.isPad == true) ?? 0
    }

    /// The safe area with the keyboard's top as its bottom edge when the keyboard is taller: the room a
    /// popup is placed in and must fit, as iOS moves an alert up to centre it above the keyboard.
    public var safeAreaAboveKeyboard: EdgeInsets {
        var s = safeArea
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
