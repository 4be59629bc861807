import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry
import PopsnapText

/// UIAlertController's alert as an element tree, in the traits' iOS look. iOS 18's: title and message
/// centred, then the actions side by side when there are two, stacked when one or three and more;
/// hairlines between them; the cancel action last when stacked and on the left when side by side, as
/// UIKit orders them. iOS 26's: `glassElement`.
extension SystemAlertPopup {
    public func element(traits: Traits) -> Element {
        traits.ios == .ios26 ? glassElement(traits: traits, stacked: stacked || actions.count != 2) : classicElement(traits: traits)
    }

    /// iOS 26 stacks a pair of actions whose labels do not fit side by side.
    public func elementWhenLabelsDoNotFit(traits: Traits) -> Element? {
        traits.ios == .ios26 && actions.count == 2 && !stacked ? glassElement(traits: traits, stacked: true) : nil
    }

    /// iOS 13 to 18's alert.
    func classicElement(traits: Traits) -> Element {
        let t = theme, appearance = traits.appearance
        let hairline = traits.scale.hairline
        let separatorColor = t.separator.resolved(for: appearance)
        let texts = content(t, traits: traits)

        let sideBySide = actions.count == 2 && !stacked
        let ordered = orderedActions(sideBySide: sideBySide)
        func separator(_ name: String, vertical: Bool) -> Element {
            var s = Element(.box, name: name, role: "separator")
            s.background = .color(separatorColor)
            s.sizing = vertical ? Sizing(width: hairline) : Sizing(height: hairline)
            return s
        }
        var buttons: [Element] = []
        for (i, (index, action)) in ordered.enumerated() {
            if i > 0 { buttons.append(separator("separator[\(i)]", vertical: sideBySide)) }
            let font = font(of: action, t)
            let style = font.resolved(for: traits.contentSize)
            var b = Element.text(.button, name: "button[\(i)]", role: "button", action.title, style: style,
                                 color: action.style == .destructive ? t.destructive.resolved(for: appearance) : t.tint.resolved(for: appearance),
                                 specPath: "popup.actions[\(index)]")
            // At least 44 high; taller when Dynamic Type makes the title taller, as UIKit's action rows grow.
            b.sizing = Sizing(minHeight: t.buttonHeight)
            let buttonScale = style.size / font.style.size
            b.baselines = BaselineInsets(top: t.buttonBaseline * buttonScale, bottom: (t.buttonHeight - t.buttonBaseline) * buttonScale)
            b.padding = EdgeInsets(horizontal: t.buttonPadding)
            buttons.append(b)
        }
        var row = Element(sideBySide ? .hstack(Element.Stack()) : .vstack(Element.Stack()), name: "actions", role: "actions")
        row.children = buttons
        if sideBySide {
            // Two equal halves either side of the hairline.
            row.children = [buttons[0], buttons[1], buttons[2]]
            row.children[0].sizing.width = (t.width - hairline) / 2
            row.children[2].sizing.width = (t.width - hairline) / 2
        }

        let fields = fieldsElement(t.textField, cardWidth: t.width, traits: traits, belowContent: texts.isPresent)
        var line = separator("separator", vertical: false)
        line.isPresent = (texts.isPresent || fields.isPresent) && !actions.isEmpty
        return t.card([texts, fields, line, row], appearance: appearance)
    }
}
