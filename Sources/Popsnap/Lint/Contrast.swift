import Glibc
import PopsnapRaster

/// WCAG 2.x contrast: relative luminance of sRGB colours and the ratio between two.
///
/// ```swift
/// Contrast.ratio(.white, .black)                                   // 21
/// Contrast.ratio(.white, Color(red: 1, green: 1, blue: 0))         // 1.07
/// ```
public enum Contrast {
    /// WCAG 2.x's relative luminance (sRGB linearised with its 0.04045 knee).
    public static func luminance(_ c: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// (lighter + 0.05) / (darker + 0.05), from 1 to 21; alpha is ignored (composite first).
    public static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// AA's minimum: 3:1 for large text (18 pt, or 14 pt bold and heavier), 4.5:1 for the rest.
    public static func minimum(fontSize: Double, bold: Bool) -> Double {
        fontSize >= 18 || (bold && fontSize >= 14) ? 3 : 4.5
    }
}
