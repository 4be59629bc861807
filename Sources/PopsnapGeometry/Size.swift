/// A size in points (or pixels, where a caller says so).
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent, in points unless the caller says pixels.
    public var width: Double
    /// The vertical extent, in points unless the caller says pixels.
    public var height: Double
    /// A size of `width` x `height`, taken as given: nothing is clamped or rounded.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width) x \(height)" }
}
