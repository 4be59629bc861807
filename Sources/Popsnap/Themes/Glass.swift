import PopsnapRaster

/// iOS 26's Liquid Glass (UIGlassEffect, SwiftUI's `glassEffect`), `regular` or `clear`, optionally tinted,
/// for any element's background; a theme says `.glass(.regular)` or `.glass(.clear.tint(color))`.
///
/// Sources. The formula (see `GlassEffect`): refraction through a convex squircle bezel by Snell's law,
/// kube.io's "Liquid Glass in the Browser: Refraction with CSS and SVG" (2025; glass of index 1.5), and a
/// specular rim lit from a fixed angle, the CSS reproductions' specular map (liqvued, "How it works").
/// What the styles are: WWDC25 "Meet Liquid Glass" — regular blurs what is behind and adapts to light and
/// dark; clear is highly translucent, for media-rich backgrounds, and barely frosts. Apple publishes no
/// figures for either, so the amounts here are Popsnap's reading of those demos, not measurements: the
/// rim lit from the top left (light at 225°), brightest there, fainter on the opposite side.
public struct Glass: Sendable, Equatable {
    /// The two Liquid Glass variants WWDC25 names; a spec writes their raw values.
    public enum Style: String, Sendable, CaseIterable { /** `regular`: frosted, adapting to light and dark; `clear`: highly translucent, for media-rich backgrounds. */ case regular, clear }

    /// `regular` (frosted, the default) or `clear` (barely blurred).
    public var style: Style
    /// A colour over the glass (UIGlassEffect.tintColor), at its own alpha: `#0A84FF40` is a quarter blue.
    public var tint: DynamicColor?

    /// Glass of `style`, with an optional `tint` composited over it in each appearance.
    /// ```swift
    /// let tinted = Glass(.regular, tint: DynamicColor(Color(r8: 0x0A, g8: 0x84, b8: 0xFF).withAlpha(0.25)))
    /// ```
    public init(_ style: Style = .regular, tint: DynamicColor? = nil) {
        self.style = style
        self.tint = tint
    }

    /// Untinted regular glass: blurred 8 pt under a quarter-white (light) or a third near-black (dark) veil.
    public static let regular = Glass(.regular)
    /// Untinted clear glass: blurred 2 pt under a faint veil, for media-rich backgrounds.
    public static let clear = Glass(.clear)

    /// The same glass tinted, as SwiftUI's `Glass.tint(_:)`.
    public func tint(_ color: Color) -> Glass { Glass(style, tint: DynamicColor(color)) }

    /// The bezel, its thickness and the rim are the same for both styles: the shape of the glass.
    static let bezelWidth = 12.0, thickness = 4.0, refractiveIndex = 1.5
    static let rimWidth = 1.5, rimAmbient = 0.2, rimFacing = 0.6, rimAway = 0.3, lightAngle = 225.0

    /// Regular frosts (blur 8 pt) under a veil a quarter white (light) or a third near-black (dark);
    /// clear barely blurs (2 pt) under a faint veil.
    var blurRadius: Double { style == .regular ? 8 : 2 }
    var veil: DynamicColor {
        style == .regular
            ? DynamicColor(light: Color.white.withAlpha(0.25), dark: Color(white: 0.1).withAlpha(0.35))
            : DynamicColor(light: Color.white.withAlpha(0.06), dark: Color.black.withAlpha(0.12))
    }

    /// The glass's drawing recipe in `appearance`: its blur, bezel, refraction and rim, the veil and the tint
    /// resolved for that appearance.
    public func resolved(for appearance: Appearance) -> GlassEffect {
        GlassEffect(blurRadius: blurRadius, bezelWidth: Self.bezelWidth, thickness: Self.thickness, refractiveIndex: Self.refractiveIndex,
                    rimWidth: Self.rimWidth, rimAmbient: Self.rimAmbient, rimFacing: Self.rimFacing, rimAway: Self.rimAway,
                    lightAngle: Self.lightAngle, veil: veil.resolved(for: appearance), tint: tint?.resolved(for: appearance))
    }
}

/// What a theme puts behind a surface: one of UIKit's blur materials, or glass.
public enum SurfaceMaterial: Sendable, Equatable {
    /// One of UIKit's adaptable blur materials (`UIBlurEffect.Style`).
    case blur(MaterialStyle)
    /// iOS 26's Liquid Glass.
    case glass(Glass)

    /// The element's background in `appearance`.
    public func fill(for appearance: Appearance) -> Fill {
        switch self {
        case let .blur(style): return .material(style.resolved(for: appearance))
        case let .glass(glass): return .glass(glass.resolved(for: appearance))
        }
    }
}
