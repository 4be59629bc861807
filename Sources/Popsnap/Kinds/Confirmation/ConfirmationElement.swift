import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// Seed 001's knConfirmation as an element tree: a white rounded container filled by a vertical stack
/// (16 pt from its top and bottom) of icon, title, content, a 12 pt spacer and the button row; the labels
/// and the row are 16 pt in from the stack's sides, as the seed's `horizontal(toView: stack, space: 16)`.
extension ConfirmationPopup {
    public func element(traits: Traits) -> Element {
        let t = theme
        var iconView = icon.element(size: t.iconSize, color: t.iconColor.resolved(for: traits.appearance))
        iconView.alignSelf = .center

        var titleLabel = Element.text(name: "title", role: "title", title, style: t.titleFont.resolved(for: traits.contentSize), color: t.titleColor.resolved(for: traits.appearance),
                                      specPath: "popup.title")
        titleLabel.margin = EdgeInsets(horizontal: t.inset)

        // The seed's contentLabel.
        var content = Element.text(name: "content", role: "message", message, style: t.messageFont.resolved(for: traits.contentSize), color: t.messageColor.resolved(for: traits.appearance),
                                   specPath: "popup.message")
        content.margin = EdgeInsets(horizontal: t.inset)

        let spacer = Element(.spacer(length: t.spacerHeight), name: "spacer", role: "spacer")

        var cancelButton = Element.text(.button, name: "cancel", role: "button", cancel, style: t.buttonFont.resolved(for: traits.contentSize), color: t.cancelColor.resolved(for: traits.appearance),
                                        specPath: "popup.cancel")
        cancelButton.border = Border(width: t.cancelBorderWidth, color: t.cancelColor.resolved(for: traits.appearance))
        cancelButton.cornerRadius = t.buttonCornerRadius
        cancelButton.cornerCurve = t.buttonCornerCurve
        cancelButton.sizing = Sizing(height: t.buttonHeight)

        var okButton = Element.text(.button, name: "ok", role: "button", ok, style: t.buttonFont.resolved(for: traits.contentSize), color: t.okTitleColor.resolved(for: traits.appearance),
                                    specPath: "popup.ok")
        okButton.background = .color(t.okBackground.resolved(for: traits.appearance))
        okButton.cornerRadius = t.buttonCornerRadius
        okButton.cornerCurve = t.buttonCornerCurve
        okButton.sizing = Sizing(height: t.buttonHeight)

        var buttons = Element(.hstack(Element.Stack(spacing: t.buttonSpacing, distribution: .fillEqually)), name: "buttons", role: "buttons")
        buttons.children = [cancelButton, okButton]
        buttons.margin = EdgeInsets(horizontal: t.inset)

        var stack = Element(.vstack(Element.Stack(spacing: t.spacing)), name: "stack", role: "stack")
        stack.children = [iconView, titleLabel, content, spacer, buttons]
        stack.margin = EdgeInsets(top: t.inset, bottom: t.inset)

        var container = Element(.vstack(Element.Stack()), name: "container", role: "container")
        container.children = [stack]
        container.sizing = Sizing(width: t.width)
        container.background = .color(t.background.resolved(for: traits.appearance))
        container.cornerRadius = t.cornerRadius
        container.cornerCurve = t.cornerCurve
        container.clipsContent = true
        return container
    }
}
