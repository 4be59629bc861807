/// A sum of variables times coefficients plus a constant: `0.5 * width + minX - 10`.
///
/// Made with the operators `+`, `-`, `*` and `/` over variables, expressions and numbers; the relation
/// operators `==`, `<=` and `>=` turn two of them into a ``Constraint``. A variable appears in
/// ``terms`` once, in the order it first appeared, so an expression sums its terms in the order they
/// were written, the same in every process.
///
/// ```swift
/// let centerX = minX + 0.5 * width
/// ```
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// One variable and its coefficient.
    public struct Term: Sendable {
        /// The variable.
        public var variable: Variable
        /// What the variable is multiplied by.
        public var coefficient: Double

        /// `coefficient * variable`.
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, each variable once, in the order they first appeared.
    public private(set) var terms: [Term]
    /// The number added to the terms.
    public var constant: Double

    /// `terms` summed plus `constant`; a variable named twice is one term, its coefficients added.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = []
        self.constant = constant
        for term in terms { add(term.variable, term.coefficient) }
    }

    /// The expression `1 * variable`.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// The expression that is only `constant`.
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// Adds `coefficient * variable`, into the variable's term when it has one: expressions stay short,
    /// so a linear scan beats hashing and keeps the written order.
    mutating func add(_ variable: Variable, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable == variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append(Term(variable, coefficient))
        }
    }

    /// Every coefficient and the constant multiplied by `factor`.
    func scaled(by factor: Double) -> LinearExpression {
        var result = self
        for index in result.terms.indices { result.terms[index].coefficient *= factor }
        result.constant *= factor
        return result
    }

    /// `self + factor * other`.
    func adding(_ other: LinearExpression, times factor: Double) -> LinearExpression {
        var result = self
        for term in other.terms { result.add(term.variable, term.coefficient * factor) }
        result.constant += other.constant * factor
        return result
    }

    /// The terms and constant as written, `2.0 * a + b + 10.0`, for messages.
    public var description: String {
        var parts = terms.map { $0.coefficient == 1 ? "\($0.variable)" : "\($0.coefficient) * \($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

// MARK: Operators
// Overloads per operand type rather than a protocol: numeric literals then type-check as Double at once.

/// `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs, times: 1) }
/// `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(LinearExpression(rhs), times: 1) }
/// `lhs + rhs`.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs, times: 1) }
/// `lhs + rhs`.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([.init(lhs), .init(rhs)]) }
/// `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { LinearExpression(lhs.terms, constant: lhs.constant + rhs) }
/// `lhs + rhs`.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
/// `lhs + rhs`.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([.init(lhs)], constant: rhs) }
/// `lhs + rhs`.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { rhs + lhs }

/// `-operand`.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }
/// `-operand`.
public prefix func - (operand: Variable) -> LinearExpression { LinearExpression([.init(operand, -1)]) }

/// `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs, times: -1) }
/// `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(LinearExpression(rhs), times: -1) }
/// `lhs - rhs`.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs, times: -1) }
/// `lhs - rhs`.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([.init(lhs), .init(rhs, -1)]) }
/// `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
/// `lhs - rhs`.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }
/// `lhs - rhs`.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs + -rhs }
/// `lhs - rhs`.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { -rhs + lhs }

/// `lhs * rhs`.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
/// `lhs * rhs`.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
/// `lhs * rhs`.
public func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([.init(lhs, rhs)]) }
/// `lhs * rhs`.
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([.init(rhs, lhs)]) }

/// `lhs / rhs`.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }
/// `lhs / rhs`.
public func / (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([.init(lhs, 1 / rhs)]) }
