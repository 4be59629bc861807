import PopsnapLayout
import PopsnapRaster
import PopsnapText
import PopsnapGeometry

/// MBProgressHUD's view tree (.m:511-599 of MBProgressHUD.m): the bezel, centred with at least `margin`
/// to the screen's edges, holds the indicator, the label, the details label and the button, each centred
/// with at least `margin` to the bezel's sides, 4 pt between two that are visible, and equal spacers of at
/// least `margin` above and below, so the bezel is its content plus twice the margin each way (or its
/// minimum size, with the content centred).
extension MBProgressHUDPopup {
    public func element(traits: Traits) -> Element {
        let t = theme, appearance = traits.appearance
        let color = t.contentColor.resolved(for: appearance)

        // An empty label's intrinsic size is zero, which hides it and the 4 pt beside it (.m:618-622).
        func text(_ name: String, role: String, _ text: String?, style: TextStyle, kind: Element.TextKind = .text, key: String) -> Element {
            var e = Element.text(kind, name: name, role: role, text, style: style, color: color, specPath: "popup.\(key)")
            e.isPresent = !(text ?? "").isEmpty
            return e
        }
        let label = text("label", role: "label", self.label, style: t.labelFont.resolved(for: traits.contentSize), key: "label")
        let details = text("details", role: "message", details, style: t.detailsFont.resolved(for: traits.contentSize), key: "details")
        var button = text("button", role: "button", button, style: t.buttonFont.resolved(for: traits.contentSize), kind: .button, key: "cancelButton")
        button.padding = EdgeInsets(top: T.buttonVerticalPadding, leading: T.buttonSidePadding,
                                    bottom: T.buttonVerticalPadding, trailing: T.buttonSidePadding)
        button.border = Border(width: T.buttonBorder, color: color)
        // ceil(height / 2) is at least half the height: corners that meet, a capsule.
        button.cornerRadius = .infinity

        var bezel = Element.hudBezel([indicator(color: color), label, details, button], spacing: t.spacing)
        bezel.padding = EdgeInsets(all: t.margin)
        bezel.margin = EdgeInsets(all: t.margin)
        bezel.sizing = Sizing(minWidth: t.minimumWidth, minHeight: t.minimumHeight)
        bezel.sizing.growsToSquare = t.square
        bezel.background = t.material.map(DynamicFill.surface) ?? .color(t.background)
        bezel.cornerRadius = t.cornerRadius
        bezel.cornerCurve = t.cornerCurve
        bezel.clipsContent = true
        return bezel
    }

    private typealias T = MBProgressHUDTheme

    /// The view `updateIndicators` (.m:364-429) puts above the labels; absent in text mode.
    private func indicator(color: Color) -> Element {
        var e = Element(.progress(Element.Progress(0, style: .mbProgressHUDRound)), name: "indicator", role: "progress")
        // MBRoundProgressView and MBBarProgressView are plain UIViews, which VoiceOver does not stop on; only
        // the indeterminate mode's UIActivityIndicatorView is read ("In progress").
        e.isAccessibilityElement = false
        e.foregroundColor = DynamicColor(color)
        e.sizing = .square(T.roundSize)
        switch mode {
        case .indeterminate:
            e.content = .indicator(Element.Indicator(style: .ticks))
            e.role = "indicator"
            e.isAccessibilityElement = nil
            e.sizing = .square(T.indicatorSize)
        case let .determinate(p): e.content = .progress(Element.Progress(p, style: .mbProgressHUDRound))
        case let .annularDeterminate(p): e.content = .progress(Element.Progress(p, style: .mbProgressHUDAnnular))
        case let .determinateHorizontalBar(p):
            e.content = .progress(Element.Progress(p, style: .mbProgressHUDBar))
            e.sizing = Sizing(width: T.barWidth, height: T.barHeight)
        case let .customView(icon):
            e.content = .icon(.icon(icon))
            e.role = "icon"
            e.sizing = .square(T.customViewSize)
        case .text:
            e.isPresent = false
        }
        return e
    }
}
