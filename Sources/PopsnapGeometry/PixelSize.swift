/// A size in whole pixels: an image's, a screen's at its scale.
///
/// ```swift
/// PixelSize(width: 1170, height: 2532).description // "1170 x 2532 px"
/// ```
public struct PixelSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Pixels a row.
    public var width: Int
    /// Rows.
    public var height: Int
    /// A size of `width` x `height` pixels, taken as given (a caller checks that neither is negative).
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// "W x H px".
    public var description: String { "\(width) x \(height) px" }
}
