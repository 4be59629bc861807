import PopsnapRaster

/// What iOS 18's and iOS 26's sheet themes both have, under the same spec keys: the sheet's corners and
/// fill, the gap above the large detent, the grabber, and the dimming.
protocol SheetLook {
    var cornerRadius: Double { get set }
    var cornerCurve: CornerCurve { get set }
    var background: DynamicColor { get set }
    var topGap: Double { get set }
    var grabber: SheetGrabber { get set }
    var backdrop: DynamicColor { get set }
}

extension SheetTheme: SheetLook {}
extension SheetGlassTheme: SheetLook {}
