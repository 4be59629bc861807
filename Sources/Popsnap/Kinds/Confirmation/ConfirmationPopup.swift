import PopsnapRaster

/// Seed 001's knConfirmation: an optional icon and title, a message, OK and an optional cancel button.
/// Parts left out close up.
///
/// ```swift
/// ConfirmationPopup(icon: .builtIn(.warning), title: "Delete this photo?", message: "You can't undo this.", cancel: "Cancel")
/// ```
public struct ConfirmationPopup: PopupKind {
    /// A built-in icon or picture above the title, `iconSize` points square; nil leaves it out.
    public var icon: IconContent?
    /// The bold title above the message; nil leaves it out.
    public var title: String?
    /// The message, centred, on as many lines as it needs.
    public var message: String
    /// The filled button's title ("OK" by default), trailing when there is a cancel button.
    public var ok: String
    /// The outlined cancel button's title, leading; nil leaves it out and OK takes the row.
    public var cancel: String?
    /// Sizes, colours and fonts; `ConfirmationTheme()` is seed 001's with Popsnap's choices.
    public var theme: ConfirmationTheme

    /// A confirmation with a `message` and an OK button, and the optional parts given; those left out close up.
    /// ```swift
    /// ConfirmationPopup(icon: .builtIn(.success), message: "Photo saved.")
    /// ConfirmationPopup(title: "Sign out?", message: "You will need your password.", ok: "Sign Out", cancel: "Cancel")
    /// ```
    public init(icon: IconContent? = nil, title: String? = nil, message: String, ok: String = "OK", cancel: String? = nil,
                theme: ConfirmationTheme = ConfirmationTheme()) {
        self.icon = icon
        self.title = title
        self.message = message
        self.ok = ok
        self.cancel = cancel
        self.theme = theme
    }

    public func backdrop(traits: Traits) -> Color? { theme.backdrop.resolved(for: traits.appearance) }
}
