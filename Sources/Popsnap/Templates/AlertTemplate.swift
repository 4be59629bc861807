import PopsnapLayout
import PopsnapText

/// Seed 000's PopUpWindow as an element tree: a bordered container holding a title bar, the message
/// and a button, laid out by the seed's constraints.
public enum AlertTemplate {
    public static func element(_ content: AlertContent, theme t: AlertTheme = AlertTheme()) -> Element {
        var title = Element.text(name: "title", role: "title", content.title, style: t.titleFont, color: t.titleColor)
        title.background = .color(t.titleBackground)
        title.sizing = Sizing(height: t.titleHeight)

        var message = Element.text(name: "message", role: "message", content.message, style: t.messageFont, color: t.messageColor)
        message.sizing = Sizing(minHeight: t.messageMinHeight)
        // The container's padding is the border; the message sits 15 from the container's edges.
        message.padding = EdgeInsets(horizontal: t.messageInset - t.borderWidth)

        var button = Element.text(.button, name: "button", role: "button", content.button, style: t.buttonFont, color: t.buttonTitleColor)
        button.background = .color(t.buttonBackground)
        button.sizing = Sizing(height: t.buttonHeight)

        var container = Element(kind: .vstack, name: "container", role: "container")
        container.children = [title, message, button]
        container.spacing = t.gap
        container.sizing = Sizing(width: t.width)
        container.padding = EdgeInsets(all: t.borderWidth)
        container.background = .color(t.background)
        container.border = Border(width: t.borderWidth, color: t.borderColor)
        container.cornerRadius = t.cornerRadius
        container.clipsContent = true
        return container
    }
}
