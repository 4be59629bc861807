import PopsnapText

/// iOS's text styles (`UIFont.TextStyle`): a role whose size follows the user's content size category.
///
/// The sizes are Apple's published table (Human Interface Guidelines, Typography › Specifications ›
/// "iOS, iPadOS Dynamic Type sizes"), one row a style, one column a category from xSmall to AX5; the
/// weights are the styles' (headline semibold, the rest regular).
///
/// ```swift
/// DynamicTextStyle.body.size(for: .large)                 // 17
/// DynamicTextStyle.body.size(for: .accessibilityExtraLarge)   // 40 (AX3)
/// ```
public enum DynamicTextStyle: String, Sendable, CaseIterable {
    /// One case a row of the table: `largeTitle` (34 pt at `.large`), `title1` (28), `title2` (22), `title3` (20),
    /// `headline` (17, semibold), `body` (17), `callout` (16), `subheadline` (15), `footnote` (13), `caption1`
    /// (12), `caption2` (11).
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Points at each category, xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5.
    private var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's size in points at `category`, from the HIG table above (body: 14 at xS, 17 at L, 53 at AX5).
    public func size(for category: ContentSizeCategory) -> Double {
        sizes[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }

    /// The style's weight: semibold for `.headline`, regular for the rest, as the HIG table gives them.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}

/// A theme's font: a fixed style, or one that follows a text style's size for the content size category,
/// as a label with `adjustsFontForContentSizeCategory` does. The rest of the style (alignment, lines,
/// family, a heavier weight) is the theme's.
public struct DynamicFont: Sendable, Hashable {
    /// The text style as the theme gives it (family, weight, alignment, line limit); its size is the one
    /// used when `textStyle` is nil, and the size at `.large` when it is not.
    public var style: TextStyle
    /// The text style whose size the font takes; nil for a fixed size.
    public var textStyle: DynamicTextStyle?

    /// A font of `style`; with a `textStyle`, its size follows that style for the content size category.
    /// ```swift
    /// let fixed = DynamicFont(TextStyle(size: 13, weight: .semibold))
    /// let dynamic = DynamicFont(TextStyle(size: 17, alignment: .center), textStyle: .body)
    /// ```
    public init(_ style: TextStyle, textStyle: DynamicTextStyle? = nil) {
        self.style = style
        self.textStyle = textStyle
    }

    /// `textStyle`'s font at its size for `category`, with `style`'s other settings.
    public static func preferred(_ textStyle: DynamicTextStyle, weight: FontWeight? = nil, alignment: TextAlignment = .natural,
                                 maxLines: Int = 0) -> DynamicFont {
        DynamicFont(TextStyle(size: textStyle.size(for: .large), weight: weight ?? textStyle.weight, alignment: alignment, maxLines: maxLines),
                    textStyle: textStyle)
    }

    /// The text style to draw with at `category`: `style` with its size replaced by `textStyle`'s size
    /// there (`DynamicTextStyle.size(for:)`), or `style` unchanged for a fixed font.
    /// ```swift
    /// DynamicFont.body.resolved(for: .accessibilityLarge).size   // 33 (AX2)
    /// ```
    public func resolved(for category: ContentSizeCategory) -> TextStyle {
        var s = style
        if let textStyle { s.size = textStyle.size(for: category) }
        return s
    }
}
