import PopsnapRaster

/// Seed 000's PopUpWindow: a title bar, a message and one button, in a bordered box.
///
/// ```swift
/// PopupSpec(popup: AlertPopup(title: "Error", message: "Sorry, that email address is already used!"))
/// ```
public struct AlertPopup: PopupKind {
    /// The text of the title bar, drawn on one line and shrunk to fit the width (seed 000's titleLabel).
    public var title: String
    /// The message under the title, centred, on as many lines as it needs.
    public var message: String
    /// The one button's title ("OK" by default).
    public var button: String
    /// Sizes, colours and fonts; `AlertTheme()` is seed 000's.
    public var theme: AlertTheme

    /// An alert with `title`, `message` and one `button`, drawn with `theme`.
    /// ```swift
    /// var theme = AlertTheme()
    /// theme.background = DynamicColor(Color(r8: 0x34, g8: 0xC7, b8: 0x59))
    /// let alert = AlertPopup(title: "Saved", message: "Your changes are safe.", button: "Done", theme: theme)
    /// ```
    public init(title: String, message: String, button: String = "OK", theme: AlertTheme = AlertTheme()) {
        self.title = title
        self.message = message
        self.button = button
        self.theme = theme
    }

    public func backdrop(traits: Traits) -> Color? { theme.backdrop.resolved(for: traits.appearance) }
}
