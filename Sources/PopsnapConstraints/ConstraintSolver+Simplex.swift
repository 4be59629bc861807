// The simplex steps: primal optimisation after a change of constraints, dual optimisation after a
// suggested value, and taking a constraint's row out. Every choice between rows or symbols goes to the
// lowest symbol id (Bland's rule), never to the tableau's order.
extension ConstraintSolver {
    /// Pivots until no symbol lowers the objective: the main one, or phase one's artificial row.
    mutating func optimize(artificialObjective: Bool = false) {
        while true {
            let entering: Symbol?
            if artificialObjective {
                entering = artificial?.cells.first { $0.coefficient < 0 && $0.symbol.kind != .dummy }?.symbol
            } else {
                entering = objective.enteringSymbol()
            }
            guard let entering else { return }
            // The objective is a sum of non-negative errors, so it is bounded: some row always limits it.
            guard let leaving = leavingRow(for: entering) else { preconditionFailure("the objective is unbounded") }
            pivot(entering, rowAt: leaving)
        }
    }

    /// The restricted row that limits `entering` first (smallest ratio), lowest basic id on a tie.
    func leavingRow(for entering: Symbol) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for index in rows.indices where basics[index].isRestricted {
            let coefficient = rows[index].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[index].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basics[index].id < basics[best ?? index].id) {
                best = index
                bestRatio = ratio
            }
        }
        return best
    }

    /// `entering` becomes basic in the row at `index`, whose basic symbol leaves.
    mutating func pivot(_ entering: Symbol, rowAt index: Int) {
        var (leaving, row) = removeRow(at: index)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        appendRow(entering, row)
    }

    /// Restores feasibility after suggested values moved row constants, keeping the objective optimal:
    /// the infeasible row with the lowest basic id leaves first, for the entering symbol of least
    /// lexicographic ratio.
    mutating func dualOptimize() {
        while let leaving = lowestInfeasibleRow() {
            var entering: (symbol: Symbol, coefficient: Double)?
            for cell in rows[leaving].cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let candidate = (symbol: cell.symbol, coefficient: cell.coefficient)
                if let best = entering, !objective.ratio(candidate, isBelow: best) { continue }
                entering = candidate
            }
            // Only optional edits move constants, and their errors can always absorb the move.
            guard let entering else { preconditionFailure("dual optimisation found no entering symbol") }
            pivot(entering.symbol, rowAt: leaving)
        }
    }

    func lowestInfeasibleRow() -> Int? {
        var best: Int?
        for index in rows.indices where basics[index].isRestricted && rows[index].constant < 0 && !isNearZero(rows[index].constant) {
            if best == nil || basics[index].id < basics[best!].id { best = index }
        }
        return best
    }

    /// Takes a constraint (or an edit) out: its errors' cost from the objective, its row from the
    /// tableau (pivoting its marker in first if it is not basic), then re-solves.
    mutating func withdraw(_ tag: Tag, priority: Priority) {
        if !priority.isRequired {
            let level = objective.level(of: priority)
            let (first, second) = tag.errors
            for symbol in [first, second] {
                guard let symbol else { continue }
                if let index = row(of: symbol) {
                    objective.insert(rows[index], -1, level: level)
                } else {
                    objective.insert(symbol, -1, level: level)
                }
            }
        }
        if let index = row(of: tag.marker) {
            _ = removeRow(at: index)
        } else if let index = markerLeavingRow(tag.marker) {
            var (leaving, row) = removeRow(at: index)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        if !priority.isRequired { objective.removeUser(at: priority) }
        optimize()
    }

    /// The row to pivot a non-basic marker into, as kiwi chooses it: a restricted row where the marker
    /// has a negative coefficient (least ratio), else a positive one (least ratio), else an external's
    /// row; lowest basic id on ties. Nil when the marker is in no row, when nothing is left to take out.
    mutating func markerLeavingRow(_ marker: Symbol) -> Int? {
        var negative: (index: Int, ratio: Double)?
        var positive: (index: Int, ratio: Double)?
        var external: Int?
        func isBetter(_ index: Int, _ ratio: Double, than best: (index: Int, ratio: Double)?) -> Bool {
            guard let best else { return true }
            return ratio < best.ratio || (ratio == best.ratio && basics[index].id < basics[best.index].id)
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if !basics[index].isRestricted {
                if external.map({ basics[index].id < basics[$0].id }) ?? true { external = index }
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if isBetter(index, ratio, than: negative) { negative = (index, ratio) }
            } else {
                let ratio = rows[index].constant / coefficient
                if isBetter(index, ratio, than: positive) { positive = (index, ratio) }
            }
        }
        if let negative { return negative.index }
        if let positive { return positive.index }
        if external != nil { externalsMayBeParametric = true }
        return external
    }
}
