/// Pixels a point of a screen, as `UIScreen.scale`: 1, 2 or 3 on every iOS device. Checked once, where a
/// spec or the options are read; everything after holds a `Scale` and never checks again.
///
/// ```swift
/// Scale(rawValue: 3)?.pixelsPerPoint   // 3.0
/// Scale(rawValue: 4)                   // nil: Scale.expected says what is
/// let s: Scale = 2                     // a literal is the programmer's; out of range, it traps
/// ```
public struct Scale: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let rawValue: Int

    /// The scales of iOS screens.
    public static let supported = 1...3
    /// What a scale must be, for messages: "1, 2 or 3".
    public static let expected = "1, 2 or 3"

    public init?(rawValue: Int) {
        guard Self.supported.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    public init(integerLiteral value: Int) {
        guard let s = Scale(rawValue: value) else { preconditionFailure("a scale is \(Scale.expected), not \(value)") }
        self = s
    }

    /// The scale as a factor, `rawValue` as a Double: what a length in points is multiplied by for pixels.
    public var pixelsPerPoint: Double { Double(rawValue) }

    /// One device pixel, in points: the width of a hairline.
    public var hairline: Double { 1 / pixelsPerPoint }

    public static func < (a: Scale, b: Scale) -> Bool { a.rawValue < b.rawValue }

    public var description: String { "\(rawValue)x" }
}
