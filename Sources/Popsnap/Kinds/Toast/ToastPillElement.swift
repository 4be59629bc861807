import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// SPIndicator's pill as an element tree: the icon at the leading side, the title and subtitle centred in
/// the width the icon leaves on both sides, the capsule as wide as they need between its minimum and maximum.
extension ToastPopup {
    func pillElement(_ toast: Toast, theme t: ToastPillTheme, traits: Traits) -> Element {
        let appearance = traits.appearance
        var titleStyle = t.titleFont.resolved(for: traits.contentSize)
        // SPIndicator gives a lone title two lines.
        if toast.subtitle == nil { titleStyle.maxLines = 2 }
        let grown = titleStyle.size / t.titleFont.style.size
        let title = Element.text(name: "title", role: "title", toast.title, style: titleStyle, color: t.titleColor.resolved(for: appearance))
        let subtitle = Element.text(name: "subtitle", role: "subtitle", toast.subtitle, style: t.subtitleFont.resolved(for: traits.contentSize),
                                    color: t.subtitleColor.resolved(for: appearance))
        var texts = Element(.vstack(Element.Stack(spacing: t.titleToSubtitle, alignment: .center)), name: "texts", role: "texts")
        texts.children = [title, subtitle]
        let hasIcon = toast.icon != nil
        // The text is centred in the width the icon leaves on both sides, as SPIndicator centres it; it
        // wraps inside that width, and the pill grows with it up to its maximum.
        texts.margin = EdgeInsets(horizontal: hasIcon ? t.iconSize + t.iconToText : 0)

        let icon = toast.icon.element(size: t.iconSize, color: t.iconColor.resolved(for: appearance))
        var pill = Self.iconBeside(icon, texts: texts, name: "pill", role: "toast", vertical: .center)
        pill.padding = EdgeInsets(horizontal: t.sideInset)
        let height = t.height * max(1, grown)
        pill.sizing = Sizing(height: height, minWidth: t.minWidth, maxWidth: t.maxWidth)
        pill.background = t.material.map(DynamicFill.surface) ?? .color(t.background)
        // A capsule: SPIndicator's `layer.cornerRadius = frame.height / 2`.
        pill.cornerRadius = height / 2
        pill.shadow = t.shadow
        pill.clipsContent = true
        return pill
    }
}
