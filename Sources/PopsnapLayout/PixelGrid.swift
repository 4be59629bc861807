/// The device pixels of a screen at a scale, and the rule that puts frames on them.
///
/// The rule, as UIKit aligns views to the screen: each edge of a frame, in screen coordinates, rounds to
/// the nearest pixel (a half rounds away from zero). Applied once, in layout, to the frames the
/// constraints give, so a frame's edges are whole pixels and its pixels are exactly inside it; text in
/// a frame keeps its sub-pixel position.
/// ```swift
/// PixelGrid(scale: 3).snapped(Frame(x: 137.5, y: 283.5, width: 100, height: 100))   // x 137.6667, width 100
/// ```
public struct PixelGrid: Sendable, Equatable {
    public let scale: Scale

    public init(scale: Scale) {
        self.scale = scale
    }

    /// The frame with each edge on the grid.
    public func snapped(_ f: Frame) -> Frame {
        let r = pixels(f), k = scale.pixelsPerPoint
        return Frame(x: Double(r.x) / k, y: Double(r.y) / k, width: Double(r.width) / k, height: Double(r.height) / k)
    }

    /// The whole pixels a frame covers once snapped: its edges rounded, in device pixels.
    public func pixels(_ f: Frame) -> PixelRect {
        let k = scale.pixelsPerPoint
        let x0 = Self.round(f.x * k), y0 = Self.round(f.y * k)
        let x1 = Self.round(f.maxX * k), y1 = Self.round(f.maxY * k)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Rounded to the nearest whole pixel; a value beyond any image saturates instead of trapping.
    private static func round(_ v: Double) -> Int {
        let r = v.rounded()
        guard r.isFinite else { return r < 0 ? Int.min / 4 : Int.max / 4 }
        return Int(max(Double(Int.min / 4), min(Double(Int.max / 4), r)))
    }
}

/// A rectangle of whole device pixels.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var description: String { "(\(x), \(y), \(width) x \(height) px)" }
}
