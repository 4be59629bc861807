import PopsnapText

extension PopupView {
    /// The font's family, size and weight (a spec's `font`); a text style's size follows the user's
    /// text size when the popup is drawn.
    ///
    /// ```swift
    /// Text("Saved").font(.headline)
    /// Text("Today").font(.system(size: 34, weight: .bold))
    /// ```
    public func font(_ font: DynamicFont) -> ModifiedView<Self> {
        modified { e, _ in
            e.content.changeLabel { label in
                var style = label.font.style
                (style.family, style.size, style.weight) = (font.style.family, font.style.size, font.style.weight)
                label.font = DynamicFont(style, textStyle: font.textStyle)
            }
        }
    }

    /// The colour of a text, a button's title, an icon or an indicator (a spec's `color`).
    ///
    /// ```swift
    /// Icon(.success).foregroundStyle(.systemGreen)
    /// ```
    public func foregroundStyle(_ color: some ColorStyle) -> ModifiedView<Self> {
        modified { e, _ in e.foregroundColor = color.dynamicColor }
    }

    /// At most `lines` lines, the last truncated with "…"; nil for as many as the text needs.
    ///
    /// ```swift
    /// Text("A title that could be long").lineLimit(1)
    /// ```
    public func lineLimit(_ lines: Int?) -> ModifiedView<Self> {
        modified { e, _ in e.content.changeLabel { $0.font.style.maxLines = lines ?? 0 } }
    }

    /// Below 1, the font shrinks down to this fraction of its size to fit, as UILabel's
    /// adjustsFontSizeToFitWidth does.
    ///
    /// ```swift
    /// Text("Error").lineLimit(1).minimumScaleFactor(0.5)
    /// ```
    public func minimumScaleFactor(_ factor: Double) -> ModifiedView<Self> {
        modified { e, _ in e.content.changeLabel { $0.font.style.minimumScaleFactor = factor } }
    }

    /// How the lines sit between the edges; Popsnap's alignments are NSTextAlignment's (`left`, `center`,
    /// `right`, `justified`, `natural`), where SwiftUI has leading, center and trailing.
    ///
    /// ```swift
    /// Text("Payment received").multilineTextAlignment(.center)
    /// ```
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView<Self> {
        modified { e, _ in e.content.changeLabel { $0.font.style.alignment = alignment } }
    }

    /// Multiplies the font's line height (NSParagraphStyle.lineHeightMultiple; a spec's `lineHeightMultiple`).
    ///
    /// ```swift
    /// Text("Two\nlines").lineHeightMultiple(1.2)
    /// ```
    public func lineHeightMultiple(_ multiple: Double) -> ModifiedView<Self> {
        modified { e, _ in e.content.changeLabel { $0.font.style.lineHeightMultiple = multiple } }
    }

    /// The paragraph's base direction, whatever its letters say (a spec's `direction`).
    ///
    /// ```swift
    /// Text("123").textDirection(.rightToLeft)
    /// ```
    public func textDirection(_ direction: TextDirection) -> ModifiedView<Self> {
        modified { e, _ in e.content.changeLabel { $0.font.style.direction = direction } }
    }

    /// The BCP 47 language the text is shaped for ("ar", "ja"), as a spec's `language`.
    ///
    /// ```swift
    /// Text("直").language("ja")
    /// ```
    public func language(_ tag: String) -> ModifiedView<Self> {
        modified { e, _ in e.content.changeLabel { $0.font.style.language = tag } }
    }
}

extension DynamicFont {
    /// A fixed-size system font, as SwiftUI's `Font.system(size:weight:)`.
    ///
    /// ```swift
    /// Text("Today").font(.system(size: 34, weight: .bold))
    /// ```
    public static func system(size: Double, weight: FontWeight = .regular) -> DynamicFont {
        DynamicFont(TextStyle(size: size, weight: weight))
    }

    /// A text style's system font, its size following the user's text size.
    ///
    /// ```swift
    /// Text("Detail").font(.system(.footnote, weight: .semibold))
    /// ```
    public static func system(_ style: DynamicTextStyle, weight: FontWeight? = nil) -> DynamicFont {
        preferred(style, weight: weight)
    }

    /// A family of your own at a fixed size, as SwiftUI's `Font.custom(_:size:)`.
    ///
    /// ```swift
    /// Text("Hi").font(.custom("Noto Sans", size: 15))
    /// ```
    public static func custom(_ family: String, size: Double) -> DynamicFont {
        DynamicFont(TextStyle(family: family, size: size))
    }

    /// The same font at another weight, as SwiftUI's `Font.weight(_:)`.
    ///
    /// ```swift
    /// Text("Saved").font(.body.weight(.semibold))
    /// ```
    public func weight(_ weight: FontWeight) -> DynamicFont {
        var f = self
        f.style.weight = weight
        return f
    }

    /// SwiftUI's text style fonts, each following the user's text size (Dynamic Type).
    public static var largeTitle: DynamicFont { preferred(.largeTitle) }
    /// `.title1`, 28 pt regular at the default `.large` size, as SwiftUI's `Font.title`.
    public static var title: DynamicFont { preferred(.title1) }
    /// `.title2`, 22 pt regular at `.large`.
    public static var title2: DynamicFont { preferred(.title2) }
    /// `.title3`, 20 pt regular at `.large`.
    public static var title3: DynamicFont { preferred(.title3) }
    /// `.headline`, 17 pt semibold at `.large`.
    public static var headline: DynamicFont { preferred(.headline) }
    /// `.body`, 17 pt regular at `.large`: the size most text takes.
    public static var body: DynamicFont { preferred(.body) }
    /// `.callout`, 16 pt regular at `.large`.
    public static var callout: DynamicFont { preferred(.callout) }
    /// `.subheadline`, 15 pt regular at `.large`.
    public static var subheadline: DynamicFont { preferred(.subheadline) }
    /// `.footnote`, 13 pt regular at `.large`.
    public static var footnote: DynamicFont { preferred(.footnote) }
    /// `.caption1`, 12 pt regular at `.large`, as SwiftUI's `Font.caption`.
    public static var caption: DynamicFont { preferred(.caption1) }
    /// `.caption2`, 11 pt regular at `.large`.
    public static var caption2: DynamicFont { preferred(.caption2) }
}
