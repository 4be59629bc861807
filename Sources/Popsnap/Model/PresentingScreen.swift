import PopsnapGeometry
import PopsnapRaster

/// The app screen as a presented popup leaves it: shrunk about its top centre, moved down, its corners
/// rounded, with `surround` around it. iOS 13 to 18's page sheet at the large detent draws the
/// presenting screen so (`SheetTheme`); a kind returns one from `PopupKind.presentingScreen(traits:on:)`.
///
/// ```swift
/// var scene = spec.scene()
/// scene.presenting = PresentingScreen(scale: 11.0 / 12, top: 59, cornerRadius: 10)
/// ```
public struct PresentingScreen: Sendable, Equatable {
    /// The screen's size as a fraction of its own (1: unchanged), about its top centre.
    public var scale: Double
    /// Where the screen's top edge goes, in points below the top of the display.
    public var top: Double
    /// The shrunk screen's corner radius in points.
    public var cornerRadius: Double
    /// How its corners turn.
    public var cornerCurve: CornerCurve
    /// What shows around the shrunk screen: the window behind it, black on iOS.
    public var surround: Color

    /// The screen shrunk to `scale` with its top at `top` points, its corners `cornerRadius` round, turning as
    /// `cornerCurve` says, over `surround`.
    /// ```swift
    /// let behind = PresentingScreen(scale: 0.9, top: 47, cornerRadius: 12, cornerCurve: .circular)
    /// ```
    public init(scale: Double, top: Double, cornerRadius: Double, cornerCurve: CornerCurve = .continuous, surround: Color = .black) {
        self.scale = scale
        self.top = top
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.surround = surround
    }

    /// `screen` (the whole app screen, `scale` pixels a point) as this leaves it, the same size.
    func apply(to screen: Image, pixelsPerPoint k: Double) throws(RasterError) -> Image {
        let w = Double(screen.width), h = Double(screen.height)
        let shrunk = Rect(x: w * (1 - scale) / 2, y: top * k, width: w * scale, height: h * scale)
        var canvas = try Canvas(width: screen.width, height: screen.height, fill: surround)
        canvas.clip(to: .roundedRect(RoundedRect(rect: shrunk, cornerRadius: cornerRadius * k, curve: cornerCurve)))
        canvas.draw(screen, in: shrunk)
        return canvas.image
    }
}
