import PopsnapLayout
import PopsnapRaster
import PopsnapText
import PopsnapGeometry

/// Seed 000's PopUpWindow as an element tree: a bordered container holding a title bar, the message
/// and a button, laid out by the seed's constraints, each written as the margin it is: the title and the
/// button `BorderWidth` in from the container's edges, the message 15 pt in from its sides and 8 pt from
/// its neighbours.
extension AlertPopup {
    public func element(traits: Traits) -> Element {
        let t = theme
        var titleLabel = Element.text(name: "title", role: "title", title, style: t.titleFont, color: t.titleColor)
        titleLabel.background = .color(t.titleBackground)
        titleLabel.sizing = Sizing(height: t.titleHeight)
        titleLabel.margin = EdgeInsets(top: t.borderWidth, leading: t.borderWidth, trailing: t.borderWidth)

        var messageLabel = Element.text(name: "message", role: "message", message, style: t.messageFont, color: t.messageColor)
        messageLabel.sizing = Sizing(minHeight: t.messageMinHeight)
        messageLabel.margin = EdgeInsets(horizontal: t.messageInset)

        var buttonView = Element.text(.button, name: "button", role: "button", button, style: t.buttonFont, color: t.buttonTitleColor)
        buttonView.background = .color(t.buttonBackground)
        buttonView.sizing = Sizing(height: t.buttonHeight)
        buttonView.margin = EdgeInsets(leading: t.borderWidth, bottom: t.borderWidth, trailing: t.borderWidth)

        var container = Element(kind: .vstack, name: "container", role: "container")
        container.children = [titleLabel, messageLabel, buttonView]
        container.spacing = t.gap
        container.sizing = Sizing(width: t.width)
        container.background = .color(t.background)
        container.border = Border(width: t.borderWidth, color: t.borderColor)
        container.cornerRadius = t.cornerRadius
        container.cornerCurve = t.cornerCurve
        container.clipsContent = true
        return container
    }
}
