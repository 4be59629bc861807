import PopsnapRaster

/// Seed 001's knConfirmation: an optional icon and title, a message, OK and an optional cancel button.
/// Parts left out close up.
///
/// ```swift
/// ConfirmationPopup(icon: .builtIn(.warning), title: "Delete this photo?", message: "You can't undo this.", cancel: "Cancel")
/// ```
public struct ConfirmationPopup: PopupKind {
    public var icon: IconContent?
    public var title: String?
    public var message: String
    public var ok: String
    public var cancel: String?
    public var theme: ConfirmationTheme

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
