import PopsnapLayout
import PopsnapRaster

/// Everything a render needs: the screen, what is behind the popup, the dimming and the popup itself.
///
/// ```swift
/// let alert = AlertPopup(title: "Error", message: "Sorry, that email address is already used!")
/// let scene = PopupScene(canvas: Device.iPhone15.size, popup: alert.element(traits: Traits()))
/// let png = try PopupRenderer().render(scene)
/// ```
public struct PopupScene: Sendable {
    /// The screen size in points.
    public var canvas: (width: Double, height: Double)
    public var scale: Scale
    public var appearance: Appearance
    /// The app screen behind the popup.
    public var background: Background
    /// The dimming over the app screen (seed 000: black 30%); nil for none (seed 002's clear window).
    public var backdrop: Color?
    /// The popup, centred on the screen.
    public var popup: Element

    public init(canvas: (width: Double, height: Double), scale: Scale = 3, appearance: Appearance = .light,
                background: Background = .color(.white), backdrop: Color? = nil, popup: Element) {
        self.canvas = canvas
        self.scale = scale
        self.appearance = appearance
        self.background = background
        self.backdrop = backdrop
        self.popup = popup
    }
}

/// The app screen behind the popup.
public enum Background: Sendable {
    case color(Color)
    case verticalGradient([Color])
    /// A screenshot, scaled to fill the screen (cropped to keep its proportions).
    case image(Image)
}

/// Screen sizes in points.
public enum Device: String, Sendable, CaseIterable {
    case iPhoneSE = "iphone-se"
    case iPhone15 = "iphone-15"
    case iPhone15ProMax = "iphone-15-pro-max"
    case iPad = "ipad"

    public var size: (width: Double, height: Double) {
        switch self {
        case .iPhoneSE: return (375, 667)
        case .iPhone15: return (393, 852)
        case .iPhone15ProMax: return (430, 932)
        case .iPad: return (820, 1180)
        }
    }
}
