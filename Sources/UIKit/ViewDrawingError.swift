/// A view that cannot be drawn as iOS would draw it: a property set to something Popsnap does not
/// draw yet, or fonts that could not be loaded. Snapshots fail with it rather than draw something else.
public struct ViewDrawingError: Error, CustomStringConvertible, Sendable {
    /// The view's path in the hierarchy (`UIView/UIStackView/UILabel`).
    public let view: String
    /// What is not drawn, and what to do instead.
    public let reason: String

    /// "`view`: `reason`".
    public var description: String { "\(view): \(reason)" }
}
