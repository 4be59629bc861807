import PopsnapRaster

/// iOS's status bar over the app screen: the time, cellular, Wi-Fi and battery glyphs, in dark or
/// light content (UIStatusBarStyle's darkContent and lightContent).
///
/// ```swift
/// scene.statusBar = StatusBar(time: "9:41", content: .dark)
/// ```
public struct StatusBar: Sendable, Equatable {
    public enum Content: String, Sendable, CaseIterable {
        /// Black glyphs, for light screens.
        case dark
        /// White glyphs, for dark screens.
        case light
    }

    public var time: String
    public var content: Content

    public init(time: String = "9:41", content: Content = .dark) {
        self.time = time
        self.content = content
    }

    /// The glyphs' colour.
    public var color: Color { content == .dark ? .black : .white }

    /// "9:41": the time Apple shows in every product image.
    public static let appleTime = "9:41"
}
