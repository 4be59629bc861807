import PopsnapRaster
import PopsnapText

/// Seed 001's knConfirmation. Values marked "001" are the seed's; the container itself is set up by
/// knPopup in an earlier post the seed does not include, so its width, corners, colour and dimming, and
/// the OK button's look, are Popsnap's choices, marked "choice".
public struct ConfirmationTheme: Sendable {
    /// choice: 300 pt wide, the width of UIAlertController plus room for two 54 pt capsule buttons.
    public var width = 300.0
    /// choice: white with 12 pt corners.
    public var background = DynamicColor(Color.white)
    /// The container's corner radius in points (12, choice).
    public var cornerRadius = 12.0
    /// choice: circular, as knPopup's `layer.cornerRadius` draws without a cornerCurve.
    public var cornerCurve = CornerCurve.circular
    /// 001: stack.fill(toView: container, space: top 16, bottom 16); its rows inset 16 from the sides.
    public var inset = 16.0
    /// choice: UIMaker.makeStackView's spacing is not in the seed; 8 pt.
    public var spacing = 8.0
    /// 001: iconImgView.square(edge: 56), centred.
    public var iconSize = 56.0
    /// The icon's colour (systemBlue #007AFF, choice).
    public var iconColor = DynamicColor(Color(r8: 0x00, g8: 0x7A, b8: 0xFF))
    /// 001: boldSystemFont 18, darkGray, 2 lines, centred.
    public var titleFont = DynamicFont(TextStyle(size: 18, weight: .bold, alignment: .center, maxLines: 2))
    /// The title's colour (darkGray, white 1/3, seed 001).
    public var titleColor = DynamicColor(Color(white: 1.0 / 3.0))
    /// 001: systemFont 15, lightGray, any number of lines, centred.
    public var messageFont = DynamicFont(TextStyle(size: 15, alignment: .center))
    /// The message's colour (lightGray, white 2/3, seed 001).
    public var messageColor = DynamicColor(Color(white: 2.0 / 3.0))
    /// 001: a 12 pt spacer view before the buttons.
    public var spacerHeight = 12.0
    /// 001: the buttons 16 apart, equal in size.
    public var buttonSpacing = 16.0
    /// 001: cornerRadius 27 on the cancel button: a 54 pt capsule, so the buttons are 54 high.
    public var buttonHeight = 54.0
    /// The buttons' corner radius in points (27, half their height: capsules, seed 001).
    public var buttonCornerRadius = 27.0
    /// 001: UIMaker.makeButton sets cornerRadius only: circular.
    public var buttonCornerCurve = CornerCurve.circular
    /// 001: cancel is outlined, 1 pt darkGray border, darkGray systemFont 15 title.
    public var cancelBorderWidth = 1.0
    /// The cancel button's border and title colour (darkGray, white 1/3, seed 001).
    public var cancelColor = DynamicColor(Color(white: 1.0 / 3.0))
    /// Both buttons' title font: systemFont 15, centred, one line (seed 001).
    public var buttonFont = DynamicFont(TextStyle(size: 15, alignment: .center, maxLines: 1))
    /// choice: OK is filled with systemBlue, white title.
    public var okBackground = DynamicColor(Color(r8: 0x00, g8: 0x7A, b8: 0xFF))
    /// The OK button's title colour (white, choice).
    public var okTitleColor = DynamicColor(Color.white)
    /// choice: the same dimming as seed 000.
    public var backdrop = DynamicColor(Color.black.withAlpha(0.3))

    /// Seed 001's look and Popsnap's choices, each field at the value its comment gives.
    /// ```swift
    /// var theme = ConfirmationTheme()
    /// theme.okBackground = DynamicColor(Color(r8: 0xFF, g8: 0x3B, b8: 0x30))   // a red OK for a deletion
    /// ```
    public init() {}
}

/// A built-in icon or a picture: pixels in memory, or a PNG file (as a spec gives one), decoded when drawn
/// at the size it is drawn.
public enum IconContent: Sendable {
    /// One of the `Icon`s drawn from its own shapes, tinted by the theme's `iconColor`.
    case builtIn(Icon)
    /// Pixels already in memory, scaled to the icon's size.
    case image(Image)
    /// A PNG file, decoded when drawn at the icon's size (what a spec's `"icon"` path gives).
    case file(ImageFile)
}

/// Swift written from a spec gives this theme as its differences from `ConfirmationTheme()` (`ValueSource`).
extension ConfirmationTheme: DefaultInitializable {}
