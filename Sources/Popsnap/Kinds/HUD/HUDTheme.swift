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
    public var padding = 20.0
    public var spacing = 12.0
    /// 002: UIActivityIndicatorViewStyleWhiteLarge: white, 37 x 37 pt.
    public var indicatorSize = 37.0
    public var indicatorColor = DynamicColor(Color.white)
    /// choice: the label in white semibold 15, centred, at most 3 lines, the HUD at most 240 wide.
    public var labelFont = DynamicFont(TextStyle(size: 15, weight: .semibold, alignment: .center, maxLines: 3))
    public var labelColor = DynamicColor(Color.white)
    public var maximumWidth = 240.0
    /// choice: the progress bar is 120 x 6 pt; rings and pies take the indicator's place and size.
    public var barWidth = 120.0
    public var barHeight = 6.0
    /// 002: the HUD's window is clear: no dimming.
    public var backdrop: DynamicColor? = nil

    public init() {}
}

/// What the HUD shows: the spinning indicator, a progress value, or a finished mark.
public enum HUDMode: Sendable, Equatable {
    case indicator
    case ring(progress: Double)
    case pie(progress: Double)
    case bar(progress: Double)
    case success
    case error
}
