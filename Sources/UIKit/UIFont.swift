import Popsnap
import PopsnapText

/// A font: Popsnap's system font (Inter, standing in for SF Pro) at a size and weight, a text style's
/// font, or an installed family by name.
///
/// ```swift
/// title.font = .systemFont(ofSize: 20, weight: .semibold)
/// body.font = .preferredFont(forTextStyle: .body)
/// ```
open class UIFont: Equatable, Hashable, @unchecked Sendable {
    /// The family, size and weight text is set in.
    let style: PopsnapText.TextStyle
    /// The text style a `preferredFont` or a `UIFontMetrics` font follows, which a label adjusting to the
    /// content size re-reads.
    let textStyle: UIFont.TextStyle?
    /// A `UIFontMetrics` font's size at the large category, which it scales from; nil for a `preferredFont`,
    /// whose size is the text style's own.
    let scaledFrom: Double?

    init(style: PopsnapText.TextStyle, textStyle: UIFont.TextStyle? = nil, scaledFrom: Double? = nil) {
        self.style = style
        self.textStyle = textStyle
        self.scaledFrom = scaledFrom
    }

    /// The size at `category` of a font that follows a text style; nil for a fixed font.
    func size(for category: UIContentSizeCategory) -> Double? {
        guard let textStyle else { return nil }
        guard let scaledFrom else { return textStyle.dynamic.size(for: category.popsnap) }
        return scaledFrom * textStyle.scale(for: category)
    }

    /// The family's font at `size`, or nil when no font of that family is installed.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard FontBook.hasFamily(fontName) else { return nil }
        self.init(style: PopsnapText.TextStyle(family: fontName, size: Double(fontSize)))
    }

    /// The system font at `fontSize`, regular.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(style: PopsnapText.TextStyle(size: Double(fontSize), weight: weight.fontWeight))
    }

    /// The system font at `fontSize`, bold.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font at `fontSize`, italic: Inter sheared 12° to the right, standing in for SF Pro Italic,
    /// a slanted roman whose italic angle is 12° (`post.italicAngle` -12.0 in Apple's SF Pro Text and Display
    /// Italic fonts, version 19.0d6e1); no italic Inter is bundled.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        var style = PopsnapText.TextStyle(size: Double(fontSize))
        style.slant = UIFont.systemItalicAngle
        return UIFont(style: style)
    }

    /// SF Pro Italic's lean, in degrees.
    static let systemItalicAngle = 12.0

    /// The font of `style` at the current content size category (`UITraitCollection.current`).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of `style` at `traitCollection`'s content size category (the current one where it has none).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let traits = (traitCollection ?? UITraitCollection()).filled(from: UITraitCollection.current)
        return style.font(for: traits.preferredContentSizeCategory)
    }

    /// The same font at `fontSize`.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var s = style
        s.size = Double(fontSize)
        return UIFont(style: s)
    }

    /// The size in points.
    open var pointSize: CGFloat { CGFloat(style.size) }
    /// The family's name: "System Font" for the system font, as on iOS.
    open var familyName: String { style.family == "system" ? "System Font" : style.family }
    /// The font's name: the system font's as iOS spells it (`.SFUI-Semibold`), or the family given.
    open var fontName: String { style.family == "system" ? ".SFUI-" + Self.weightNames[style.weight.value / 100 - 1] : style.family }

    private static let weightNames = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black", "Black"]

    /// The height of a line of this font, as the typesetter lays one out.
    open var lineHeight: CGFloat { CGFloat(FontBook.lineHeight(of: style)) }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.style == b.style && a.textStyle == b.textStyle && a.scaledFrom == b.scaledFrom }

    public func hash(into hasher: inout Hasher) { hasher.combine(style) }

    /// A font's weight on UIKit's scale (-1…1), with UIKit's named values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's value: 0 regular, 0.4 bold.
        public let rawValue: CGFloat

        /// A weight by UIKit's value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// UIKit's nine named weights.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)

        private static let scale: [(weight: Weight, css: Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
                                                                   (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]

        /// The CSS weight (100…900) of the nearest named weight: the font's face is matched on that scale.
        var fontWeight: FontWeight {
            FontWeight(Self.scale.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!.css)
        }
    }

    /// iOS's text styles, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style (`UICTFontTextStyleBody`).
        public let rawValue: String

        /// A style by UIKit's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The eleven styles of iOS's Dynamic Type table.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline (semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Subheadline.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnote.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        private static let table: [TextStyle: DynamicTextStyle] = [
            .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline, .body: .body,
            .callout: .callout, .subheadline: .subheadline, .footnote: .footnote, .caption1: .caption1, .caption2: .caption2,
        ]

        /// Popsnap's row of Apple's Dynamic Type table for this style.
        var dynamic: DynamicTextStyle { Self.table[self] ?? .body }

        /// How much larger the style's text is at `category` than at the large category (its size there
        /// over its size at large in Apple's Dynamic Type table), the factor `UIFontMetrics` scales by.
        func scale(for category: UIContentSizeCategory) -> Double {
            dynamic.size(for: category.popsnap) / dynamic.size(for: .large)
        }

        /// The style's font at `category`, remembering the style so a label can follow later changes.
        func font(for category: UIContentSizeCategory) -> UIFont {
            let dynamic = self.dynamic
            return UIFont(style: PopsnapText.TextStyle(size: dynamic.size(for: category.popsnap), weight: dynamic.weight), textStyle: self)
        }
    }
}
