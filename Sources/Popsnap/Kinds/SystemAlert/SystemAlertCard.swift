import PopsnapRaster
import PopsnapLayout

extension SystemAlertTheme {
    /// The alert's card around `children`: its width, its material (or flat background), its corners, and
    /// its content clipped to them (UIKit's alert view masks to its bounds in both looks).
    func card(_ children: [Element], appearance: Appearance) -> Element {
        var container = Element(.vstack(Element.Stack()), name: "container", role: "container")
        container.children = children
        container.sizing = Sizing(width: width)
        container.background = material.map(DynamicFill.surface) ?? .color(background)
        container.cornerRadius = cornerRadius
        container.cornerCurve = cornerCurve
        container.clipsContent = true
        return container
    }
}
