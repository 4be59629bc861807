import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// SVProgressHUD's layout (SVProgressHUD.m, updateHUDFrame, l.404-485): the ring or image centred above
/// the status, 12 pt from the top and the sides, 8 pt between them, the HUD as small as its content
/// (minimumSize is zero, l.364).
extension SVProgressHUDPopup {
    public func element(traits: Traits) -> Element {
        let t = theme, look = resolvedLook(traits.appearance), ink = look.colors(in: traits.appearance).foreground
        let hasStatus = !(status ?? "").isEmpty

        let ringSide = t.ringSide(hasStatus: hasStatus), radius = hasStatus ? t.ringRadius : t.ringNoTextRadius
        let spinner = Element.Indicator { ink, _, phase in
            SVProgressHUDMarks.spinner(side: ringSide, radius: radius, thickness: t.ringThickness, color: ink,
                                       turn: Double(phase) / Double(IndicatorPainter.spokes))
        }
        var mark = Element(.indicator(spinner), name: "indicator", role: "indicator")
        mark.alignSelf = .center
        mark.foregroundColor = DynamicColor(ink)
        mark.sizing = .square(ringSide)
        switch mode {
        case .indeterminate: break
        case let .progress(value):
            mark.content = .progress(Element.Progress(value) { ink, progress, _ in
                SVProgressHUDMarks.progressRing(progress, side: ringSide, radius: radius, thickness: t.ringThickness,
                                                color: ink, trackAlpha: t.trackAlpha)
            })
            mark.role = "progress"
        case let .image(image):
            mark.content = .icon(.drawn { ink, _, _ in SVProgressHUDMarks.image(image, side: t.imageSize, color: ink) })
            mark.role = "icon"
            mark.sizing = .square(t.imageSize)
        case .text:
            mark.isPresent = false
        }

        var label = Element.text(name: "status", role: "label", hasStatus ? status : nil,
                                 style: t.statusFont.resolved(for: traits.contentSize), color: ink, specPath: "popup.label")
        label.sizing = Sizing(maxWidth: t.statusMaximumWidth, maxHeight: t.statusMaximumHeight)

        var hud = Element(.vstack(Element.Stack(spacing: t.labelSpacing, alignment: .center)), name: "container", role: "container")
        hud.children = [mark, label]
        hud.padding = EdgeInsets(top: t.verticalSpacing, leading: t.horizontalSpacing, bottom: t.verticalSpacing, trailing: t.horizontalSpacing)
        hud.background = .fixed(look.fill(appearance: traits.appearance, backgroundAlpha: t.backgroundAlphaOverBlur))
        hud.cornerRadius = t.cornerRadius
        hud.clipsContent = true
        // SVProgressHUD.m makes its HUD one accessibility element labelled with the status, its lines
        // joined by spaces, or "Loading" without one.
        hud.isAccessibilityElement = true
        hud.accessibilityLabel = hasStatus ? (status ?? "").split(whereSeparator: \.isNewline).joined(separator: " ") : "Loading"
        return hud
    }
}
