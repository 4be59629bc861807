/// A colour in the sRGB colour space with straight alpha: what `UIColor.cgColor` returns and layers hold
/// (`borderColor`, `shadowColor`).
///
/// ```swift
/// let border = CGColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
/// border.copy(alpha: 0.5)
/// ```
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// Red, green, blue and alpha, each 0…1 (extended-range values kept as given).
    public let components: [CGFloat]?

    /// An sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey in sRGB.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
    }

    /// The colour's opacity.
    public var alpha: CGFloat { components?[3] ?? 1 }

    /// Four: red, green, blue, alpha.
    public var numberOfComponents: Int { 4 }

    /// The same colour at `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = components ?? [0, 0, 0, 1]
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
