import PopsnapRaster

/// Seed 000's PopUpWindow: a title bar, a message and one button, in a bordered box.
///
/// ```swift
/// PopupSpec(popup: AlertPopup(title: "Error", message: "Sorry, that email address is already used!"))
/// ```
public struct AlertPopup: PopupKind {
    public var title: String
    public var message: String
    public var button: String
    public var theme: AlertTheme

    public init(title: String, message: String, button: String = "OK", theme: AlertTheme = AlertTheme()) {
        self.title = title
        self.message = message
        self.button = button
        self.theme = theme
    }

    public func backdrop(traits: Traits) -> Color? { theme.backdrop.resolved(for: traits.appearance) }
}
