/// A colour in sRGB with straight (not premultiplied) alpha, each component in 0...1.
///
/// ```swift
/// let border = Color.white
/// let dim = Color.black.withAlpha(0.3)
/// let blue = try Color(parsingHexOrRGB: "#1E90FF")
/// ```
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1, in sRGB (gamma-encoded, as UIColor and CSS give it).
    public var red: Double
    /// Green, 0...1, in sRGB.
    public var green: Double
    /// Blue, 0...1, in sRGB.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque); the colour components are not multiplied by it.
    public var alpha: Double

    /// Components are clamped to 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// A colour from 8-bit straight components.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// The colour a premultiplied pixel holds, whose `premultiplied` is that pixel again.
    public init(premultiplied p: Pixel) {
        let a = Double(p.a)
        guard a > 0 else { self.init(red: 0, green: 0, blue: 0, alpha: 0); return }
        self.init(red: Double(p.r) / a, green: Double(p.g) / a, blue: Double(p.b) / a, alpha: a / 255)
    }

    /// A grey, as UIColor(white:alpha:).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another alpha, as UIColor.withAlphaComponent.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour with its alpha multiplied by `opacity`.
    public func multiplyingAlpha(by opacity: Double) -> Color {
        withAlpha(alpha * Self.clamp(opacity))
    }

    /// The premultiplied 8-bit pixel, each channel `round(component * alpha * 255)`.
    public var premultiplied: Pixel {
        Pixel(r: Self.byte(red * alpha), g: Self.byte(green * alpha), b: Self.byte(blue * alpha), a: Self.byte(alpha))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        func hex(_ v: Double) -> String {
            let s = String(Self.byte(v), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }

    static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
    static func byte(_ v: Double) -> UInt8 { UInt8((clamp(v) * 255).rounded()) }

    /// Transparent black, `Canvas`'s default fill.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
}
