/// One toast of a stack: its look and its text. `ToastPopup` shows the newest with its own fields and the
/// earlier ones as `Toast`s in its `stack`.
///
/// ```swift
/// Toast(style: .pill, icon: .builtIn(.success), title: "Copied")
/// ```
public struct Toast: Sendable {
    /// The pill, the square or a banner.
    public var style: ToastStyle
    /// For a banner: which SwiftEntryKit preset (float unless set); the other styles ignore it.
    public var preset: BannerPreset
    /// The symbol or picture; nil for none.
    public var icon: IconContent?
    /// The first line; nil leaves it out.
    public var title: String?
    /// The line under the title (a banner's body); nil leaves it out.
    public var subtitle: String?
    /// A banner's button under its text; nil for none (pills and squares have none).
    public var button: String?

    /// A toast in `style` showing the given icon and text.
    /// ```swift
    /// Toast(style: .banner, preset: .float, title: "Saved", subtitle: "Your draft is in Notes.", button: "Undo")
    /// ```
    public init(style: ToastStyle = .pill, preset: BannerPreset = .float, icon: IconContent? = nil, title: String? = nil,
                subtitle: String? = nil, button: String? = nil) {
        self.style = style
        self.preset = preset
        self.icon = icon
        self.title = title
        self.subtitle = subtitle
        self.button = button
    }
}

extension Toast: MemberwiseSource {}
