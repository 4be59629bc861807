import Popsnap

extension UIAlertController {
    /// The content as Popsnap's kind of its style, refused with UIKit's words where the kind cannot draw it
    /// as iOS does.
    func popupKind(path: String, traits: UITraitCollection) throws(ViewDrawingError) -> any PopupKind {
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
            var alert = SystemAlertPopup(title: title, message: message, actions: drawn, textFields: fields)
            if let color = try fieldTextColor(path: path) {
                let c = DynamicColor(color.color(for: traits))
                alert.theme.textField.textColor = c
                alert.glassTheme.textField.textColor = c
            }
            return alert
        case .actionSheet:
            return ActionSheetPopup(title: title, message: message, actions: drawn)
        }
    }

    /// The text colour the fields set, nil when none sets one; the kind draws every field's text in one
    /// colour, so fields that differ are refused.
    private func fieldTextColor(path: String) throws(ViewDrawingError) -> UIColor? {
        let colors = (textFields ?? []).map(\.textColor)
        guard let first = colors.first, let color = first else {
            if colors.contains(where: { $0 != nil }) { throw differentColors(path) }
            return nil
        }
        guard colors.allSatisfy({ $0 == color }) else { throw differentColors(path) }
        return color
    }

    private func differentColors(_ path: String) -> ViewDrawingError {
        ViewDrawingError(view: path, reason: "text fields of one alert in different text colours are not drawn yet; give them all the same textColor, or none")
    }
}
