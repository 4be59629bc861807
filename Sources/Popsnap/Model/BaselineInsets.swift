/// A label placed by its baselines, as Auto Layout places one with `firstBaselineAnchor` and
/// `lastBaselineAnchor`: its first baseline `top` points below its frame's top (inside the padding) and
/// its frame's bottom `bottom` points below its last baseline, whatever the font's ascent and descent.
/// UIAlertController lays its title and message out this way, so their spacing does not depend on the
/// font's line height.
public struct BaselineInsets: Sendable, Hashable {
    public var top: Double
    public var bottom: Double
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
