import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry
import PopsnapText

/// The banner as an element tree: the platter `sideMargin` in from the screen's sides, and in it, `inset`
/// from its top and sides, the icon centred at the leading edge beside a column of the first line (the
/// title, or the app's name, with the time at its trailing end) over the body. Every line is placed by
/// its baseline in a `lineHeight` box, as the kit draws it.
extension NotificationPopup {
    public func element(traits: Traits) -> Element {
        element(theme(for: traits), traits: traits)
    }

    func element(_ t: NotificationTheme, traits: Traits) -> Element {
        let appearance = traits.appearance, textColor = t.textColor.resolved(for: appearance)
        let titleStyle = t.titleFont.resolved(for: traits.contentSize), bodyStyle = t.bodyFont.resolved(for: traits.contentSize)
        // UIFontMetrics scales a line's height and baseline as its label's font grows.
        func line(_ style: TextStyle, of font: DynamicFont) -> BaselineInsets {
            let scale = style.size / font.style.size
            return BaselineInsets(top: t.lineBaseline * scale, bottom: (t.lineHeight - t.lineBaseline) * scale)
        }
        var titleLabel = Element.text(name: "title", role: "title", heading, style: titleStyle, color: textColor, specPath: "popup.title")
        titleLabel.baselines = line(titleStyle, of: t.titleFont)
        titleLabel.margin = EdgeInsets(trailing: t.titleToTime)
        // A long title truncates before the time, which keeps its length.
        titleLabel.compressible = true
        // A spacer of no fixed length: the time at the line's trailing end.
        let gap = Element(.spacer(length: nil), name: "gap", role: "spacer")
        var time = Element.text(name: "time", role: "time", time, style: t.timeFont.resolved(for: traits.contentSize),
                                color: t.timeColor.resolved(for: appearance), specPath: "popup.time")
        // On the title's baseline, whatever their sizes.
        time.baselines = titleLabel.baselines
        var header = Element(.hstack(Element.Stack(alignment: .top)), name: "header", role: "header")
        header.children = [titleLabel, gap, time]

        var bodyLabel = Element.text(name: "body", role: "message", shownBody, style: bodyStyle, color: textColor, specPath: "popup.body")
        bodyLabel.baselines = line(bodyStyle, of: t.bodyFont)
        var texts = Element(.vstack(Element.Stack()), name: "texts", role: "content")
        texts.children = [header, bodyLabel]
        texts.padding = EdgeInsets(leading: t.iconSize + t.iconSpacing)

        var content = Element(.overlay(Element.Overlay(horizontal: .leading, vertical: .center)), name: "content", role: "content")
        content.children = [icon(t, appearance: appearance), texts]

        var container = Element(.vstack(Element.Stack()), name: "container", role: "container")
        container.children = [content]
        container.padding = EdgeInsets(top: t.inset, leading: t.inset, bottom: t.bottomInset, trailing: t.inset)
        // The platter spans the screen less its margins (SceneLayout offers the screen's width less them).
        container.margin = EdgeInsets(horizontal: t.sideMargin)
        container.background = t.material.map(DynamicFill.surface) ?? .color(t.background)
        container.cornerRadius = t.cornerRadius
        container.cornerCurve = t.cornerCurve
        container.clipsContent = true
        return container
    }

    /// The app's icon, `iconSize` square with its corners: the picture cut to them, or the placeholder's colour.
    private func icon(_ t: NotificationTheme, appearance: Appearance) -> Element {
        var icon: Element
        switch appIcon {
        case let .placeholder(color): icon = Element(.box, name: "icon", role: "icon"); icon.background = .color(color.resolved(for: appearance))
        case let .image(picture): icon = Element(.image(.pixels(picture)), name: "icon", role: "icon")
        case let .file(file): icon = Element(.image(.file(file)), name: "icon", role: "icon")
        }
        icon.sizing = .square(t.iconSize)
        icon.cornerRadius = t.iconCornerRadius
        icon.cornerCurve = .continuous
        icon.clipsContent = true
        // VoiceOver names the app by its icon, as iOS reads a notification's app first.
        icon.accessibilityLabel = app
        return icon
    }
}
