import PopsnapLayout
import PopsnapRaster

/// SVProgressHUD's layout (SVProgressHUD.m, updateHUDFrame, l.404-485): the ring or image centred above
/// the status, 12 pt from the top and the sides, 8 pt between them, the HUD as small as its content
/// (minimumSize is zero, l.364).
extension SVProgressHUDPopup {
    public func element(traits: Traits) -> Element {
        let t = theme, look = resolvedLook(traits.appearance), ink = look.colors.foreground
        let hasStatus = !(status ?? "").isEmpty

        var mark = Element(kind: .box, name: "indicator", role: "indicator")
        mark.alignSelf = .center
        let ringSide = t.ringSide(hasStatus: hasStatus), radius = hasStatus ? t.ringRadius : t.ringNoTextRadius
        switch mode {
        case .indeterminate:
            mark.sizing = .square(ringSide)
            mark.drawing = SVProgressHUDMarks.spinner(side: ringSide, radius: radius, thickness: t.ringThickness, color: ink)
        case let .progress(value):
            mark.role = "progress"
            mark.sizing = .square(ringSide)
            mark.drawing = SVProgressHUDMarks.progressRing(value, side: ringSide, radius: radius, thickness: t.ringThickness,
                                                           color: ink, trackAlpha: t.trackAlpha)
        case let .image(image):
            mark.role = "icon"
            mark.sizing = .square(t.imageSize)
            mark.drawing = SVProgressHUDMarks.image(image, side: t.imageSize, color: ink)
        case .text:
            mark.isPresent = false
        }

        var label = Element.text(name: "status", role: "label", hasStatus ? status : nil,
                                 style: t.statusFont.resolved(for: traits.contentSize), color: ink)
        label.sizing = Sizing(maxWidth: t.statusMaximumWidth, maxHeight: t.statusMaximumHeight)

        var hud = Element(kind: .vstack, name: "container", role: "container")
        hud.children = [mark, label]
        hud.spacing = t.labelSpacing
        hud.horizontalAlignment = .center
        hud.padding = EdgeInsets(top: t.verticalSpacing, leading: t.horizontalSpacing, bottom: t.verticalSpacing, trailing: t.horizontalSpacing)
        hud.background = look.fill(appearance: traits.appearance, backgroundAlpha: t.backgroundAlphaOverBlur)
        hud.cornerRadius = t.cornerRadius
        hud.clipsContent = true
        return hud
    }
}
