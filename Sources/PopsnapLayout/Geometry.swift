/// A size in points.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width) x \(height)" }
}

/// A rectangle in points, origin top-left, y down.
public struct Frame: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var size: Size { Size(width: width, height: height) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var description: String { "(\(x), \(y), \(width) x \(height))" }

    /// Whether `other` lies within this frame (edges may touch; a millionth of a point is forgiven).
    public func contains(_ other: Frame) -> Bool {
        other.x >= x - 1e-6 && other.y >= y - 1e-6 && other.maxX <= maxX + 1e-6 && other.maxY <= maxY + 1e-6
    }
}

/// Space around a node's content, in points.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(all d: Double) { self.init(top: d, leading: d, bottom: d, trailing: d) }
    public init(horizontal h: Double = 0, vertical v: Double = 0) { self.init(top: v, leading: h, bottom: v, trailing: h) }
    public static let zero = EdgeInsets()
    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}
