import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// Seed 002's JKProgressHUD as an element tree: a dark rounded square with the indicator (or progress,
/// or a mark) centred, and an optional label under it.
extension HUDPopup {
    func jkProgressHUDElement(traits: Traits) -> Element {
        let t = theme
        var mark = Element(.indicator(Element.Indicator()), name: "indicator", role: "indicator")
        mark.foregroundColor = t.indicatorColor
        mark.sizing = .square(t.indicatorSize)
        mark.alignSelf = .center
        switch mode {
        case .indicator: break
        case let .ring(p): mark.content = .progress(Element.Progress(p, style: .ring)); mark.role = "progress"
        case let .pie(p): mark.content = .progress(Element.Progress(p, style: .pie)); mark.role = "progress"
        case let .bar(p):
            mark.content = .progress(Element.Progress(p, style: .bar)); mark.role = "progress"
            mark.sizing = Sizing(width: t.barWidth, height: t.barHeight)
        case .success: mark.content = .icon(.icon(.success)); mark.role = "icon"
        case .error: mark.content = .icon(.icon(.error)); mark.role = "icon"
        }
        if case .icon = mark.content {
            // The marks are white discs with a dark mark, so they read on the dark square.
            mark.foregroundColor = DynamicColor(t.indicatorColor.resolved(for: traits.appearance).withAlpha(0.25))
        }

        let labelView = Element.text(name: "label", role: "label", label, style: t.labelFont.resolved(for: traits.contentSize), color: t.labelColor.resolved(for: traits.appearance),
                                     specPath: "popup.label")

        var hud = Element.hudBezel([mark, labelView], spacing: t.spacing)
        // 002: layoutSubviews puts the activity view at floorf((W - w) / 2), floorf((H - h) / 2).
        hud.content = .overlay(Element.Overlay(horizontal: .center, vertical: .center, centresOnWholePoints: true))
        hud.padding = EdgeInsets(all: t.padding)
        hud.sizing = Sizing(minWidth: t.minimumSize, maxWidth: t.maximumWidth, minHeight: t.minimumSize)
        hud.background = .color(t.background.resolved(for: traits.appearance))
        hud.cornerRadius = t.cornerRadius
        hud.cornerCurve = t.cornerCurve
        return hud
    }
}
