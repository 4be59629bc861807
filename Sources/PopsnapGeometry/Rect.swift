/// A rectangle in points (or pixels, where a caller says so), origin top-left, y down: a layout node's
/// frame and a path's bounds alike.
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The left edge, from the origin rightwards.
    public var x: Double
    /// The top edge, from the origin downwards (y down).
    public var y: Double
    /// The horizontal extent; may be negative until `standardized`, and then the rectangle is empty.
    public var width: Double
    /// The vertical extent; may be negative until `standardized`, and then the rectangle is empty.
    public var height: Double
    /// The rectangle `width` x `height` with its top-left corner at (`x`, `y`), taken as given.
    ///
    /// ```swift
    /// let card = Rect(x: 20, y: 300, width: 270, height: 140)
    /// card.midX // 155
    /// ```
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// The width and height, without the origin.
    public var size: Size { Size(width: width, height: height) }
    /// The left edge, `x`, named as CGRect names it.
    public var minX: Double { x }
    /// The top edge, `y`, named as CGRect names it.
    public var minY: Double { y }
    /// The right edge, `x + width`.
    public var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }
    /// The horizontal centre, `x + width / 2`.
    public var midX: Double { x + width / 2 }
    /// The vertical centre, `y + height / 2`.
    public var midY: Double { y + height / 2 }
    /// Whether the rectangle encloses no area: its width or height is 0, negative or NaN.
    public var isEmpty: Bool { !(width > 0 && height > 0) }
    public var description: String { "(\(x), \(y), \(width) x \(height))" }

    /// Whether `other` lies within this rectangle (edges may touch; a millionth of a point is forgiven).
    public func contains(_ other: Rect) -> Bool {
        other.x >= x - 1e-6 && other.y >= y - 1e-6 && other.maxX <= maxX + 1e-6 && other.maxY <= maxY + 1e-6
    }

    /// The same rectangle with a non-negative width and height, as CGRect.standardized.
    public var standardized: Rect {
        Rect(x: min(x, x + width), y: min(y, y + height), width: abs(width), height: abs(height))
    }

    /// The rectangle moved in by `d` on every side (out for negative `d`); never negative in size.
    public func insetBy(_ d: Double) -> Rect {
        Rect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }

    /// The same size moved `dx` right and `dy` down (left and up for negative values).
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 10, height: 10).offsetBy(dx: 5, dy: -2) // (5.0, -2.0, 10.0 x 10.0)
    /// ```
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The smallest pixel rectangle holding this one (standardized), within ±2³⁰ px; empty when not finite.
    public var enclosingPixels: PixelRect {
        let r = standardized
        guard r.x.isFinite, r.y.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = pixelIndex(r.x.rounded(.down)), y0 = pixelIndex(r.y.rounded(.down))
        let x1 = pixelIndex(r.maxX.rounded(.up)), y1 = pixelIndex(r.maxY.rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
