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
        var titleLabel = Element.text(name: "title", role: "title", title, style: t.titleFont.resolved(for: traits.contentSize), color: t.titleColor.resolved(for: traits.appearance),
                                      specPath: "popup.title")
        titleLabel.background = .color(t.titleBackground.resolved(for: traits.appearance))
        titleLabel.sizing = Sizing(height: t.titleHeight)
        titleLabel.margin = EdgeInsets(top: t.borderWidth, leading: t.borderWidth, trailing: t.borderWidth)

        var messageLabel = Element.text(name: "message", role: "message", message, style: t.messageFont.resolved(for: traits.contentSize), color: t.messageColor.resolved(for: traits.appearance),
                                        specPath: "popup.message")
        messageLabel.sizing = Sizing(minHeight: t.messageMinHeight)
        messageLabel.margin = EdgeInsets(horizontal: t.messageInset)

        var buttonView = Element.text(.button, name: "button", role: "button", button, style: t.buttonFont.resolved(for: traits.contentSize), color: t.buttonTitleColor.resolved(for: traits.appearance))
        buttonView.background = .color(t.buttonBackground.resolved(for: traits.appearance))
        buttonView.sizing = Sizing(height: t.buttonHeight)
        buttonView.margin = EdgeInsets(leading: t.borderWidth, bottom: t.borderWidth, trailing: t.borderWidth)

        var container = Element(.vstack(Element.Stack(spacing: t.gap)), name: "container", role: "container")
        container.children = [titleLabel, messageLabel, buttonView]
        container.sizing = Sizing(width: t.width)
        container.background = .color(t.background.resolved(for: traits.appearance))
        container.border = Border(width: t.borderWidth, color: t.borderColor.resolved(for: traits.appearance))
        container.cornerRadius = t.cornerRadius
        container.cornerCurve = t.cornerCurve
        container.clipsContent = true
        return container
    }
}
