import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry
import PopsnapText

/// The alert's text fields as an element tree: a column of boxes between the message and the actions,
/// each showing its text (dots when secure) or its placeholder, the focused one with its caret.
extension SystemAlertPopup {
    /// The fields' column, `f`'s insets inside a card `cardWidth` wide; absent when there is no field.
    func fieldsElement(_ f: AlertTextFieldTheme, cardWidth: Double, traits: Traits, belowContent: Bool) -> Element {
        var column = Element(.vstack(Element.Stack(spacing: f.spacing)), name: "fields", role: "fields")
        column.padding = EdgeInsets(top: belowContent ? f.top : f.topAlone, leading: f.sideInset, bottom: f.bottom, trailing: f.sideInset)
        column.isPresent = !textFields.isEmpty
        let focus = textFields.focusedIndex
        column.children = textFields.enumerated().map { i, field in
            Self.fieldElement(field, index: i, focused: i == focus, f, width: cardWidth - 2 * f.sideInset, traits: traits)
        }
        return column
    }

    /// One field: a box `width` wide holding its text or placeholder and, when it has the focus, the caret
    /// at the end of the text (before the placeholder when empty, where typing would start).
    private static func fieldElement(_ field: AlertTextField, index: Int, focused: Bool, _ f: AlertTextFieldTheme,
                                     width: Double, traits: Traits) -> Element {
        let appearance = traits.appearance
        let style = f.font.resolved(for: traits.contentSize)
        // The field grows with its font, as UIFontMetrics scales the alert's other rows.
        let scale = style.size / f.font.style.size
        let shown = field.shownText
        var label = Element.text(name: shown == nil ? "placeholder" : "text", role: shown == nil ? "placeholder" : "text",
                                 shown ?? field.placeholder, style: style,
                                 color: (shown == nil ? f.placeholderColor : f.textColor).resolved(for: appearance),
                                 specPath: "popup.textFields[\(index)].\(shown == nil ? "placeholder" : "text")")
        // One line as wide as the field leaves it beside the caret: longer text is cut short with "…".
        label.sizing = Sizing(maxWidth: max(0, width - 2 * f.textInset - (focused ? f.caretWidth : 0)))

        var caret = Element(.box, name: "caret", role: "caret")
        caret.background = .color(f.caret.resolved(for: appearance))
        caret.sizing = Sizing(width: f.caretWidth, height: (f.caretHeightPerPoint * style.size * traits.scale.pixelsPerPoint).rounded() / traits.scale.pixelsPerPoint)
        caret.isPresent = focused
        caret.isAccessibilityElement = false

        var box = Element(.hstack(Element.Stack(alignment: .center)), name: "field[\(index)]", role: "textField")
        box.specPath = "popup.textFields[\(index)]"
        box.children = shown == nil ? [caret, label] : [label, caret]
        box.sizing = Sizing(width: width, height: f.height * scale)
        box.padding = EdgeInsets(horizontal: f.textInset)
        box.background = .color(f.background.resolved(for: appearance))
        box.border = f.border.map { Border(width: traits.scale.hairline, color: $0.resolved(for: appearance)) }
        box.cornerRadius = f.cornerRadius * scale
        box.cornerCurve = f.cornerCurve
        box.clipsContent = true
        // VoiceOver reads a UITextField as one element: its placeholder as the label, its text as the value
        // (UIAccessibility: a text field's accessibilityValue is its text); a secure field's text is not read.
        box.isAccessibilityElement = true
        box.accessibilityLabel = field.placeholder ?? ""
        box.accessibilityValue = field.secure ? "" : field.text
        return box
    }
}
