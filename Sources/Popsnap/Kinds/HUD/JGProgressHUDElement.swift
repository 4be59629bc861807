import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// JGProgressHUD's layout (JGProgressHUD.m, layoutHUD, l.344-425): the indicator 20 pt from the top,
/// 10 pt under it the text, 6 pt under that the detail text, all centred, 20 pt inside every edge.
extension JGProgressHUDPopup {
    public func element(traits: Traits) -> Element {
        let t = theme, look = resolvedLook(traits.appearance), ink = look.foreground

        var indicator = Element(.box, name: "indicator", role: "indicator")
        indicator.alignSelf = .center
        indicator.sizing = .square(t.indicatorSide)
        indicator.foregroundColor = DynamicColor(ink)
        switch mode {
        case .indeterminate:
            indicator.content = .indicator(Element.Indicator())
            indicator.sizing = .square(t.activityIndicatorSide)
        case let .pie(p):
            indicator.content = .progress(Element.Progress(p) { ink, p, _ in
                JGProgressHUDMarks.pie(p, side: t.indicatorSide, rim: t.pieRimWidth, color: ink, fill: look.pieFill)
            })
            indicator.role = "progress"
        case let .ring(p):
            indicator.content = .progress(Element.Progress(p) { ink, p, _ in
                JGProgressHUDMarks.ring(p, side: t.indicatorSide, width: t.ringWidth, color: ink, track: look.ringTrack)
            })
            indicator.role = "progress"
        case .success:
            indicator.content = .icon(.drawn { ink, _, _ in JGProgressHUDMarks.success(color: ink) })
            indicator.role = "icon"
            indicator.sizing = .square(t.markSide)
        case .error:
            indicator.content = .icon(.drawn { ink, _, _ in JGProgressHUDMarks.error(color: ink) })
            indicator.role = "icon"
            indicator.sizing = .square(t.markSide)
        case .text:
            indicator.isPresent = false
        }
        // JGProgressHUDIndicatorView is an accessibility element; each indicator's updateAccessibility names it:
        // "Indeterminate progress", "Success", "Error", and the base class's "Loading %.f %%" of its 0...1
        // progress for the pie and the ring (so "Loading 1 %" at 0.7, as the library formats it).
        indicator.isAccessibilityElement = true
        switch mode {
        case .indeterminate: indicator.accessibilityLabel = "Indeterminate progress"
        case .success: indicator.accessibilityLabel = "Success"
        case .error: indicator.accessibilityLabel = "Error"
        case let .pie(p), let .ring(p): indicator.accessibilityLabel = "Loading \(Int(p.rounded())) %"
        case .text: break
        }
        // The indicator's label says what its value would: no percentage read after it.
        indicator.accessibilityValue = ""
        let hasLabel = !(label ?? "").isEmpty, hasDetails = !(details ?? "").isEmpty
        // l.364-366: the 10 pt follow an indicator, and count only when a label follows them (l.393).
        if hasLabel || hasDetails { indicator.margin.bottom = t.indicatorSpacing }
        var text = Element.text(name: "label", role: "label", hasLabel ? label : nil, style: t.textFont, color: ink, specPath: "popup.label")
        text.sizing = Sizing(maxWidth: t.maximumContentWidth)
        var detail = Element.text(name: "details", role: "message", hasDetails ? details : nil, style: t.detailTextFont, color: ink,
                                  specPath: "popup.details")
        detail.sizing = Sizing(maxWidth: t.maximumContentWidth)
        // l.376: the 6 pt follow only a text.
        if hasLabel { detail.margin.top = t.detailSpacing }

        var hud = Element(.vstack(Element.Stack(alignment: .center)), name: "container", role: "container")
        hud.children = [indicator, text, detail]
        hud.padding = EdgeInsets(all: t.contentInsets)
        hud.background = .material(look.material)
        hud.cornerRadius = t.cornerRadius
        hud.clipsContent = true
        return hud
    }
}
