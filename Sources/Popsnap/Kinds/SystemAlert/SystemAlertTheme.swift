import PopsnapRaster
import PopsnapText

/// The look of iOS's UIAlertController (.alert style). Sizes and fonts are UIKit's; behind the content is
/// a blur material, as UIKit draws it.
public struct SystemAlertTheme: Sendable {
    /// UIKit: 270 pt wide, 14 pt corners.
    public var width = 270.0
    public var cornerRadius = 14.0
    /// The blur material behind the alert's content: `systemMaterial`, the adaptable material of normal
    /// thickness (UIKit's alert uses a private blur style; Apple documents none for it, and its look is
    /// the regular material's). nil draws the flat `background` instead.
    public var material: MaterialStyle? = .systemMaterial
    /// The flat background when `material` is nil: the material's average, light, white at 0.9 over the
    /// dimmed screen; dark, #1E1E1E at 0.9. (Measured off screenshots of iOS 17 alerts over mid-grey.)
    public var background = DynamicColor(light: Color(white: 0.97).withAlpha(0.94), dark: Color(r8: 0x1E, g8: 0x1E, b8: 0x1E).withAlpha(0.94))
    /// UIKit: 16 pt side insets, 19 above the title, 20 below the message, 2 between them.
    public var sideInset = 16.0
    public var topInset = 19.0
    public var bottomInset = 20.0
    public var titleGap = 2.0
    /// UIKit: the title in the headline style (17 semibold at the default size), the message in footnote
    /// (13), both centred; both follow Dynamic Type.
    public var titleFont = DynamicFont.preferred(.headline, alignment: .center)
    public var messageFont = DynamicFont.preferred(.footnote, alignment: .center)
    public var textColor = Color.named["label"]!
    /// UIKit: buttons at least 44 high, in the body style (17 at the default size), following Dynamic
    /// Type; the cancel action semibold, a destructive one red.
    public var buttonHeight = 44.0
    public var buttonFont = DynamicFont.preferred(.body, alignment: .center, maxLines: 1)
    public var cancelFont = DynamicFont.preferred(.body, weight: .semibold, alignment: .center, maxLines: 1)
    public var tint = Color.named["systemBlue"]!
    public var destructive = Color.named["systemRed"]!
    /// Hairlines between the content and the buttons and between buttons: one pixel, `separator`.
    public var separator = Color.named["separator"]!
    /// UIKit: the dimming view is black 20% in light mode, 48% in dark.
    public var backdrop = DynamicColor(light: Color.black.withAlpha(0.2), dark: Color.black.withAlpha(0.48))

    public init() {}
}

/// An action of a system alert.
public struct AlertAction: Sendable, Equatable {
    public enum Style: String, Sendable, CaseIterable { case `default`, cancel, destructive }
    public var title: String
    public var style: Style
    public init(_ title: String, style: Style = .default) {
        self.title = title
        self.style = style
    }
}
