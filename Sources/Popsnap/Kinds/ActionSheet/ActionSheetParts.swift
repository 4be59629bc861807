import PopsnapRaster
import PopsnapLayout
import PopsnapGeometry

extension ActionSheetTheme {
    /// The platter's fill: its material, or the flat background.
    var fill: DynamicFill { material.map(DynamicFill.surface) ?? .color(background) }

    /// The height of a row whose title is one line of `font` at the traits' text size: its padding around
    /// the line, at least `rowHeight`. The line is taken as 1.25 of the font's size, above any font's
    /// ascent plus descent, so a row laid out is never taller than this.
    func rowHeight(_ font: DynamicFont, traits: Traits) -> Double {
        let size = font.resolved(for: traits.contentSize).size
        return max(rowHeight, ((2 * rowPadding.padding(forSize: size) + 1.25 * size) * 2).rounded(.up) / 2)
    }
}

extension ActionSheetPopup {
    /// The theme of the traits' iOS look: `glassTheme` for iOS 26, `theme` before.
    public func theme(for traits: Traits) -> ActionSheetTheme { traits.ios == .ios26 ? glassTheme : theme }

    /// The title over the message, `contentPadding` above and below and `inset` from the sides; absent
    /// when the sheet has neither. The title is semibold over a message and regular alone, as UIKit draws it.
    func header(_ t: ActionSheetTheme, traits: Traits, inset: Double) -> Element {
        let color = t.textColor.resolved(for: traits.appearance)
        var titleFont = t.titleFont.resolved(for: traits.contentSize)
        if message == nil { titleFont.weight = .regular }
        var titleLabel = Element.text(name: "title", role: "title", title, style: titleFont, color: color, specPath: "popup.title")
        titleLabel.accessibilityTraits = [.header]
        let messageLabel = Element.text(name: "message", role: "message", message, style: t.messageFont.resolved(for: traits.contentSize), color: color,
                                         specPath: "popup.message")
        var content = Element(.vstack(Element.Stack(spacing: t.titleToMessage)), name: "content", role: "content")
        content.children = [titleLabel, messageLabel]
        content.padding = EdgeInsets(top: t.contentPadding, leading: inset, bottom: t.contentPadding, trailing: inset)
        content.isPresent = title != nil || message != nil
        return content
    }

    /// The row of `actions[index]`: its title centred in `font`, red when destructive, at least the look's row height.
    func row(_ index: Int, name: String, font: DynamicFont, tint: DynamicColor, _ t: ActionSheetTheme, traits: Traits) -> Element {
        let style = font.resolved(for: traits.contentSize), action = actions[index]
        var b = Element.text(.button, name: name, role: "button", action.title, style: style,
                             color: (action.style == .destructive ? t.destructive : tint).resolved(for: traits.appearance),
                             specPath: "popup.actions[\(index)]")
        let vertical = t.rowPadding.padding(forSize: style.size)
        b.padding = EdgeInsets(top: vertical, leading: t.buttonPadding, bottom: vertical, trailing: t.buttonPadding)
        b.sizing = Sizing(minHeight: t.rowHeight)
        return b
    }

    /// The sheet's width on an iPhone: the portrait screen's less the margins (UIKit keeps it in landscape,
    /// centred); nil without a screen, where it fills the canvas less its margins.
    func phoneWidth(_ t: ActionSheetTheme, traits: Traits) -> Double? {
        guard let size = traits.screen?.size else { return nil }
        return min(size.width, size.height) - 2 * t.margin
    }

    /// The most the scrolling group may be: what the safe area leaves, `margin` from its top and bottom,
    /// less what is under the group (`below`); nil without a screen.
    func groupLimit(_ t: ActionSheetTheme, traits: Traits, below: Double) -> Double? {
        guard let screen = traits.screen else { return nil }
        return max(0, screen.size.height - screen.safeArea.vertical - 2 * t.margin - below)
    }
}
