// Adding a constraint's row to the tableau, as kiwi's addConstraint: a subject when the row has one,
// phase one with an artificial variable when it has not.
extension ConstraintSolver {
    /// Adds `constraint`'s row and re-solves, returning its tag; the solver is unchanged when it throws.
    /// Conflicts are explained only for the caller's add, not for the trial solvers that explaining makes.
    mutating func insert(_ constraint: Constraint, explainingConflicts: Bool) throws(SolverError) -> Tag {
        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            // A required equality already implied (`0 == 0`) keeps its dummy; one contradicted cannot hold.
            guard isNearZero(row.constant) else { throw unsatisfiable(constraint, explaining: explainingConflicts) }
            subject = tag.marker
        }
        if let subject {
            let isNew = subject.id >= rowIndex.count || !everInRow[subject.id]
            commit(tag, at: constraint.priority)
            var solved = row
            solved.solve(for: subject)
            substitute(subject, solved, inTableau: !isNew)
            appendRow(subject, solved)
        } else {
            // Phase one pivots the tableau; on failure the copy taken here is the solver as it was.
            let before = self
            commit(tag, at: constraint.priority)
            guard addWithArtificialVariable(row) else {
                self = before
                throw unsatisfiable(constraint, explaining: explainingConflicts)
            }
        }
        optimize()
        return tag
    }

    /// The constraint's row over the current non-basic symbols, with its slack, error or dummy symbols,
    /// given the ids they will get but not yet made (``commit(_:at:)`` makes them), so a refusal changes nothing.
    func makeRow(for constraint: Constraint) -> (row: Row, tag: Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            precondition(term.variable.id < externals.count, "\(term.variable) was made by another solver")
            let symbol = externals[term.variable.id]
            if let index = self.row(of: symbol) {
                row.insert(rows[index], term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        var nextID = rowIndex.count
        func symbol(_ kind: Symbol.Kind) -> Symbol {
            defer { nextID += 1 }
            return Symbol(id: nextID, kind: kind)
        }
        let tag: Tag
        switch (constraint.relation, constraint.priority.isRequired) {
        case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = symbol(.slack)
            row.insert(slack, sign)
            if constraint.priority.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = symbol(.error)
                row.insert(error, -sign)
                tag = Tag(marker: slack, other: error)
            }
        case (.equal, false):
            // expression = plus - minus, both errors costed: their sum is the absolute error.
            let plus = symbol(.error), minus = symbol(.error)
            row.insert(plus, -1)
            row.insert(minus, 1)
            tag = Tag(marker: plus, other: minus)
        case (.equal, true):
            let dummy = symbol(.dummy)
            row.insert(dummy, 1)
            tag = Tag(marker: dummy)
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Makes the tag's symbols (the marker was given the lower id) and costs its errors at the
    /// constraint's level of the objective.
    mutating func commit(_ tag: Tag, at priority: Priority) {
        _ = makeSymbol(tag.marker.kind)
        if let other = tag.other { _ = makeSymbol(other.kind) }
        guard !priority.isRequired else { return }
        let level = objective.addUser(at: priority)
        let (first, second) = tag.errors
        if let first { objective.insert(first, 1, level: level) }
        if let second { objective.insert(second, 1, level: level) }
    }

    /// The symbol to solve the row for: the first external, else the constraint's own slack or error
    /// when its coefficient is negative (so it stays non-negative), else nil (phase one is needed).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        for cell in row.cells where cell.symbol.kind == .external {
            if !externalsMayBeParametric || !inRestrictedRow(cell.symbol) { return cell.symbol }
        }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    func inRestrictedRow(_ symbol: Symbol) -> Bool {
        rows.indices.contains { basics[$0].isRestricted && rows[$0].coefficient(for: symbol) != 0 }
    }

    /// Phase one: the row's basic symbol is an artificial variable, minimised to zero if it can be.
    /// Returns whether it reached zero, that is whether the constraint can hold.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        appendRow(artificialSymbol, row)
        artificial = row
        optimize(artificialObjective: true)
        let reachedZero = isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if let index = self.row(of: artificialSymbol) {
            var (_, remaining) = removeRow(at: index)
            if remaining.cells.isEmpty { return reachedZero }
            guard let entering = remaining.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            remaining.solve(for: artificialSymbol, entering)
            substitute(entering, remaining)
            appendRow(entering, remaining)
        }
        for index in rows.indices { rows[index].remove(artificialSymbol) }
        objective.remove(artificialSymbol)
        return reachedZero
    }

    func unsatisfiable(_ constraint: Constraint, explaining: Bool) -> SolverError {
        .unsatisfiable(conflictsWith: explaining ? conflicts(with: constraint) : [])
    }
}
