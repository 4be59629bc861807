import PopsnapRaster

/// The app screen before a presentation changed it and the change (`PresentingScreen`), so a frame
/// between can draw it part of the way: iOS 18's screen shrinking behind a sheet as the sheet rises.
struct ScreenShrinking {
    let original: Image
    let presenting: PresentingScreen
    let pixelsPerPoint: Double
}

extension PresentingScreen {
    /// `fraction` of the way from the screen as it is (0: full size, square corners, at the top) to as
    /// this leaves it (1), each figure moving linearly with the presentation's progress, as UIKit animates
    /// the presenting view's transform and corner radius alongside the sheet.
    func partway(_ fraction: Double) -> PresentingScreen {
        let f = min(1, max(0, fraction))
        var s = self
        s.scale = 1 + (scale - 1) * f
        s.top = top * f
        s.cornerRadius = cornerRadius * f
        return s
    }
}

extension SceneLayers {
    /// These layers with the app screen `fraction` of the way to how the presentation leaves it; the same
    /// layers when nothing shrinks it, or all the way.
    func screenPresented(_ fraction: Double) throws(RasterError) -> SceneLayers {
        guard let shrinking, fraction < 1 else { return self }
        var layers = self
        layers.screen = try shrinking.presenting.partway(fraction).apply(to: shrinking.original, pixelsPerPoint: shrinking.pixelsPerPoint)
        layers.fullyDimmed = nil
        return layers
    }
}
