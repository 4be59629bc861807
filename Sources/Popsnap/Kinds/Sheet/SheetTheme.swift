import PopsnapRaster

/// The look of a sheet (UISheetPresentationController, `.pageSheet` on iPhone), one instance a look:
/// `SheetTheme()` is iOS 15 to 18's (opaque, the screen's width, its top corners rounded; at the large
/// detent the screen behind shrinks into a card), `SheetTheme.liquidGlass` iOS 26's. A field one look
/// does not draw says so.
///
/// Sources. "Measured" is a real UISheetPresentationController at the large detent on iOS 17 (the same
/// look as 18), an iPhone 15's 393 x 852 pt at 3x, in MohamedRejeb/Calf's documentation
/// (docs/images/AdaptiveBottomSheet-ios.png, commit 0382ddf, September 2023), measured with Pillow.
/// Flutter's `cupertino/sheet.dart` (CupertinoSheetRoute, its figures "eyeballed from a simulator
/// running iOS 18.0") and the cupertino_modal_sheet package (its `sheetOffset`, `sheetCornerRadius` and
/// `scaleFactor`) reproduce it; where they differ the measurement wins.
public struct SheetTheme: Sendable {
    /// The top corners' radius, 10 pt: measured, the sheet's edge is 10 px in at 8 px below its top at 3x,
    /// a 30 px (10 pt) circle's 9.6; cupertino_modal_sheet's `sheetCornerRadius` 10 (Flutter's 12).
    public var cornerRadius = 10.0
    /// Continuous, as UIKit draws its system corners (Flutter's `ClipRSuperellipse`).
    public var cornerCurve = CornerCurve.continuous
    /// iOS 26's partial-height sheet's glass (`liquidGlass` gives it); nil, as in iOS 15 to 18, draws the
    /// opaque `background` at every detent.
    public var material: SurfaceMaterial?
    /// How far iOS 26's partial-height sheet floats inside the screen's sides and bottom; iOS 15 to 18's
    /// sheet is on the edges.
    public var floatingInset = 0.0
    /// The sheet's fill: systemBackground at the elevated level, as UIKit draws a presented sheet
    /// (white in light, measured (255, 255, 255); #1C1C1E in dark, the elevated systemBackground).
    public var background = DynamicColor(light: .white, dark: Color(r8: 0x1C, g8: 0x1C, b8: 0x1E))
    /// The large detent's top 10 pt below the top safe area: measured at y = 207 px = 69.0 pt on the
    /// iPhone 15's 59 pt inset; cupertino_modal_sheet's `sheetOffset` 10 (Flutter's 8% of the height, 68.2).
    public var topGap = 10.0
    /// The grabber: 36 x 5 pt, 5 pt below the sheet's top, in tertiaryLabel (`SheetGrabber`).
    public var grabber = SheetGrabber()
    /// The dimming over the screen behind: black 12% in light, measured (the white screen behind reads
    /// (224, 224, 224), 1 − 224/255); Flutter's overlay 10%. Dark: black 48%, UIKit's dimming view in dark
    /// as the system alert's (no dark sheet was measured).
    public var backdrop = DynamicColor(light: Color.black.withAlpha(0.12), dark: Color.black.withAlpha(0.48))
    /// At the large detent the screen behind shrinks (in iOS 15 to 18; iOS 26 dims it only) to 11/12 of its size about its top centre: measured
    /// 1081.5 px of 1179 (0.9173); Flutter's 1 − 0.0835 (0.9165), cupertino_modal_sheet's 1 − 1/12.
    public var presentingScale = 11.0 / 12.0
    /// The shrunk screen's corners, 10 pt: measured 8.5–10 (a continuous corner 26–30 px round at 3x);
    /// cupertino_modal_sheet's 10, Flutter's 12. Its top goes to the top safe area's edge: measured at
    /// y = 177 px = 59.0 pt, the inset (cupertino_modal_sheet moves it by the top padding too).
    public var presentingCornerRadius = 10.0
    /// iOS 15 to 18's sheet look, each field at the value its comment gives (`liquidGlass` for iOS 26's).
    /// ```swift
    /// var theme = SheetTheme()
    /// theme.cornerRadius = 16
    /// ```
    public init() {}
}

extension SheetTheme: LiquidGlassTheme {}
