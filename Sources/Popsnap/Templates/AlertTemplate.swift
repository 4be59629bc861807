import PopsnapLayout
import PopsnapText

/// Seed 000's PopUpWindow as an element tree: a bordered container holding a title bar, the message
/// and a button, laid out by the seed's constraints, each written as the margin it is: the title and the
/// button `BorderWidth` in from the container's edges, the message 15 pt in from its sides and 8 pt from
/// its neighbours.
public enum AlertTemplate {
    public static func element(_ content: AlertContent, theme t: AlertTheme = AlertTheme()) -> Element {
        var title = Element.text(name: "title", role: "title", content.title, style: t.titleFont, color: t.titleColor)
        title.background = .color(t.titleBackground)
        title.sizing = Sizing(height: t.titleHeight)
        title.margin = EdgeInsets(top: t.borderWidth, leading: t.borderWidth, trailing: t.borderWidth)

        var message = Element.text(name: "message", role: "message", content.message, style: t.messageFont, color: t.messageColor)
        message.sizing = Sizing(minHeight: t.messageMinHeight)
        message.margin = EdgeInsets(horizontal: t.messageInset)

        var button = Element.text(.button, name: "button", role: "button", content.button, style: t.buttonFont, color: t.buttonTitleColor)
        button.background = .color(t.buttonBackground)
        button.sizing = Sizing(height: t.buttonHeight)
        button.margin = EdgeInsets(leading: t.borderWidth, bottom: t.borderWidth, trailing: t.borderWidth)

        var container = Element(kind: .vstack, name: "container", role: "container")
        container.children = [title, message, button]
        container.spacing = t.gap
        container.sizing = Sizing(width: t.width)
        container.background = .color(t.background)
        container.border = Border(width: t.borderWidth, color: t.borderColor)
        container.cornerRadius = t.cornerRadius
        container.clipsContent = true
        return container
    }
}
