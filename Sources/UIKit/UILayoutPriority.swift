/// How much a constraint matters, 1…1000, with UIKit's named values. Priorities are strictly ordered:
/// a 750 is never outvoted by any number of 250s.
///
/// ```swift
/// let wish = title.widthAnchor.constraint(equalToConstant: 200)
/// wish.priority = .defaultHigh - 1
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Strideable, Sendable {
    /// 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// 1000: must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a view's resistance to being squeezed below its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: a view's wish to hug its content.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: `systemLayoutSizeFitting`'s wish for the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    public func distance(to other: UILayoutPriority) -> Float { other.rawValue - rawValue }

    public func advanced(by n: Float) -> UILayoutPriority { UILayoutPriority(rawValue + n) }

    /// The priority `n` above `priority`.
    public static func + (priority: UILayoutPriority, n: Float) -> UILayoutPriority { priority.advanced(by: n) }

    /// The priority `n` below `priority`.
    public static func - (priority: UILayoutPriority, n: Float) -> UILayoutPriority { priority.advanced(by: -n) }
}
