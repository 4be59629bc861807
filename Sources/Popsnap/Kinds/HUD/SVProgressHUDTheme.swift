import PopsnapRaster
import PopsnapText

/// SVProgressHUD's metrics, each from its source (github.com/SVProgressHUD/SVProgressHUD at a8160a1, MIT
/// licence; file SVProgressHUD/SVProgressHUD.m unless another is named, with its line).
public struct SVProgressHUDTheme: Sendable {
    /// l.29-31: SVProgressHUDVerticalSpacing 12 above and below, SVProgressHUDHorizontalSpacing 12 at the
    /// sides, SVProgressHUDLabelSpacing 8 between the ring or image and the status (l.444-450).
    public var verticalSpacing = 12.0
    /// Points between the HUD's sides and its content (12, SVProgressHUDHorizontalSpacing).
    public var horizontalSpacing = 12.0
    /// Points between the ring or image and the status (8, SVProgressHUDLabelSpacing).
    public var labelSpacing = 8.0
    /// l.386: cornerRadius 14, the content clipped to it (l.1247).
    public var cornerRadius = 14.0
    /// l.365: UIFontTextStyleSubheadline, following the content size (l.1265), centred (l.1266), as many
    /// lines as the status needs (l.1268).
    public var statusFont = DynamicFont.preferred(.subheadline, alignment: .center)
    /// l.420: the status is measured in at most 200 x 300 pt.
    public var statusMaximumWidth = 200.0
    /// The status label's tallest measured height in points (300, l.420).
    public var statusMaximumHeight = 300.0
    /// l.367: imageViewSize 28 x 28: the info, success and error images fill it.
    public var imageSize = 28.0
    /// l.382-384: ringThickness 2; ringRadius 18 with a status, ringNoTextRadius 24 without (l.1058).
    public var ringThickness = 2.0
    /// The ring's radius in points when there is a status (18, l.382-384).
    public var ringRadius = 18.0
    /// The ring's radius in points without a status (24, l.1058).
    public var ringNoTextRadius = 24.0
    /// l.1099: the progress ring's track is the foreground at alpha 0.1.
    public var trackAlpha = 0.1
    /// l.1379: over the blur of the light and dark looks, the background colour at alpha 0.6.
    public var backgroundAlphaOverBlur = 0.6

    /// SVProgressHUD's own metrics at a8160a1, each field at the value its comment gives.
    /// ```swift
    /// var theme = SVProgressHUDTheme()
    /// theme.cornerRadius = 8
    /// theme.ringThickness = 3
    /// ```
    public init() {}

    /// SVIndefiniteAnimatedView.m l.139 and SVProgressAnimatedView.m l.93: a ring's view is
    /// (radius + thickness / 2 + 5) x 2 points square.
    func ringSide(hasStatus: Bool) -> Double {
        ((hasStatus ? ringRadius : ringNoTextRadius) + ringThickness / 2 + 5) * 2
    }
}

/// SVProgressHUD's styles (SVProgressHUDStyle): black on white, white on black, or the app's colours.
public enum SVProgressHUDLook: Sendable, Equatable {
    /// SVProgressHUDStyleLight: black content on white over a blur; the default in the light appearance.
    case light
    /// SVProgressHUDStyleDark: white content on black over a blur; the default in the dark appearance.
    case dark
    /// SVProgressHUDStyleCustom: `foregroundColor` and `backgroundColor` (l.356-357: black and white unless
    /// set), the background opaque and unblurred (l.1382); a system colour keeps both its values.
    case custom(foreground: DynamicColor, background: DynamicColor)

    /// l.1148-1173: the foreground and background of the light and dark styles; the custom ones in `appearance`.
    func colors(in appearance: Appearance) -> (foreground: Color, background: Color) {
        switch self {
        case .light: return (.black, .white)
        case .dark: return (.white, .black)
        case let .custom(foreground, background): return (foreground.resolved(for: appearance), background.resolved(for: appearance))
        }
    }

    /// The HUD's fill. l.1364: the light style blurs with UIBlurEffectStyleSystemMaterial, which follows
    /// the appearance, the dark one with UIBlurEffectStyleSystemMaterialDark; l.1379 puts the background
    /// at alpha 0.6 over the blur, composited here into the material's tint.
    func fill(appearance: Appearance, backgroundAlpha: Double) -> Fill {
        let blurred: Appearance
        switch self {
        case .light: blurred = appearance
        case .dark: blurred = .dark
        case let .custom(_, background): return .color(background.resolved(for: appearance))
        }
        var material = MaterialStyle.systemMaterial.resolved(for: blurred)
        material.tint = colors(in: appearance).background.withAlpha(backgroundAlpha).over(material.tint)
        return .material(material)
    }
}

extension Color {
    /// This colour composited source-over onto `below`, as two fills one over the other leave it.
    func over(_ below: Color) -> Color {
        let a = alpha + below.alpha * (1 - alpha)
        guard a > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double { (top * alpha + bottom * below.alpha * (1 - alpha)) / a }
        return Color(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue), alpha: a)
    }
}

/// Swift written from a spec gives this theme as its differences from `SVProgressHUDTheme()` (`ValueSource`).
extension SVProgressHUDTheme: DefaultInitializable {}
