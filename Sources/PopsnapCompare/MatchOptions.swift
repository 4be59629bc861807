/// pixelmatch's options, with its v7.2 defaults; the names are pixelmatch's, so thresholds carry over.
///
/// ```swift
/// var options = MatchOptions(threshold: 0.05)
/// options.alphaBackground = .white   // pixelmatch 5 and 6, as Playwright and jest-image-snapshot embed
/// ```
public struct MatchOptions: Sendable, Equatable {
    /// Matching threshold, 0 to 1: smaller is more sensitive. A pixel differs when its squared YIQ
    /// distance exceeds 35215 · threshold², 35215 being the largest distance there is (black to white).
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of forgiving them.
    public var includeAA: Bool
    /// Opacity of the first image's faded grey copy under the diff marks.
    public var alpha: Double
    /// Colour of forgiven anti-aliased pixels in the diff image.
    public var aaColor: RGB
    /// Colour of differing pixels in the diff image.
    public var diffColor: RGB
    /// Colour of differing pixels that are darker in the second image; nil uses `diffColor`.
    public var diffColorAlt: RGB?
    /// Draw only the differences, over transparency, with no grey copy and no anti-aliasing marks.
    public var diffMask: Bool
    /// What semi-transparent pixels are blended over before their colours are compared.
    public var alphaBackground: AlphaBackground

    /// Options with pixelmatch 7.2's defaults for whatever is not given: `MatchOptions(threshold: 0.05)`.
    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: RGB = RGB(255, 255, 0), diffColor: RGB = RGB(255, 0, 0), diffColorAlt: RGB? = nil,
                diffMask: Bool = false, alphaBackground: AlphaBackground = .checkerboard) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.alphaBackground = alphaBackground
    }
}

/// What semi-transparent pixels are blended over before comparing.
///
/// ```swift
/// MatchOptions(alphaBackground: .white)
/// ```
public enum AlphaBackground: String, Sendable, Equatable, CaseIterable {
    /// pixelmatch 7's default: a pattern of dark (48) and light (207) channels that varies with the
    /// pixel's position, so a translucent colour and an opaque one that match it over white still differ.
    case checkerboard
    /// Plain white: pixelmatch 5 and 6, and 7.2 with `checkerboard: false`.
    case white
}

/// An opaque sRGB colour of 8-bit channels, for the diff image's marks.
///
/// ```swift
/// let magenta = RGB(255, 0, 255)
/// ```
public struct RGB: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The channels, 0 to 255.
    public var r, g, b: UInt8

    /// A colour from its red, green and blue channels: `RGB(255, 0, 0)` is red.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r; self.g = g; self.b = b
    }

    /// "R,G,B", as the CLI's colour options take it.
    public var description: String { "\(r),\(g),\(b)" }
}
