import PopsnapText

/// Scales custom fonts and sizes with the user's text size as a text style scales: by the style's size at
/// the traits' content size category over its size at the large category (Apple's Dynamic Type table,
/// `DynamicTextStyle`). A scaled font remembers the style and its unscaled size, so a label with
/// `adjustsFontForContentSizeCategory` follows its own traits, as on iOS.
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .headline)
/// title.font = metrics.scaledFont(for: .systemFont(ofSize: 20, weight: .bold))
/// title.adjustsFontForContentSizeCategory = true
/// let gap = UIFontMetrics.default.scaledValue(for: 12)
/// ```
public final class UIFontMetrics: Sendable {
    /// The text style whose growth fonts and values follow.
    let textStyle: UIFont.TextStyle

    /// Metrics following `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics following the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` scaled for the current traits' content size category (`UITraitCollection.current`).
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s content size category (the current one where it has none).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var style = font.style
        style.size *= scale(compatibleWith: traitCollection)
        return UIFont(style: style, textStyle: textStyle, scaledFrom: font.style.size)
    }

    /// `value` scaled for the current traits' content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s content size category (the current one where it has none).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * CGFloat(scale(compatibleWith: traitCollection))
    }

    private func scale(compatibleWith traitCollection: UITraitCollection?) -> Double {
        let traits = (traitCollection ?? UITraitCollection()).filled(from: UITraitCollection.current)
        return textStyle.scale(for: traits.preferredContentSizeCategory)
    }
}
