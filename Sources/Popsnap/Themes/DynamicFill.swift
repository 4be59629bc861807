import PopsnapRaster

/// A fill as a spec or a theme writes it, before an appearance is chosen: a colour, a gradient, or a
/// surface material (blur or glass), each keeping its light and dark values until the scene is made.
public enum DynamicFill: Sendable, Equatable {
    /// One colour, its light or dark value as the appearance chooses.
    case color(DynamicColor)
    /// Colours evenly spaced from top to bottom.
    case verticalGradient([DynamicColor])
    /// A blur material or glass, which reads the screen behind the element.
    case surface(SurfaceMaterial)
    /// A fill already resolved, the same in both appearances (a HUD library's material worked out for
    /// its style).
    case fixed(Fill)

    /// One colour in both appearances: `.color(.white)`.
    public static func color(_ color: Color) -> DynamicFill { .color(DynamicColor(color)) }
    /// A material already resolved, in both appearances.
    public static func material(_ material: Material) -> DynamicFill { .fixed(.material(material)) }
    /// Glass already resolved, in both appearances.
    public static func glass(_ glass: GlassEffect) -> DynamicFill { .fixed(.glass(glass)) }

    /// Whether painting it needs the screen behind the popup.
    var readsBackdrop: Bool {
        switch self {
        case .color, .verticalGradient: false
        case .surface: true
        case let .fixed(fill): fill.readsBackdrop
        }
    }

    /// The fill drawn in `appearance`.
    public func resolved(for appearance: Appearance) -> Fill {
        switch self {
        case let .color(c): return .color(c.resolved(for: appearance))
        case let .verticalGradient(colors): return .verticalGradient(colors.map { $0.resolved(for: appearance) })
        case let .surface(material): return material.fill(for: appearance)
        case let .fixed(fill): return fill
        }
    }
}
