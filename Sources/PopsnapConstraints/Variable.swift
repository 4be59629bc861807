/// An unknown the solver finds a value for: a view's minX, width, or any other quantity a layout needs.
///
/// Variables are made by a ``ConstraintSolver`` (``ConstraintSolver/makeVariable(_:)``), numbered in the
/// order they are made; that number is their identity and the order ties are broken in, so a variable
/// belongs to the solver that made it (or to a copy of that solver).
///
/// ```swift
/// var solver = ConstraintSolver()
/// let width = solver.makeVariable("label.width")
/// ```
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's number in its solver, from 0, in the order the solver made them.
    public let id: Int
    /// A name for messages and debugging only; two variables may share one.
    public let name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// The same variable: the name is only a label, so identity is the number alone.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    /// Hashes the number only, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name, or `v` and the number when the variable was made without one.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
