// Edit variables: a variable pulled towards suggested values at a priority, re-solved by the dual
// simplex from the previous solution, as a drag or an animation would ask for value after value.
extension ConstraintSolver {
    /// An edit of one variable: its constraint `variable == constant` at an optional priority.
    struct Edit: Sendable {
        var variable: Variable
        var tag: Tag
        var priority: Priority
        var constant: Double
    }

    /// Lets ``suggestValue(_:for:)`` pull `variable` towards values at `priority`, which must be optional.
    /// Until a value is suggested, the variable is pulled towards 0.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        guard !hasEditVariable(variable) else { throw .duplicateEditVariable(variable) }
        // An optional constraint always has a subject, so it cannot fail.
        let tag = try insert(Constraint(LinearExpression(variable), .equal, priority: priority), explainingConflicts: false)
        edits.append(Edit(variable: variable, tag: tag, priority: priority, constant: 0))
    }

    /// Stops pulling `variable` and re-solves without its edit.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = edits.firstIndex(where: { $0.variable == variable }) else { throw .unknownEditVariable(variable) }
        let edit = edits.remove(at: index)
        withdraw(edit.tag, priority: edit.priority)
    }

    /// Whether `variable` has an edit.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits.contains { $0.variable == variable }
    }

    /// Pulls the edited `variable` towards `value` at its edit's priority and re-solves incrementally.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let index = edits.firstIndex(where: { $0.variable == variable }) else { throw .unknownEditVariable(variable) }
        let delta = value - edits[index].constant
        edits[index].constant = value
        let tag = edits[index].tag
        // The edit's row is `variable - constant = plus - minus`: moving the constant moves whichever
        // error is basic, or else every row the errors are parameters of (kiwi's three cases).
        if let row = row(of: tag.marker) {
            rows[row].constant -= delta
        } else if let other = tag.other, let row = row(of: other) {
            rows[row].constant += delta
        } else {
            for row in rows.indices {
                rows[row].constant += delta * rows[row].coefficient(for: tag.marker)
            }
        }
        dualOptimize()
    }
}
