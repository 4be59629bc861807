// Explaining a refused required constraint. Only the refusal pays for this, so it re-solves from
// scratch rather than reading the failed tableau.
extension ConstraintSolver {
    /// A minimal set of the required constraints held that `constraint` cannot hold with, by deletion:
    /// each held required constraint, in the order added, is dropped if the rest still conflict.
    func conflicts(with constraint: Constraint) -> [ConstraintID] {
        var kept = records.indices.filter { records[$0]?.constraint.priority.isRequired == true }
        var index = 0
        while index < kept.count {
            var trial = kept
            trial.remove(at: index)
            if canHold(trial, with: constraint) {
                index += 1
            } else {
                kept = trial
            }
        }
        return kept.map { ConstraintID(rawValue: $0) }
    }

    /// Whether the held constraints at `indices` and `constraint` can all hold, in a new solver with the
    /// same variables.
    func canHold(_ indices: [Int], with constraint: Constraint) -> Bool {
        var trial = ConstraintSolver()
        for _ in externals { _ = trial.makeVariable() }
        do {
            for index in indices {
                if let record = records[index] { _ = try trial.insert(record.constraint, explainingConflicts: false) }
            }
            _ = try trial.insert(constraint, explainingConflicts: false)
            return true
        } catch {
            return false
        }
    }
}
