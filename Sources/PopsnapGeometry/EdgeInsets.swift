/// Space around content, in points.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from each edge, in points: layout runs left to right, so `leading` is the left edge and
    /// `trailing` the right (a right-to-left scene is mirrored after layout, putting them the other way).
    public var top, leading, bottom, trailing: Double
    /// Insets edge by edge, in points; an edge left out is 0.
    ///
    /// ```swift
    /// EdgeInsets(top: 20, bottom: 12).vertical // 32
    /// ```
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// The same inset `d`, in points, on all four edges.
    ///
    /// ```swift
    /// EdgeInsets(all: 16) == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) // true
    /// ```
    public init(all d: Double) { self.init(top: d, leading: d, bottom: d, trailing: d) }
    /// `h` points on the leading and trailing edges and `v` on the top and bottom; either defaults to 0.
    ///
    /// ```swift
    /// EdgeInsets(horizontal: 16, vertical: 11) // top 11, leading 16, bottom 11, trailing 16
    /// ```
    public init(horizontal h: Double = 0, vertical v: Double = 0) { self.init(top: v, leading: h, bottom: v, trailing: h) }
    /// No inset on any edge, what `EdgeInsets()` gives.
    public static let zero = EdgeInsets()
    /// `leading + trailing`, in points: the width the insets take from the content's width.
    public var horizontal: Double { leading + trailing }
    /// `top + bottom`, in points: the height the insets take from the content's height.
    public var vertical: Double { top + bottom }
}
