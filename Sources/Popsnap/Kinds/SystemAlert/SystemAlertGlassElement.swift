import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry
import PopsnapText

/// iOS 26's alert as an element tree: the title and message at the leading edge, then the actions as
/// capsules, `buttonSpacing` apart, side by side in equal halves or stacked at full width (the cancel
/// action leading when side by side, last when stacked); no hairlines.
extension SystemAlertPopup {
    func glassElement(traits: Traits, stacked: Bool) -> Element {
        let t = glassTheme, appearance = traits.appearance
        let texts = content(t, traits: traits)

        let fill = t.buttonFill.map(DynamicFill.color)
        let spacing = t.buttonSpacing
        var row = Element(stacked ? .vstack(Element.Stack(spacing: spacing)) : .hstack(Element.Stack(spacing: spacing, distribution: .fillEqually)),
                          name: "actions", role: "actions")
        row.children = orderedActions(sideBySide: !stacked).enumerated().map { i, ordered in
            let action = ordered.action
            let font = font(of: action, t)
            let style = font.resolved(for: traits.contentSize)
            var b = Element.text(.button, name: "button[\(i)]", role: "button", action.title, style: style,
                                 color: action.style == .destructive ? t.destructive.resolved(for: appearance) : t.tint.resolved(for: appearance),
                                 specPath: "popup.actions[\(ordered.index)]")
            // The capsule grows with its label's Dynamic Type size, and stays a capsule.
            let scale = style.size / font.style.size
            b.sizing = Sizing(minHeight: t.buttonHeight)
            b.baselines = BaselineInsets(top: t.buttonBaseline * scale, bottom: (t.buttonHeight - t.buttonBaseline) * scale)
            b.padding = EdgeInsets(horizontal: t.buttonPadding)
            b.background = fill
            b.cornerRadius = max(t.buttonHeight, t.buttonHeight * scale) / 2
            b.cornerCurve = .continuous
            return b
        }
        let fields = fieldsElement(t.textField, cardWidth: t.width, traits: traits, belowContent: texts.isPresent)
        row.padding = EdgeInsets(top: texts.isPresent || fields.isPresent ? 0 : t.actionInset, leading: t.actionInset, bottom: t.actionInset, trailing: t.actionInset)

        return t.card([texts, fields, row], appearance: appearance)
    }
}
