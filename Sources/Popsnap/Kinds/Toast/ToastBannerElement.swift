import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// SwiftEntryKit's banners as element trees: the float's card (`EKNotificationMessageView` with a button
/// bar under it), the note's strip of one centred line (`EKNoteMessageView`), and the status-bar note.
extension ToastPopup {
    func bannerElement(_ toast: Toast, traits: Traits) -> Element {
        switch toast.preset {
        case .float: return floatElement(toast, traits: traits)
        case .note: return noteElement(toast, traits: traits, font: bannerTheme.noteFont, insets: bannerTheme.noteInsets, height: nil)
        case .statusBar:
            return noteElement(toast, traits: traits, font: bannerTheme.statusBarFont, insets: EdgeInsets(horizontal: bannerTheme.noteInsets.leading),
                               height: bannerTheme.statusBarHeight)
        }
    }

    /// The float: the icon at the top leading corner, the title and body past it, the button in a row of its
    /// own under a hairline, in a rounded card.
    private func floatElement(_ toast: Toast, traits: Traits) -> Element {
        let t = bannerTheme, appearance = traits.appearance
        let color = t.contentColor.resolved(for: appearance)
        let hasIcon = toast.icon != nil
        let title = Element.text(name: "title", role: "title", toast.title, style: t.titleFont.resolved(for: traits.contentSize), color: color)
        var subtitle = Element.text(name: "subtitle", role: "subtitle", toast.subtitle, style: t.subtitleFont.resolved(for: traits.contentSize), color: color)
        subtitle.margin.top = toast.title != nil ? t.titleToSubtitle : 0
        var texts = Element(.vstack(Element.Stack()), name: "texts", role: "texts")
        texts.children = [title, subtitle]
        texts.margin = EdgeInsets(top: hasIcon ? t.textBelowIconTop : 0, leading: hasIcon ? t.iconSize + t.iconToText : 0)
        let icon = toast.icon.element(size: t.iconSize, color: t.iconColor.resolved(for: appearance))
        var content = Self.iconBeside(icon, texts: texts, name: "content", role: "content", vertical: .top)
        content.padding = EdgeInsets(all: t.contentInset)

        var separator = Element(.box, name: "separator", role: "separator")
        separator.sizing = Sizing(height: traits.scale.hairline)
        separator.background = .color(t.separatorColor.resolved(for: appearance))
        separator.isPresent = toast.button != nil
        var button = Element.text(.button, name: "button", role: "button", toast.button,
                                  style: t.buttonFont.resolved(for: traits.contentSize), color: t.buttonColor.resolved(for: appearance))
        button.sizing = Sizing(minHeight: t.buttonHeight)

        var card = Element(.vstack(Element.Stack()), name: "float", role: "toast")
        card.children = [content, separator, button]
        card.background = .color(t.background.resolved(for: appearance))
        card.cornerRadius = t.cornerRadius
        card.shadow = t.floatShadow
        card.clipsContent = true
        return card
    }

    /// A note: its title, centred in a full-width strip.
    private func noteElement(_ toast: Toast, traits: Traits, font: DynamicFont, insets: EdgeInsets, height: Double?) -> Element {
        let t = bannerTheme, appearance = traits.appearance
        let line = Element.text(name: "title", role: "title", toast.title, style: font.resolved(for: traits.contentSize),
                                color: t.contentColor.resolved(for: appearance))
        var strip = Element(.vstack(Element.Stack()), name: "note", role: "toast")
        strip.children = [line]
        strip.padding = insets
        if let height { strip.sizing = Sizing(height: height) }
        strip.background = .color(t.background.resolved(for: appearance))
        strip.shadow = t.noteShadow
        return strip
    }
}
