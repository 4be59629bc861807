/// How a paragraph's lines sit between its left and right edges.
public enum TextAlignment: String, Sendable, CaseIterable {
    /// Lines flush left, centred, or flush right, whatever the paragraph's direction.
    case left, center, right
    /// Both edges straight; extra space goes between words (not on a paragraph's last line).
    case justified
    /// Left for a left-to-right paragraph, right for a right-to-left one.
    case natural
}

/// The font and the paragraph settings of a piece of text, as a UILabel has them.
///
/// ```swift
/// let title = TextStyle(size: 23, weight: .bold, alignment: .center, maxLines: 1, minimumScaleFactor: 0.5)
/// ```
public struct TextStyle: Hashable, Sendable {
    /// A family name; `system` is the iOS system font's stand-in, Inter.
    public var family: String
    /// Points.
    public var size: Double
    /// The weight asked for; the family's nearest face is used (CSS font matching).
    public var weight: FontWeight
    /// How lines sit between the edges; `natural` follows the paragraph's direction.
    public var alignment: TextAlignment
    /// The paragraph's base direction; `natural` takes it from the text.
    public var direction: TextDirection
    /// UILabel's numberOfLines: 0 for as many as the text needs; past the limit the text is truncated
    /// at its tail with "…" (lineBreakMode byTruncatingTail).
    public var maxLines: Int
    /// Below 1, the font shrinks down to this fraction of its size to fit, as UILabel's
    /// adjustsFontSizeToFitWidth with minimumScaleFactor does.
    public var minimumScaleFactor: Double
    /// Multiplies the font's line height (NSParagraphStyle.lineHeightMultiple).
    public var lineHeightMultiple: Double
    /// A BCP 47 language tag for shaping (e.g. "ar", "ja"), or nil to let HarfBuzz guess.
    public var language: String?
    /// Degrees the glyphs lean to the right, sheared about their baseline with their advances kept: a
    /// synthetic oblique, standing in for an italic the family does not bundle (0: upright).
    public var slant: Double = 0

    /// A style of `size` points in `family`; every other setting defaults as a new UILabel's does:
    /// regular weight, natural alignment and direction, as many lines as needed, no shrinking.
    public init(family: String = "system", size: Double, weight: FontWeight = .regular, alignment: TextAlignment = .natural,
                direction: TextDirection = .natural, maxLines: Int = 0, minimumScaleFactor: Double = 1,
                lineHeightMultiple: Double = 1, language: String? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.alignment = alignment
        self.direction = direction
        self.maxLines = maxLines
        self.minimumScaleFactor = minimumScaleFactor
        self.lineHeightMultiple = lineHeightMultiple
        self.language = language
    }
}
