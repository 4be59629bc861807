/// A label placed by its baselines, as Auto Layout places one with `firstBaselineAnchor` and
/// `lastBaselineAnchor`: its first baseline `top` points below its frame's top (inside the padding) and
/// its frame's bottom `bottom` points below its last baseline, whatever the font's ascent and descent.
/// UIAlertController lays its title and message out this way, so their spacing does not depend on the
/// font's line height.
public struct BaselineInsets: Sendable, Hashable {
    /// Points from the frame's top (inside the padding) down to the first baseline.
    public var top: Double
    /// Points from the last baseline down to the frame's bottom (inside the padding).
    public var bottom: Double
    /// A label whose first baseline is `top` points below its top and whose bottom is `bottom` points below
    /// its last baseline.
    /// ```swift
    /// message.baselines = BaselineInsets(top: 20, bottom: 24)   // UIAlertController's message under a title
    /// ```
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    /// The height a paragraph takes: from the frame's top to its first baseline, down to its last
    /// baseline, and on to the bottom.
    func height(firstBaseline: Double, lastBaseline: Double) -> Double {
        top + (lastBaseline - firstBaseline) + bottom
    }
}
