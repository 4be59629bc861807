import PopsnapLayout

/// Seed 001's knConfirmation as an element tree: a white rounded container filled by a vertical stack
/// (16 pt from its top and bottom) of icon, title, content, a 12 pt spacer and the button row; the labels
/// and the row are 16 pt in from the stack's sides, as the seed's `horizontal(toView: stack, space: 16)`.
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
        title.margin = EdgeInsets(horizontal: t.inset)

        var content = Element.text(name: "content", role: "message", c.content, style: t.contentFont, color: t.contentColor)
        content.margin = EdgeInsets(horizontal: t.inset)

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
        buttons.margin = EdgeInsets(horizontal: t.inset)

        var stack = Element(kind: .vstack, name: "stack", role: "stack")
        stack.children = [icon, title, content, spacer, buttons]
        stack.spacing = t.spacing
        stack.margin = EdgeInsets(top: t.inset, bottom: t.inset)

        var container = Element(kind: .vstack, name: "container", role: "container")
        container.children = [stack]
        container.sizing = Sizing(width: t.width)
        container.background = .color(t.background)
        container.cornerRadius = t.cornerRadius
        container.clipsContent = true
        return container
    }
}
