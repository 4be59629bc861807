import PopsnapRaster
import PopsnapText

/// Seed 000's PopUpWindow: every default metric, colour and font, each from the seed unless noted.
public struct AlertTheme: Sendable {
    /// 000: popupView.widthAnchor = 293.
    public var width = 293.0
    /// 000: `Color.blue`, the author's own colour, which the seed does not define: Popsnap uses iOS's
    /// systemBlue (#007AFF), the blue an iOS developer's `Color.blue` most often holds.
    public var background = DynamicColor(Color(r8: 0x00, g8: 0x7A, b8: 0xFF))
    /// 000: BorderWidth = 2, borderColor white.
    public var borderWidth = 2.0
    /// The border's colour (white, seed 000).
    public var borderColor = DynamicColor(Color.white)
    /// 000: masksToBounds with no cornerRadius: square corners.
    public var cornerRadius = 0.0
    /// 000: layer.cornerRadius with no cornerCurve: circular.
    public var cornerCurve = CornerCurve.circular
    /// 000: the title bar is 55 high, inset by the border; UIColor.yellow (1, 1, 0) behind white text.
    public var titleHeight = 55.0
    /// The title bar's fill (UIColor.yellow, seed 000).
    public var titleBackground = DynamicColor(Color(red: 1, green: 1, blue: 0))
    /// The title's colour (white, seed 000).
    public var titleColor = DynamicColor(Color.white)
    /// 000: systemFont 23 bold, one line, centred, adjustsFontSizeToFitWidth (minimumScaleFactor left at
    /// UILabel's default, 0: as small as needed; Popsnap stops at 1%).
    public var titleFont = DynamicFont(TextStyle(size: 23, weight: .bold, alignment: .center, maxLines: 1, minimumScaleFactor: 0))
    /// 000: systemFont 16 semibold, white, centred, any number of lines.
    public var messageFont = DynamicFont(TextStyle(size: 16, weight: .semibold, alignment: .center))
    /// The message's colour (white, seed 000).
    public var messageColor = DynamicColor(Color.white)
    /// 000: the message is at least 67 high, 15 from the sides, 8 below the title and above the button.
    public var messageMinHeight = 67.0
    /// Points between the message and the box's sides (15, seed 000).
    public var messageInset = 15.0
    /// Points between the title bar and the message, and between the message and the button (8, seed 000).
    public var gap = 8.0
    /// 000: the button is 44 high, inset by the border, UIColor.yellow, white title in systemFont 23 bold.
    public var buttonHeight = 44.0
    /// The button's fill (UIColor.yellow, seed 000).
    public var buttonBackground = DynamicColor(Color(red: 1, green: 1, blue: 0))
    /// The button title's colour (white, seed 000).
    public var buttonTitleColor = DynamicColor(Color.white)
    /// The button title's font: systemFont 23 bold, centred, one line (seed 000).
    public var buttonFont = DynamicFont(TextStyle(size: 23, weight: .bold, alignment: .center, maxLines: 1))
    /// 000: backgroundColor = UIColor.black.withAlphaComponent(0.3).
    public var backdrop = DynamicColor(Color.black.withAlpha(0.3))

    /// Seed 000's look, every field at the value its comment gives; change fields to restyle the alert.
    /// ```swift
    /// var theme = AlertTheme()
    /// theme.width = 320
    /// theme.titleHeight = 44
    /// ```
    public init() {}
}

/// Swift written from a spec gives this theme as its differences from `AlertTheme()` (`ValueSource`).
extension AlertTheme: DefaultInitializable {}
