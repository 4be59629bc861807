/// Why a solver refused a call; the solver is unchanged after each.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold with the required constraints already added. `conflictsWith`
    /// names a minimal set of them (removing any one of those would let the new constraint hold), in
    /// the order they were added; it is empty when the new constraint cannot hold on its own (`0 == 1`).
    case unsatisfiable(conflictsWith: [ConstraintID])
    /// The solver holds no constraint with this id: never added, or removed since.
    case unknownConstraint(ConstraintID)
    /// The variable already has an edit; remove it first to change its priority.
    case duplicateEditVariable(Variable)
    /// The variable has no edit to suggest a value for or remove.
    case unknownEditVariable(Variable)
    /// An edit must be optional: a suggested value is a wish, and a required one could contradict the layout.
    case requiredEditVariable(Variable)
}
