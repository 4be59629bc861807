/// A rectangle of whole pixels.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The left edge: the column index of the first pixel, 0 at the image's left.
    public var x: Int
    /// The top edge: the row index of the first pixel, 0 at the image's top (y down).
    public var y: Int
    /// Columns covered, in pixels; 0 or less makes the rectangle empty.
    public var width: Int
    /// Rows covered, in pixels; 0 or less makes the rectangle empty.
    public var height: Int
    /// The `width` x `height` pixels from column `x`, row `y`; nothing is clamped, so a caller may
    /// describe a region partly off an image and `intersection(_:)` it with the image's bounds.
    ///
    /// ```swift
    /// PixelRect(x: 10, y: 4, width: 3, height: 2).maxX // 13, one past the last column
    /// ```
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    // Saturating, so a rectangle placed near Int.max cannot trap.
    /// One past the last column (`x + width`), Int.max rather than overflowing.
    public var maxX: Int { let (s, o) = x.addingReportingOverflow(width); return o ? Int.max : s }
    /// One past the last row (`y + height`), Int.max rather than overflowing.
    public var maxY: Int { let (s, o) = y.addingReportingOverflow(height); return o ? Int.max : s }
    /// Whether the rectangle covers no pixel: its width or height is 0 or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var description: String { "(\(x), \(y), \(width) x \(height) px)" }

    /// The pixels whose centres (x + 0.5, y + 0.5) lie between the given edges, edges included: what
    /// samples a region without touching a neighbour's edge pixels. Within ±2³⁰ px; empty when an edge
    /// is not finite or the far edge is before the near one.
    public init(centresFromX left: Double, to right: Double, y top: Double, to bottom: Double) {
        guard left.isFinite, right.isFinite, top.isFinite, bottom.isFinite else { self.init(x: 0, y: 0, width: 0, height: 0); return }
        let x0 = pixelIndex((left - 0.5).rounded(.up)), x1 = pixelIndex((right - 0.5).rounded(.down)) + 1
        let y0 = pixelIndex((top - 0.5).rounded(.up)), y1 = pixelIndex((bottom - 0.5).rounded(.down)) + 1
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The overlap of two rectangles; empty (zero size) when they do not meet.
    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : PixelRect(x: x0, y: y0, width: 0, height: 0)
    }

    /// The smallest rectangle holding both; an empty one adds nothing.
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }
}

/// A coordinate as a pixel index, clamped to ±2³⁰ so no drawing maths can overflow.
package func pixelIndex(_ v: Double) -> Int {
    let limit = Double(1 << 30)
    return v.isNaN ? 0 : Int(min(limit, max(-limit, v)))
}
