import CHarfBuzz

/// Lays paragraphs out: shaping, fallback, bidi, line breaking, truncation and shrinking to fit.
///
/// ```swift
/// let typesetter = try Typesetter()
/// let style = TextStyle(size: 16, weight: .semibold, alignment: .center)
/// let layout = try typesetter.layout("Sorry, that email address is already used!", style: style, width: 263)
/// ```
/// Layout is in points and does not depend on the drawing scale: glyphs are unhinted, so advances
/// scale exactly with the font size, as in Core Text.
public struct Typesetter: Sendable {
    /// The longest text laid out, in UTF-8 bytes; longer text is refused before shaping.
    public static let maxTextBytes = 1 << 20

    /// The fonts text is set in: the bundled ones, with any a caller registered.
    public let fonts: FontRegistry

    /// A typesetter setting text in `fonts`.
    public init(fonts: FontRegistry) {
        self.fonts = fonts
    }

    /// A typesetter on the bundled fonts; throws when one of them cannot be loaded.
    public init() throws(TextError) {
        self.init(fonts: try FontRegistry())
    }

    /// Lays out `text` in `style`, wrapping at `width` points (nil: only at hard breaks) and, with
    /// shrinking allowed, fitting `height` points (nil: no limit).
    public func layout(_ text: String, style: TextStyle, width: Double? = nil, height: Double? = nil) throws(TextError) -> TextLayout {
        guard style.size > 0, style.size.isFinite else { throw .invalidSize(style.size) }
        guard text.utf8.count <= Self.maxTextBytes else { throw .textTooLong(length: text.utf8.count, limit: Self.maxTextBytes) }
        let primary = try fonts.font(family: style.family, weight: style.weight)
        let paragraph = ShapedParagraph(text, chain: fonts.fallbacks(for: primary), direction: style.direction,
                                        language: style.language)
        let shrinkFactor = self.shrinkFactor(paragraph, style: style, width: width, height: height)
        return ParagraphBuilder(paragraph: paragraph, style: style, fontSize: style.size * shrinkFactor, width: width)
            .build(shrinkFactor: shrinkFactor)
    }

    /// Lays out UTF-8 bytes; invalid sequences become U+FFFD, the replacement character.
    public func layout(utf8 bytes: [UInt8], style: TextStyle, width: Double? = nil, height: Double? = nil) throws(TextError) -> TextLayout {
        try layout(String(decoding: bytes, as: UTF8.self), style: style, width: width, height: height)
    }

    /// The fraction of the font size at which the text fits, as UILabel's adjustsFontSizeToFitWidth finds it:
    /// one line scales down to the width; several lines shrink until they fit the line limit and height.
    private func shrinkFactor(_ p: ShapedParagraph, style: TextStyle, width: Double?, height: Double?) -> Double {
        guard style.minimumScaleFactor < 1, let width, width > 0 else { return 1 }
        let minimum = max(0.01, style.minimumScaleFactor)
        if style.maxLines == 1 {
            let natural = LineFitting.lines(p, maxWidth: nil).map { p.width(of: $0.clusters) }.max() ?? 0
            let needed = natural * style.size
            return needed > width ? max(minimum, width / needed) : 1
        }
        func fits(_ s: Double) -> Bool {
            let size = style.size * s
            let lines = LineFitting.lines(p, maxWidth: width / size)
            if style.maxLines > 0 && lines.count > style.maxLines { return false }
            if let height, Double(lines.count) * ParagraphBuilder.lineHeight(p.primary, size: size, style: style) > height + 1e-9 { return false }
            return true
        }
        if fits(1) { return 1 }
        if !fits(minimum) { return minimum }
        // Bisection to 1/1000 of the size: the largest factor that fits.
        var lo = minimum, hi = 1.0
        while hi - lo > 0.001 {
            let mid = (lo + hi) / 2
            if fits(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }
}
