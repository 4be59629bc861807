import PopsnapRaster
import PopsnapText

/// MBProgressHUD 1.2.0's look on iOS 13 and later. Every figure is from its source (MIT licence,
/// github.com/jdg/MBProgressHUD, MBProgressHUD.m at 4a7c5f3; lines cited as `.m:N`).
public struct MBProgressHUDTheme: Sendable {
    /// .m:1060-1065: MBBackgroundView's style is blur, UIBlurEffectStyleSystemThickMaterial on iOS 13 and
    /// later, with no colour over it ("Leaving the color unassigned yields best results"). nil draws the flat
    /// `background` instead, as a bezel given `style = SolidColor` and a `color` does.
    public var material: SurfaceMaterial? = .blur(.systemThickMaterial)
    /// The bezel's colour when `material` is nil (.m:1070: white 0.8 at 0.6, the pre-iOS 13 colour).
    public var background = DynamicColor(Color(white: 0.8).withAlpha(0.6))
    /// .m:314: bezelView.layer.cornerRadius = 5; .m:1073: clipsToBounds.
    public var cornerRadius = 5.0
    /// Circular: the library sets `layer.cornerRadius` and no `cornerCurve`.
    public var cornerCurve = CornerCurve.circular
    /// .m:83: margin 20, both between the bezel's edges and its content (.m:564-575) and between the
    /// bezel and the screen's edges (.m:541-542).
    public var margin = 20.0
    /// .m:14: MBDefaultPadding, 4 between two visible views (.m:612-624).
    public var spacing = 4.0
    /// .m:547-554: minSize, CGSizeZero unless set (the demo sets 150 x 100 for its custom-view examples).
    public var minimumWidth = 0.0
    /// The bezel's least height in points (`minSize.height`; 0 unless set).
    public var minimumHeight = 0.0
    /// .m:556-561: `square`, NO unless set (the demo sets it for its custom view): the bezel as tall as wide.
    public var square = false
    /// .m:87: contentColor is labelColor at alpha 0.7 on iOS 13 and later; the labels, the button, the
    /// activity indicator and the progress views all take it (.m:431-481).
    public var contentColor = DynamicColor(light: DynamicColor.label.light.withAlpha(0.7), dark: DynamicColor.label.dark.withAlpha(0.7))
    /// .m:15, .m:319-323: the label in bold system 16, centred, one line (UILabel's default numberOfLines).
    public var labelFont = DynamicFont(TextStyle(size: 16, weight: .bold, alignment: .center, maxLines: 1))
    /// .m:16, .m:328-333: the details label in bold system 12, centred, as many lines as it needs.
    public var detailsFont = DynamicFont(TextStyle(size: 12, weight: .bold, alignment: .center, maxLines: 0))
    /// .m:338-340: the button's title in bold system 12 (MBDefaultDetailsLabelFontSize).
    public var buttonFont = DynamicFont(TextStyle(size: 12, weight: .bold, alignment: .center, maxLines: 1))
    /// .m:304-306: the background view over the screen is clear (style SolidColor, clearColor): no dimming.
    public var backdrop: DynamicColor? = nil

    /// .m:378: UIActivityIndicatorViewStyleLarge, 37 x 37 pt (UIKit's large indicator), drawn with the
    /// 8 ticks of iOS 14 and later (`IndicatorStyle.ticks`).
    public static let indicatorSize = 37.0
    /// .m:815-835: MBRoundProgressView is 37 x 37.
    public static let roundSize = 37.0
    /// .m:870, .m:891: both round progress views draw with 2 pt lines; the determinate one's progress arc is
    /// twice that (.m:904).
    public static let roundLineWidth = 2.0
    /// .m:464: the round views' track is the content colour at alpha 0.1.
    public static let trackAlpha = 0.1
    /// .m:941-943: MBBarProgressView's intrinsic size, 120 x 10.
    public static let barWidth = 120.0
    /// MBBarProgressView's intrinsic height in points (10, .m:941-943).
    public static let barHeight = 10.0
    /// .m:975-986: the bar's outline, a 2 pt line along a capsule inset 2 pt; .m:989-1003: the progress a
    /// capsule inset 4 pt, filled from its left end to progress x the bar's whole width.
    public static let barLineWidth = 2.0
    /// Points the bar's outline capsule is inset from the bar's bounds (2, .m:975-986).
    public static let barOutlineInset = 2.0
    /// Points the progress capsule is inset from the bar's bounds (4, .m:989-1003).
    public static let barFillInset = 4.0
    /// .m:1155: MBProgressHUDRoundedButton's 1 pt border in the title colour; .m:1164-1166: corners of half
    /// its height (a capsule).
    public static let buttonBorder = 1.0
    /// .m:1175: 20 pt added to the button's intrinsic width, 10 each side of the title.
    public static let buttonSidePadding = 10.0
    /// UIKit's legacy UIButton: its intrinsic height is its title's line plus 6 pt above and below (the
    /// 30 pt of Interface Builder's default button around its 18 pt line of 15 pt text).
    public static let buttonVerticalPadding = 6.0
    /// The custom view's size: the library's demo shows a 37 x 37 pt template image (Demo/HudDemo/
    /// Images.xcassets/Checkmark.imageset, 37, 74 and 111 px), the size of the other indicators.
    public static let customViewSize = 37.0

    /// MBProgressHUD 1.2.0's look on iOS 13 and later, each field at the value its comment gives.
    /// ```swift
    /// var theme = MBProgressHUDTheme()
    /// theme.material = nil                                   // the flat `background`, as style SolidColor
    /// theme.minimumWidth = 150; theme.minimumHeight = 100    // the demo's minSize for a custom view
    /// ```
    public init() {}
}

/// Swift written from a spec gives this theme as its differences from `MBProgressHUDTheme()` (`ValueSource`).
extension MBProgressHUDTheme: DefaultInitializable {}
