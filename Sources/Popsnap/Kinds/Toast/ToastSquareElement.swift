import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// SPAlert's Apple Music square as an element tree: the icon centred at the top, the title and message
/// centred under it, all in the content grey.
extension ToastPopup {
    func squareElement(_ toast: Toast, traits: Traits) -> Element {
        let t = squareTheme, appearance = traits.appearance
        let color = t.contentColor.resolved(for: appearance)
        let hasIcon = toast.icon != nil
        var icon = toast.icon.element(size: t.iconSize, color: color)
        icon.alignSelf = .center
        var title = Element.text(name: "title", role: "title", toast.title, style: t.titleFont.resolved(for: traits.contentSize), color: color)
        title.margin.top = hasIcon ? t.iconToTitle : 0
        var subtitle = Element.text(name: "subtitle", role: "subtitle", toast.subtitle, style: t.subtitleFont.resolved(for: traits.contentSize), color: color)
        subtitle.margin.top = toast.title != nil ? t.titleToSubtitle : hasIcon ? t.iconToTitle : 0

        var square = Element(.vstack(Element.Stack()), name: "square", role: "toast")
        square.children = [icon, title, subtitle]
        square.sizing = Sizing(width: t.width)
        square.padding = EdgeInsets(top: hasIcon ? t.iconTop : t.textOnlyInset, leading: t.sideInset,
                                    bottom: hasIcon ? t.bottomInset : t.textOnlyInset, trailing: t.sideInset)
        square.background = t.material.map(DynamicFill.surface) ?? .color(t.background)
        square.cornerRadius = t.cornerRadius
        square.cornerCurve = t.cornerCurve
        square.clipsContent = true
        return square
    }
}
