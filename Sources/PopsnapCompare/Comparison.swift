import PopsnapRaster
import PopsnapGeometry

/// What a comparison found: how many pixels differ, out of how many, and where.
///
/// ```swift
/// let c = ImageComparison.compare(expected, actual).comparison!
/// print("\(c.differentPixels) of \(c.totalPixels) px differ (\(c.ratio)), within \(c.changedBounds!)")
/// ```
public struct Comparison: Sendable, Equatable {
    /// Pixels counted as different (anti-aliasing forgiven unless `includeAA`; any channel in exact mode).
    public let differentPixels: Int
    /// width · height.
    public let totalPixels: Int
    /// The compared images' width in pixels.
    public let width: Int
    /// The compared images' height in pixels.
    public let height: Int
    /// The smallest rectangle holding every differing pixel; nil when none differs.
    public let changedBounds: PixelRect?

    /// A result, as a comparison or a test builds it: `Comparison(differentPixels: 3, width: 10, height: 10, changedBounds: nil)`.
    public init(differentPixels: Int, width: Int, height: Int, changedBounds: PixelRect?) {
        self.differentPixels = differentPixels
        self.width = width
        self.height = height
        totalPixels = width * height
        self.changedBounds = changedBounds
    }

    /// differentPixels / totalPixels; 0 for an empty image.
    public var ratio: Double {
        totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels)
    }
}

extension Comparison: CustomStringConvertible {
    /// "12 of 2962440 px differ (<0.001%), in 3 x 4 px at (10, 20)".
    public var description: String {
        // Three decimals without Foundation; a difference too small to show still shows as one.
        let thousandths = (ratio * 100_000).rounded()
        let shown = differentPixels > 0 && thousandths == 0 ? "<0.001" : String(thousandths / 1000)
        var text = "\(differentPixels) of \(totalPixels) px differ (\(shown)%)"
        if let r = changedBounds { text += ", in \(r.width) x \(r.height) px at (\(r.x), \(r.y))" }
        return text
    }
}
