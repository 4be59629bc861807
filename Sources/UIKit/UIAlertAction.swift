/// A button of a `UIAlertController`: its title, its style, and the closure UIKit calls when it is tapped.
///
/// ```swift
/// let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in store.delete(photo) }
/// alert.addAction(delete)
/// ```
@MainActor
open class UIAlertAction {
    /// How an action's button looks and where the alert puts it, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A regular button in the tint colour.
        case `default` = 0
        /// The button that leaves things unchanged: semibold in an alert unless another action is preferred,
        /// apart at the bottom of an action sheet. An alert controller takes one.
        case cancel = 1
        /// A button that changes or deletes data: red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// How the button looks.
    public let style: Style
    /// Whether the button can be tapped. A disabled action is drawn greyed on iOS, which Popsnap's alerts do
    /// not draw yet: drawing an alert holding one fails rather than draw it enabled.
    open var isEnabled = true
    /// What UIKit calls once the alert is dismissed by this action's button.
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// An action titled `title`, in `style`, calling `handler` when chosen.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
