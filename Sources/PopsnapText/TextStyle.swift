/// How a paragraph's lines sit between its left and right edges.
public enum TextAlignment: String, Sendable, CaseIterable {
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
    public var weight: FontWeight
    public var alignment: TextAlignment
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
