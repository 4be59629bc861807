import PopsnapRaster

/// iOS's status bar over the app screen: the time, cellular, Wi-Fi and battery glyphs, in dark or
/// light content (UIStatusBarStyle's darkContent and lightContent).
///
/// ```swift
/// scene.statusBar = StatusBar(time: "9:41", content: .dark)
/// ```
public struct StatusBar: Sendable, Equatable {
    /// UIStatusBarStyle's two content styles, for the glyphs' colour.
    public enum Content: String, Sendable, CaseIterable {
        /// Black glyphs, for light screens.
        case dark
        /// White glyphs, for dark screens.
        case light
    }

    /// The clock's text ("9:41", Apple's marketing time, by default).
    public var time: String
    /// The glyphs' style; nil for the one that reads on the scene's screen, chosen when the scene is made.
    public var content: Content?

    /// A status bar showing `time`, its glyphs in `content` (dark by default; nil: dark glyphs in the light appearance, light in the dark).
    /// ```swift
    /// scene.statusBar = StatusBar(time: "14:07", content: nil)   // white glyphs when the scene is dark
    /// ```
    public init(time: String = "9:41", content: Content? = .dark) {
        self.time = time
        self.content = content
    }

    /// The glyphs' colour: black unless the content is light.
    public var color: Color { content == .light ? .white : .black }

    /// The bar with its content chosen for `appearance` if it has none: dark glyphs on a light screen.
    func resolved(for appearance: Appearance) -> StatusBar {
        var bar = self
        bar.content = content ?? (appearance == .light ? .dark : .light)
        return bar
    }

    /// "9:41": the time Apple shows in every product image.
    public static let appleTime = "9:41"
}
