import PopsnapLayout

/// Seed 001's knConfirmation as an element tree: a vertical stack of icon, title, content, a 12 pt spacer
/// and the button row, in a white rounded container.
public enum ConfirmationTemplate {
    public static func element(_ c: ConfirmationContent, theme t: ConfirmationTheme = ConfirmationTheme()) -> Element {
        var icon = Element(kind: .icon, name: "icon", role: "icon")
        switch c.icon {
        case let .builtIn(name)?: icon.icon = name
        case let .image(picture)?: icon.kind = .image; icon.image = picture
        case nil: icon.isPresent = false
        }
        icon.iconColor = t.iconColor
        icon.sizing = .square(t.iconSize)
        icon.alignSelf = .center

        var title = Element.text(name: "title", role: "title", c.title, style: t.titleFont, color: t.titleColor)
        title.padding = EdgeInsets(horizontal: t.inset)

        var content = Element.text(name: "content", role: "message", c.content, style: t.contentFont, color: t.contentColor)
        content.padding = EdgeInsets(horizontal: t.inset)

        var spacer = Element(kind: .spacer, name: "spacer", role: "spacer")
        spacer.length = t.spacerHeight

        var cancel = Element.text(.button, name: "cancel", role: "button", c.cancel, style: t.buttonFont, color: t.cancelColor)
        cancel.border = Border(width: t.cancelBorderWidth, color: t.cancelColor)
        cancel.cornerRadius = t.buttonCornerRadius
        cancel.sizing = Sizing(height: t.buttonHeight)

        var ok = Element.text(.button, name: "ok", role: "button", c.ok, style: t.buttonFont, color: t.okTitleColor)
        ok.background = .color(t.okBackground)
        ok.cornerRadius = t.buttonCornerRadius
        ok.sizing = Sizing(height: t.buttonHeight)

        var buttons = Element(kind: .hstack, name: "buttons", role: "buttons")
        buttons.children = [cancel, ok]
        buttons.spacing = t.buttonSpacing
        buttons.distribution = .fillEqually
        buttons.padding = EdgeInsets(horizontal: t.inset)

        var stack = Element(kind: .vstack, name: "container", role: "container")
        stack.children = [icon, title, content, spacer, buttons]
        stack.spacing = t.spacing
        stack.sizing = Sizing(width: t.width)
        stack.padding = EdgeInsets(top: t.inset, bottom: t.inset)
        stack.background = .color(t.background)
        stack.cornerRadius = t.cornerRadius
        stack.clipsContent = true
        return stack
    }
}
