import PopsnapRaster
import PopsnapText

/// JGProgressHUD's metrics, each from its source (github.com/JonasGessner/JGProgressHUD at 6336c42, MIT
/// licence; files under JGProgressHUD/JGProgressHUD/, JGProgressHUD.m unless another is named, with the line).
public struct JGProgressHUDTheme: Sendable {
    /// l.185: contentInsets 20 on every side, around the indicator and the labels (l.391-393).
    public var contentInsets = 20.0
    /// l.188: cornerRadius 10, the blur clipped to it (l.137-141).
    public var cornerRadius = 10.0
    /// l.365: 10 pt under the indicator; l.376: 6 pt between the text and the detail text.
    public var indicatorSpacing = 10.0
    /// Points between the text and the detail text (6, l.376).
    public var detailSpacing = 6.0
    /// l.820, l.826: the text in the bold system font of 17 pt, a fixed size; l.848, l.854: the detail text
    /// in the regular one of 15 pt; both centred (l.816, l.844), on as many lines as they need (l.827, l.855).
    public var textFont = TextStyle(size: 17, weight: .bold, alignment: .center)
    /// The detail text's font: the regular system font, 15 pt, centred (l.848, l.854).
    public var detailTextFont = TextStyle(size: 15, alignment: .center)
    /// l.369, l.380: the labels wrap at the screen's width less layoutMargins (20, l.186) and contentInsets
    /// on each side. The element tree does not know the screen, so this is an iPhone 15's: 393 − 80 pt.
    public var maximumContentWidth = 313.0
    /// JGProgressHUDIndicatorView.m l.37: a drawn indicator's view is 50 x 50 pt. The indeterminate one is
    /// UIActivityIndicatorView's large style (JGProgressHUDIndeterminateIndicatorView.m l.22), 37 x 37 pt;
    /// the success and error marks are 33 x 33 pt images (JGProgressHUDSuccessIndicatorView.m l.35).
    public var indicatorSide = 50.0
    /// The indeterminate indicator's side in points (37, UIActivityIndicatorView's large style).
    public var activityIndicatorSide = 37.0
    /// The success and error marks' side in points (33, their images' size).
    public var markSide = 33.0
    /// JGProgressHUDPieIndicatorView.m l.48: the pie's rim is 2 pt; JGProgressHUDRingIndicatorView.m l.97:
    /// the ring is 3 pt wide.
    public var pieRimWidth = 2.0
    /// The ring's stroke width in points (3, JGProgressHUDRingIndicatorView.m l.97).
    public var ringWidth = 3.0

    /// JGProgressHUD's own metrics at 6336c42, each field at the value its comment gives.
    /// ```swift
    /// var theme = JGProgressHUDTheme()
    /// theme.cornerRadius = 16
    /// theme.textFont = TextStyle(size: 15, weight: .semibold, alignment: .center)
    /// ```
    public init() {}
}

/// JGProgressHUD's styles (JGProgressHUDStyle), each a UIBlurEffect style (JGProgressHUD.m l.758-768)
/// with black content, or white on the dark one.
public enum JGProgressHUDLook: String, Sendable, CaseIterable {
    /// `extraLight`: JGProgressHUDStyleExtraLight, the default in the light appearance; `light`:
    /// JGProgressHUDStyleLight; `dark`: JGProgressHUDStyleDark, white content, the default in the dark appearance.
    case extraLight, light, dark

    /// UIBlurEffectStyleExtraLight, Light and Dark as Apple's WWDC 2013 sample `UIImage+ImageEffects`
    /// draws them, the one recipe Apple published: `applyExtraLightEffect` blur 20 pt, tint white 0.97
    /// at alpha 0.82; `applyLightEffect` 30 pt, white 1.0 at 0.3; `applyDarkEffect` 20 pt, white 0.11 at
    /// 0.73; saturation × 1.8 in all three.
    public var material: Material {
        switch self {
        case .extraLight: return Material(blurRadius: 20, colorMatrix: .saturation(1.8), tint: Color(white: 0.97, alpha: 0.82))
        case .light: return Material(blurRadius: 30, colorMatrix: .saturation(1.8), tint: Color(white: 1, alpha: 0.3))
        case .dark: return Material(blurRadius: 20, colorMatrix: .saturation(1.8), tint: Color(white: 0.11, alpha: 0.73))
        }
    }

    /// l.815, l.843: the labels; JGProgressHUDIndeterminateIndicatorView.m l.48-51 and
    /// JGProgressHUDImageIndicatorView.m l.28-31: the indicator and the marks; the pie and ring too
    /// (JGProgressHUDPieIndicatorView.m l.153-157, JGProgressHUDRingIndicatorView.m l.176-180).
    public var foreground: Color { self == .dark ? .white : .black }

    /// JGProgressHUDPieIndicatorView.m l.154-162: inside the pie's rim, white 0.2, 0.85 or 0.9.
    public var pieFill: Color {
        switch self {
        case .extraLight: return Color(white: 0.9)
        case .light: return Color(white: 0.85)
        case .dark: return Color(white: 0.2)
        }
    }

    /// JGProgressHUDRingIndicatorView.m l.177-185: the ring's track, white 0.9 or 0.85, black on the dark style.
    public var ringTrack: Color {
        switch self {
        case .extraLight: return Color(white: 0.9)
        case .light: return Color(white: 0.85)
        case .dark: return Color(white: 0)
        }
    }
}

/// Swift written from a spec gives this theme as its differences from `JGProgressHUDTheme()` (`ValueSource`).
extension JGProgressHUDTheme: DefaultInitializable {}
