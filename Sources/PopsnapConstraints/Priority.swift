/// How much a constraint matters, as UIKit's `UILayoutPriority`: a value in 1...1000, where 1000 is required.
///
/// Priorities are strictly ordered, as UIKit documents them: a constraint at 750 is never outvoted by any
/// number of constraints at 300, and 251 beats 250. Only the order of priorities matters, never their
/// ratio. Each distinct non-required priority is its own level of the solver's objective.
///
/// ```swift
/// try solver.add((width >= 500).withPriority(.defaultHigh))   // compression resistance
/// try solver.add((width <= 500).withPriority(.defaultLow))    // hugging
/// ```
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    /// The value, in 1...1000.
    public let rawValue: Float

    /// A priority of `rawValue`, which must be in 1...1000 (as UIKit refuses others, a program error).
    public init(_ rawValue: Float) {
        precondition(rawValue >= 1 && rawValue <= 1000, "a priority is in 1...1000, not \(rawValue)")
        self.rawValue = rawValue
    }

    /// A priority written as a whole number, `750`.
    public init(integerLiteral value: Int) { self.init(Float(value)) }

    /// A priority written with a fraction, `250.5`.
    public init(floatLiteral value: Float) { self.init(value) }

    /// 1000: the constraint must hold; adding one that cannot throws.
    public static let required = Priority(1000)
    /// 750, UIKit's `defaultHigh`: a button's compression resistance.
    public static let defaultHigh = Priority(750)
    /// 250, UIKit's `defaultLow`: a button's content hugging.
    public static let defaultLow = Priority(250)
    /// 50, UIKit's `fittingSizeLevel`: a view's wish to be as small as it can be.
    public static let fittingSizeLevel = Priority(50)

    /// Whether the constraint must hold rather than be as close as it can.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Lower priorities first, as UIKit orders them.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The value, as UIKit prints it.
    public var description: String { "\(rawValue)" }
}
