/// Space around content, in points.
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
