#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CIE 1994 colour difference (ΔE*94) with the graphic-arts weights (kL = kC = kH = 1, K1 = 0.045,
/// K2 = 0.015), what Core Image's `CILabDeltaE` reports and swift-snapshot-testing's `perceptualPrecision`
/// is a threshold on: 0 for equal colours, 100 from black to white, about 1 for a barely visible change.
///
/// Colours are 8-bit sRGB: decoded to linear light, to XYZ under D65, then to L*a*b*. The white point is
/// the matrix's own image of sRGB white, so white is L* = 100, a* = b* = 0 exactly. ΔE94 is not symmetric:
/// its chroma weights are taken from the first colour, the reference's.
enum DeltaE94 {
    /// L*, a*, b*.
    typealias Lab = (l: Double, a: Double, b: Double)

    /// ΔE94 from `reference` to `other`.
    static func delta(_ reference: Lab, _ other: Lab) -> Double {
        let dl = reference.l - other.l, da = reference.a - other.a, db = reference.b - other.b
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let dc = c1 - c2
        // ΔH² is what is left of Δa² + Δb² once the chroma difference is taken out; rounding can make it -0.
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// `r`, `g`, `b` (0 to 255, fractions allowed: a colour blended over a background) in L*a*b*.
    static func lab(_ r: Double, _ g: Double, _ b: Double) -> Lab {
        let lr = linear(r), lg = linear(g), lb = linear(b)
        let x = 0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb
        let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
        let z = 0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb
        let fx = f(x / white.x), fy = f(y / white.y), fz = f(z / white.z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    private static let white = (x: 0.4124564 + 0.3575761 + 0.1804375, y: 0.2126729 + 0.7151522 + 0.0721750,
                                z: 0.0193339 + 0.1191920 + 0.9503041)

    /// The sRGB transfer function undone.
    private static func linear(_ channel: Double) -> Double {
        let c = channel / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIELAB's cube root, with its linear segment near black.
    private static func f(_ t: Double) -> Double {
        let d = 6.0 / 29
        return t > d * d * d ? cbrt(t) : t / (3 * d * d) + 4.0 / 29
    }
}
