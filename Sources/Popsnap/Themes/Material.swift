import PopsnapRaster
import PopsnapGeometry

/// A blur material as iOS draws one (UIVisualEffectView with a UIBlurEffect): what is behind the
/// element, blurred by a Gaussian, passed through a colour matrix (more vivid, and lighter or darker),
/// and a tint composited over it.
public struct Material: Sendable, Equatable {
    /// The blur radius in points: a Gaussian of σ = radius × scale device pixels (see `GaussianBlur`).
    public var blurRadius: Double
    /// Applied to the blurred pixels: UIKit's backdrop saturates them and, unlike a plain saturation,
    /// lifts (light) or lowers (dark) their brightness.
    public var colorMatrix: ColorMatrix
    /// Composited over the blurred, filtered pixels.
    public var tint: Color

    /// A material blurring `blurRadius` points, through `colorMatrix`, under `tint`.
    /// ```swift
    /// // UIImage+ImageEffects' applyDarkEffect: blur 20 pt, saturation × 1.8, white 0.11 at 0.73.
    /// let dark = Material(blurRadius: 20, colorMatrix: .saturation(1.8), tint: Color(white: 0.11, alpha: 0.73))
    /// ```
    public init(blurRadius: Double, colorMatrix: ColorMatrix, tint: Color) {
        self.blurRadius = blurRadius
        self.colorMatrix = colorMatrix
        self.tint = tint
    }

    /// The material over `behind`, the pixels behind the element already blurred: through the colour
    /// matrix, then the tint composited over them exactly as any fill is.
    public func finish(_ behind: Image) -> Image {
        var canvas = Canvas(colorMatrix.apply(to: behind))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: Double(behind.width), height: Double(behind.height))), with: .solid(tint))
        return canvas.image
    }
}

/// UIKit's adaptable blur styles (UIBlurEffect.Style), resolved per appearance as UIKit resolves them.
///
/// Sources. Apple publishes no numbers for the materials. Blur: 30 pt, Apple's WWDC 2013 sample
/// `UIImage+ImageEffects` (`applyLightEffect`) and Flutter's `CupertinoPopupSurface.defaultBlurSigma`
/// (30, "eyeballed from the iOS 17 simulator"). Colour matrices: Flutter's `CupertinoPopupSurface`
/// (`flutter/packages/flutter/lib/src/cupertino/dialog.dart`, `_lightSaturationMatrix` and
/// `_darkSaturationMatrix`, "tweaked to resemble the iOS 17 simulator"): saturation 2 about weights
/// (0.26, 0.4, 0.17) in light mode, which also lifts a grey by 17%, as UIKit's backdrop does to
/// counter the dimming behind an alert. Tints: expo-blur's `getBackgroundColor` (packages/expo-blur,
/// "From Apple iOS 14 Sketch Kit"), its Light and Dark variants at intensity 100, except the light
/// `systemMaterial`, which is measured (see `systemMaterialLightTint`).
public enum MaterialStyle: String, Sendable, CaseIterable {
    /// UIBlurEffect.Style's adaptable materials, thinnest first; each differs only by its `tint`
    /// (`systemChromeMaterial`, the bars' material, the densest in light: white at 0.97).
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial

    /// Every material's blur radius in points: 30 (UIImage+ImageEffects' `applyLightEffect`; Flutter's
    /// `CupertinoPopupSurface.defaultBlurSigma`).
    public static let blurRadius = 30.0

    /// Flutter's `_lightSaturationMatrix` and `_darkSaturationMatrix`, as published (offsets in levels).
    public static let lightMatrix = ColorMatrix(red: [1.74, -0.40, -0.17, 0], green: [-0.26, 1.60, -0.17, 0], blue: [-0.26, -0.40, 1.83, 0])
    /// The dark appearance's colour matrix: saturation and a lift of 0.30 levels a channel, Flutter's
    /// `_darkSaturationMatrix` as published.
    public static let darkMatrix = ColorMatrix(red: [1.39, -0.56, -0.11, 0.30], green: [-0.32, 1.14, -0.11, 0.30], blue: [-0.32, -0.56, 1.59, 0.30])

    /// The light `systemMaterial`'s tint, fitted to a measurement of iOS (issue 21): over an app screen of
    /// (78, 78, 0) under the alert's 20% black, iOS's alert fill is (208, 208, 184). Through the light
    /// matrix the dimmed (62, 62, 0) becomes (83, 83, 0), so the tint's blue alone gives 184 and the red's
    /// excess, 24 = 83 × (1 − alpha), wants alpha 0.71; alpha 0.74 keeps a dimmed white screen at 247
    /// (iOS's light alert over white), and grey 250 the blue. Popsnap gives (207, 207, 185); the old
    /// recipe (saturation 1.8 about Rec. 709 luma, expo-blur's #F9F9F9 at 78%) gives (208, 208, 194), and
    /// Flutter's alert colour #F2F2F2 at 80% over this matrix gives (210, 210, 194).
    public static let systemMaterialLightTint = Color(r8: 250, g8: 250, b8: 250).withAlpha(0.74)

    /// The tint over the blur, light and dark (expo-blur's values but one, see above).
    public var tint: DynamicColor {
        switch self {
        case .systemUltraThinMaterial: return DynamicColor(light: Color(r8: 249, g8: 249, b8: 249).withAlpha(0.78), dark: Color(r8: 37, g8: 37, b8: 37).withAlpha(0.55))
        case .systemThinMaterial: return DynamicColor(light: Color(r8: 199, g8: 199, b8: 199).withAlpha(0.78), dark: Color(r8: 37, g8: 37, b8: 37).withAlpha(0.7))
        case .systemMaterial: return DynamicColor(light: Self.systemMaterialLightTint, dark: Color(r8: 25, g8: 25, b8: 25).withAlpha(0.78))
        case .systemThickMaterial: return DynamicColor(light: Color(r8: 249, g8: 249, b8: 249).withAlpha(0.78), dark: Color(r8: 37, g8: 37, b8: 37).withAlpha(0.9))
        case .systemChromeMaterial: return DynamicColor(light: Color(white: 1).withAlpha(0.97), dark: Color(white: 0).withAlpha(0.75))
        }
    }

    /// The material drawn in `appearance`: the 30 pt blur, the light or dark matrix, and the tint for it.
    public func resolved(for appearance: Appearance) -> Material {
        Material(blurRadius: Self.blurRadius, colorMatrix: appearance == .light ? Self.lightMatrix : Self.darkMatrix, tint: tint.resolved(for: appearance))
    }
}
