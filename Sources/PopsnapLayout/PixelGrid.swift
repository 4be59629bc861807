import PopsnapGeometry
/// The device pixels of a screen at a scale, and the rule that puts frames on them.
///
/// The rule, as UIKit aligns views to the screen: each edge of a frame, in screen coordinates, rounds to
/// the nearest pixel (a half rounds away from zero, and so does what is a half but for Double's error).
/// Applied once, in layout, to the frames the constraints give, so a frame's edges are whole pixels and
/// its pixels are exactly inside it; text in a frame keeps its sub-pixel position.
/// ```swift
/// PixelGrid(scale: 3).snapped(Rect(x: 137.5, y: 283.5, width: 100, height: 100))   // x 137.6667, width 100
/// ```
public struct PixelGrid: Sendable, Equatable {
    /// The screen's pixels a point: 1, 2 or 3, so one point is that many device pixels.
    public let scale: Scale

    /// The grid of a screen at `scale`, as `UIScreen.scale` gives it.
    ///
    /// ```swift
    /// PixelGrid(scale: 2).pixels(Rect(x: 0.3, y: 0, width: 10, height: 1)) // (1, 0, 20 x 2 px)
    /// ```
    public init(scale: Scale) {
        self.scale = scale
    }

    /// The frame with each edge on the grid.
    public func snapped(_ f: Rect) -> Rect {
        let r = pixels(f), k = scale.pixelsPerPoint
        return Rect(x: Double(r.x) / k, y: Double(r.y) / k, width: Double(r.width) / k, height: Double(r.height) / k)
    }

    /// The whole pixels a frame covers once snapped: its edges rounded, in device pixels.
    public func pixels(_ f: Rect) -> PixelRect {
        let k = scale.pixelsPerPoint
        let x0 = Self.round(f.x * k), y0 = Self.round(f.y * k)
        let x1 = Self.round(f.maxX * k), y1 = Self.round(f.maxY * k)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Rounded to the nearest whole pixel, a half away from zero; a value beyond any image saturates
    /// instead of trapping. Edges are sums of thirds of a point, which Double cannot hold, so an edge that
    /// is a half in exact arithmetic may come a hair short (a hairline from 917.5 to 918.4999999999999 px
    /// would round to nothing): within a millionth of a pixel of a half counts as the half.
    private static func round(_ v: Double) -> Int {
        let r = (v.magnitude + 0.5 + 1e-6).rounded(.down) * (v < 0 ? -1 : 1)
        guard r.isFinite else { return r < 0 ? Int.min / 4 : Int.max / 4 }
        return Int(max(Double(Int.min / 4), min(Double(Int.max / 4), r)))
    }
}
