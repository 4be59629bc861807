import Popsnap

extension UIAlertController {
    /// The content as Popsnap's kind of its style, refused with UIKit's words where the kind cannot draw it
    /// as iOS does.
    func popupKind(path: String) throws(ViewDrawingError) -> any PopupKind {
        guard !actions.isEmpty else {
            throw ViewDrawingError(view: path, reason: "an alert controller with no action is not drawn yet; add one with addAction(_:)")
        }
        var drawn: [AlertAction] = []
        for action in actions {
            guard let title = action.title, !title.isEmpty else {
                throw ViewDrawingError(view: path, reason: "an action with no title is not drawn yet; give it a title")
            }
            guard action.isEnabled else {
                throw ViewDrawingError(view: path, reason: "the disabled action \"\(title)\" is drawn greyed on iOS, which is not drawn yet; leave it enabled")
            }
            let style: AlertAction.Style = switch action.style {
            case .default: .default
            case .cancel: .cancel
            case .destructive: .destructive
            }
            // An action sheet ignores preferredAction, as UIKit does.
            drawn.append(AlertAction(title, style: style, preferred: preferredStyle == .alert && action === preferredAction))
        }
        switch preferredStyle {
        case .alert:
            let fields = (textFields ?? []).map { f in
                AlertTextField(placeholder: f.placeholder, text: f.text ?? "", secure: f.isSecureTextEntry)
            }
            return SystemAlertPopup(title: title, message: message, actions: drawn, textFields: fields)
        case .actionSheet:
            return ActionSheetPopup(title: title, message: message, actions: drawn)
        }
    }
}
