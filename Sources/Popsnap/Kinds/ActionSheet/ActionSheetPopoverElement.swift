import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// An action sheet on an iPad: a popover `popover.width` wide beside its anchor, under it with the arrow
/// on top when the anchor is in the screen's top half, over it with the arrow below otherwise. The cancel
/// action is left out (tapping outside the popover cancels), as UIKit does. The group is the look's own
/// (hairlines on iOS 18, capsules on iOS 26), on the popover's flat fill.
extension ActionSheetPopup {
    func popoverElement(traits: Traits) -> Element {
        let t = theme(for: traits), p = t.popover, fill = p.background.resolved(for: traits.appearance)
        var group = traits.ios == .ios26 ? glassGroup(traits: traits) : classicGroup(traits: traits)
        group.background = .color(fill)
        group.cornerRadius = t.cornerRadius
        group.cornerCurve = t.cornerCurve
        if traits.ios == .ios26 { group.padding = EdgeInsets(top: 0, leading: t.contentInset, bottom: t.contentInset, trailing: t.contentInset) }

        let canvas = traits.screen?.size ?? Size(width: p.width, height: 0)
        let source = popoverSource(traits)
        let downward = PopupPlacement.opensDownward(from: source, canvas: canvas)
        let (w, h) = (p.arrowWidth, p.arrowHeight)
        var arrow = Element(.icon(.drawn { ink, _, _ in
            var triangle = Path()
            // Its tip towards the anchor: up when the popover opens downward.
            triangle.move(to: Point(x: 0, y: downward ? h : 0))
            triangle.line(to: Point(x: w / 2, y: downward ? 0 : h))
            triangle.line(to: Point(x: w, y: downward ? h : 0))
            triangle.close()
            return Drawing([.fill(triangle, .solid(ink))])
        }), name: "arrow", role: "arrow")
        arrow.sizing = Sizing(width: p.arrowWidth, height: p.arrowHeight)
        arrow.alignSelf = .start
        arrow.foregroundColor = DynamicColor(fill)
        arrow.margin.leading = arrowOffset(p, cornerRadius: t.cornerRadius, source: source, traits: traits)

        var container = Element(.vstack(Element.Stack()), name: "container", role: "container")
        container.children = downward ? [arrow, group] : [group, arrow]
        container.sizing.width = p.width
        return container
    }

    /// How far the arrow's base starts from the popover's leading side, so its tip is over the anchor's
    /// centre, kept clear of the rounded corners; measured from the right in a right-to-left layout, which
    /// mirrors the popover's inside.
    func arrowOffset(_ p: PopoverMetrics, cornerRadius: Double, source: Rect, traits: Traits) -> Double {
        guard let screen = traits.screen else { return (p.width - p.arrowWidth) / 2 }
        let x = PopupPlacement.popoverX(width: p.width, beside: source, margin: p.margin, canvas: screen.size, safeArea: screen.safeArea)
        let tip = min(max(source.x + source.width / 2 - x, cornerRadius + p.arrowWidth / 2), p.width - cornerRadius - p.arrowWidth / 2)
        return (traits.layoutDirection == .rightToLeft ? p.width - tip : tip) - p.arrowWidth / 2
    }
}
