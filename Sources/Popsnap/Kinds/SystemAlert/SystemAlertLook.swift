import PopsnapRaster
import PopsnapLayout

/// What iOS 18's and iOS 26's alert themes both have, under the same spec keys: the card, the baselines
/// the title and message are placed by (both looks lay their labels out with `firstBaselineAnchor`
/// constraints, with different figures), the fonts and the colours of the actions.
protocol SystemAlertLook {
    var width: Double { get set }
    var cornerRadius: Double { get set }
    var cornerCurve: CornerCurve { get set }
    var material: SurfaceMaterial? { get set }
    var background: DynamicColor { get set }
    var sideInset: Double { get set }
    var titleBaseline: Double { get set }
    var titleToMessage: Double { get set }
    var messageBottom: Double { get set }
    var titleBottom: Double { get set }
    var messageBaseline: Double { get set }
    var buttonBaseline: Double { get set }
    var titleFont: DynamicFont { get set }
    var messageFont: DynamicFont { get set }
    var textColor: DynamicColor { get set }
    var buttonHeight: Double { get set }
    var buttonFont: DynamicFont { get set }
    var tint: DynamicColor { get set }
    var destructive: DynamicColor { get set }
    var backdrop: DynamicColor { get set }
}

extension SystemAlertTheme: SystemAlertLook {}
extension SystemAlertGlassTheme: SystemAlertLook {}

extension SystemAlertLook {
    /// The alert's card around `children`: its width, its material (or flat background), its corners, and
    /// its content clipped to them (UIKit's alert view masks to its bounds in both looks).
    func card(_ children: [Element], appearance: Appearance) -> Element {
        var container = Element(.vstack(Element.Stack()), name: "container", role: "container")
        container.children = children
        container.sizing = Sizing(width: width)
        container.background = material?.fill(for: appearance) ?? .color(background.resolved(for: appearance))
        container.cornerRadius = cornerRadius
        container.cornerCurve = cornerCurve
        container.clipsContent = true
        return container
    }
}
