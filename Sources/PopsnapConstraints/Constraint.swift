/// How a constraint's expression compares with zero.
public enum Relation: Sendable, Hashable {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual
}

/// A linear relation a solver keeps: `expression relation 0`, at a priority.
///
/// Made by `==`, `<=` and `>=` between variables, expressions and numbers (required, as UIKit's are by
/// default), then given a lower priority with ``withPriority(_:)``. A constraint is a value; once added
/// to a solver it is known by the ``ConstraintID`` that ``ConstraintSolver/add(_:)`` returns.
///
/// ```swift
/// try solver.add(label.minX == container.minX + 16)
/// try solver.add((label.width <= 500).withPriority(250))
/// ```
public struct Constraint: Sendable, CustomStringConvertible {
    /// The left side less the right side, compared with zero.
    public var expression: LinearExpression
    /// How ``expression`` compares with zero.
    public var relation: Relation
    /// How much the constraint matters; ``Priority/required`` ones must hold.
    public var priority: Priority

    /// `expression relation 0` at `priority`.
    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// The same constraint at `priority`.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    /// `expression == 0 @ priority`, for messages.
    public var description: String {
        let symbol = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        return "\(expression) \(symbol) 0 @ \(priority)"
    }
}

/// A constraint added to a solver: issued by ``ConstraintSolver/add(_:)``, in increasing order, never reused.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The constraint's number in its solver, from 0, in the order constraints were added.
    public let rawValue: Int

    /// Earlier-added constraints first.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#` and the number.
    public var description: String { "#\(rawValue)" }
}

// MARK: Relation operators
// One per pair of operand types, as for the arithmetic operators; each makes a required constraint.

/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs` (where a `Constraint` is expected; `Variable`'s own `==` gives a `Bool`).
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }

/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
