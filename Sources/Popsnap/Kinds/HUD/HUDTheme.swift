import PopsnapRaster
import PopsnapText

/// Seed 002's JKProgressHUD. The seed sets the colour, the corners and the indicator; the HUD's frame is
/// its caller's, so its size is Popsnap's choice, as are the label's and the marks' looks.
public struct HUDTheme: Sendable {
    /// 002: colorWithWhite:0.0 alpha:0.8.
    public var background = DynamicColor(Color.black.withAlpha(0.8))
    /// 002: cornerRadius 9.
    public var cornerRadius = 9.0
    /// 002: layer.cornerRadius with no cornerCurve: circular.
    public var cornerCurve = CornerCurve.circular
    /// choice: at least 100 pt square (MBProgressHUD's proportions), 20 pt inside, 12 between indicator and label.
    public var minimumSize = 100.0
    /// Points between the HUD's edges and its indicator and label (20, choice).
    public var padding = 20.0
    /// Points between the indicator and the label (12, choice).
    public var spacing = 12.0
    /// 002: UIActivityIndicatorViewStyleWhiteLarge: white, 37 x 37 pt.
    public var indicatorSize = 37.0
    /// The indicator's, progress mark's and finished mark's colour (white, seed 002's WhiteLarge).
    public var indicatorColor = DynamicColor(Color.white)
    /// choice: the label in white semibold 15, centred, at most 3 lines, the HUD at most 240 wide.
    public var labelFont = DynamicFont(TextStyle(size: 15, weight: .semibold, alignment: .center, maxLines: 3))
    /// The label's colour (white, choice).
    public var labelColor = DynamicColor(Color.white)
    /// The widest the HUD grows for a long label, in points (240, choice); the label wraps inside it.
    public var maximumWidth = 240.0
    /// choice: the progress bar is 120 x 6 pt; rings and pies take the indicator's place and size.
    public var barWidth = 120.0
    /// The progress bar's height in points (6, choice), `barWidth` wide.
    public var barHeight = 6.0
    /// 002: the HUD's window is clear: no dimming.
    public var backdrop: DynamicColor? = nil

    /// Seed 002's look and Popsnap's choices, each field at the value its comment gives.
    /// ```swift
    /// var theme = HUDTheme()
    /// theme.background = DynamicColor(Color(white: 1).withAlpha(0.9))
    /// theme.indicatorColor = DynamicColor(Color.black)
    /// ```
    public init() {}
}

/// What the HUD shows: the spinning indicator, a progress value, or a finished mark.
public enum HUDMode: Sendable, Equatable {
    /// The spinning activity indicator, `indicatorSize` points square.
    case indicator
    /// A ring filled clockwise from the top, to `progress` (0...1), in the indicator's place and size.
    case ring(progress: Double)
    /// A pie wedge filled clockwise from the top to `progress` (0...1), in the indicator's place and size.
    case pie(progress: Double)
    /// A capsule bar `barWidth` × `barHeight` points, filled from the left to `progress` (0...1) over a faint track.
    case bar(progress: Double)
    /// The `Icon.success` check mark, in the indicator's place.
    case success
    /// The `Icon.error` cross, in the indicator's place.
    case error
}

/// Swift written from a spec gives this theme as its differences from `HUDTheme()` (`ValueSource`).
extension HUDTheme: DefaultInitializable {}
