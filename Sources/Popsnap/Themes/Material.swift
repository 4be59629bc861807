import PopsnapRaster

/// A blur material as iOS draws one (UIVisualEffectView with a UIBlurEffect): what is behind the
/// element, blurred by a Gaussian, its saturation raised, and a tint composited over it.
public struct Material: Sendable, Equatable {
    /// The blur radius in points: a Gaussian of σ = radius × scale device pixels (see `GaussianBlur`).
    public var blurRadius: Double
    /// 1 leaves colours as they are; above 1 makes them more vivid (CIColorControls' saturation).
    public var saturation: Double
    /// Composited over the blurred, saturated pixels.
    public var tint: Color

    public init(blurRadius: Double, saturation: Double, tint: Color) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
    }

    /// The material over `behind`, the pixels behind the element already blurred: saturated, then the
    /// tint composited over them exactly as any fill is.
    public func finish(_ behind: Image) -> Image {
        var canvas = Canvas(behind.saturated(by: saturation))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: Double(behind.width), height: Double(behind.height))), with: .solid(tint))
        return canvas.image
    }
}

/// UIKit's adaptable blur styles (UIBlurEffect.Style), resolved per appearance as UIKit resolves them.
///
/// Sources. Blur radius and saturation: Apple's WWDC 2013 sample `UIImage+ImageEffects`, the one
/// blur recipe Apple published (`applyLightEffect`: radius 30 pt, saturation ×1.8; the later materials
/// keep its look); every material here uses them. Tints: expo-blur's `getBackgroundColor`
/// (github.com/expo/expo, packages/expo-blur, "From Apple iOS 14 Sketch Kit"), its explicit Light and
/// Dark variants at intensity 100. Apple publishes no numbers for the materials themselves; these are a
/// widely used reproduction, not measurements.
public enum MaterialStyle: String, Sendable, CaseIterable {
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial

    /// `UIImage+ImageEffects`' light effect: 30 pt, saturation 1.8.
    public static let blurRadius = 30.0
    public static let saturation = 1.8

    /// The tint over the blur, light and dark (expo-blur's values, see above).
    public var tint: DynamicColor {
        switch self {
        case .systemUltraThinMaterial: return DynamicColor(light: Color(r8: 249, g8: 249, b8: 249).withAlpha(0.78), dark: Color(r8: 37, g8: 37, b8: 37).withAlpha(0.55))
        case .systemThinMaterial: return DynamicColor(light: Color(r8: 199, g8: 199, b8: 199).withAlpha(0.78), dark: Color(r8: 37, g8: 37, b8: 37).withAlpha(0.7))
        case .systemMaterial: return DynamicColor(light: Color(r8: 249, g8: 249, b8: 249).withAlpha(0.78), dark: Color(r8: 25, g8: 25, b8: 25).withAlpha(0.78))
        case .systemThickMaterial: return DynamicColor(light: Color(r8: 249, g8: 249, b8: 249).withAlpha(0.78), dark: Color(r8: 37, g8: 37, b8: 37).withAlpha(0.9))
        case .systemChromeMaterial: return DynamicColor(light: Color(white: 1).withAlpha(0.97), dark: Color(white: 0).withAlpha(0.75))
        }
    }

    public func resolved(for appearance: Appearance) -> Material {
        Material(blurRadius: Self.blurRadius, saturation: Self.saturation, tint: tint.resolved(for: appearance))
    }
}
