/// Edges of a rectangle named by the layout direction: where a configured button puts its image.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// UIKit's bits.
    public let rawValue: UInt

    /// The edges whose bits `rawValue` holds.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge: the left in a left-to-right layout.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
