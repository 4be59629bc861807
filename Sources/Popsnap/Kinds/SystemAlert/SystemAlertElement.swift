import PopsnapLayout
import PopsnapRaster

/// UIAlertController's alert as an element tree: title and message, then the actions side by side when
/// there are two, stacked when one or three and more; hairlines between them; the cancel action last
/// when stacked and on the left when side by side, as UIKit orders them.
extension SystemAlertPopup {
    public func element(traits: Traits) -> Element {
        let t = theme, appearance = traits.appearance
        let hairline = traits.scale.hairline
        let separatorColor = t.separator.resolved(for: appearance)

        let titleStyle = t.titleFont.resolved(for: traits.contentSize), messageStyle = t.messageFont.resolved(for: traits.contentSize)
        // UIFontMetrics scales a constraint's constant as its label's font grows.
        let titleScale = titleStyle.size / t.titleFont.style.size, messageScale = messageStyle.size / t.messageFont.style.size
        var titleLabel = Element.text(name: "title", role: "title", title, style: titleStyle, color: t.textColor.resolved(for: appearance))
        var messageLabel = Element.text(name: "message", role: "message", message, style: messageStyle, color: t.textColor.resolved(for: appearance))
        // Between the two baselines the frames meet under the title's descenders, or at the message's baseline
        // when a theme puts the two closer (only the baselines are UIKit's; where the frames meet moves no pixel).
        let titleDescent = message == nil ? t.titleBottom * titleScale : min((0.25 * titleStyle.size).rounded(), t.titleToMessage * messageScale)
        titleLabel.baselines = BaselineInsets(top: t.titleBaseline * titleScale, bottom: titleDescent)
        messageLabel.baselines = BaselineInsets(top: title == nil ? t.messageBaseline * messageScale : t.titleToMessage * messageScale - titleDescent,
                                                bottom: t.messageBottom * messageScale)
        var texts = Element(kind: .vstack, name: "content", role: "content")
        texts.children = [titleLabel, messageLabel]
        texts.padding = EdgeInsets(top: 0, leading: t.sideInset, bottom: 0, trailing: t.sideInset)
        texts.isPresent = title != nil || message != nil

        let sideBySide = actions.count == 2 && !stacked
        var ordered = actions
        if let cancel = ordered.firstIndex(where: { $0.style == .cancel }) {
            let action = ordered.remove(at: cancel)
            if sideBySide { ordered.insert(action, at: 0) } else { ordered.append(action) }
        }
        func separator(_ name: String, vertical: Bool) -> Element {
            var s = Element(kind: .box, name: name, role: "separator")
            s.background = .color(separatorColor)
            s.sizing = vertical ? Sizing(width: hairline) : Sizing(height: hairline)
            return s
        }
        var buttons: [Element] = []
        for (i, action) in ordered.enumerated() {
            if i > 0 { buttons.append(separator("separator[\(i)]", vertical: sideBySide)) }
            let font = action.style == .cancel ? t.cancelFont : t.buttonFont
            var b = Element.text(.button, name: "button[\(i)]", role: "button", action.title,
                                 style: font.resolved(for: traits.contentSize),
                                 color: action.style == .destructive ? t.destructive.resolved(for: appearance) : t.tint.resolved(for: appearance))
            // At least 44 high; taller when Dynamic Type makes the title taller, as UIKit's action rows grow.
            b.sizing = Sizing(minHeight: t.buttonHeight)
            let buttonScale = b.textStyle.size / font.style.size
            b.baselines = BaselineInsets(top: t.buttonBaseline * buttonScale, bottom: (t.buttonHeight - t.buttonBaseline) * buttonScale)
            b.padding = EdgeInsets(horizontal: 8)
            buttons.append(b)
        }
        var row = Element(kind: sideBySide ? .hstack : .vstack, name: "actions", role: "actions")
        row.children = buttons
        if sideBySide {
            // Two equal halves either side of the hairline.
            row.children = [buttons[0], buttons[1], buttons[2]]
            row.children[0].sizing.width = (t.width - hairline) / 2
            row.children[2].sizing.width = (t.width - hairline) / 2
        }

        var container = Element(kind: .vstack, name: "container", role: "container")
        container.children = [texts, separator("separator", vertical: false), row]
        container.children[1].isPresent = texts.isPresent && !actions.isEmpty
        container.sizing = Sizing(width: t.width)
        container.background = t.material.map { .material($0.resolved(for: appearance)) } ?? .color(t.background.resolved(for: appearance))
        container.cornerRadius = t.cornerRadius
        container.cornerCurve = t.cornerCurve
        container.clipsContent = true
        return container
    }
}
