import PopsnapLayout
import PopsnapRaster

/// Frames in points become rectangles on whole device pixels, as UIKit aligns views to the screen's
/// pixels: each edge rounds to the nearest pixel, so a container centred at 48.5 pt sits on 146 px at 3x
/// with its edges sharp rather than half-covered.
struct PixelSnapping {
    let scale: Double

    func rect(_ f: Frame) -> Rect {
        let x0 = (f.x * scale).rounded(), y0 = (f.y * scale).rounded()
        let x1 = (f.maxX * scale).rounded(), y1 = (f.maxY * scale).rounded()
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
