/// An incremental Cassowary solver with strictly ordered priorities: the engine under Auto Layout's rules.
///
/// Required constraints (priority 1000) always hold; adding one that cannot throws
/// ``SolverError/unsatisfiable(conflictsWith:)`` and leaves the solver as it was. Then, priority level
/// by priority level from the highest down, the solver minimises the sum of the absolute errors of the
/// optional constraints at that level without making any higher level worse: a constraint at 750 is
/// never outvoted by any number at 300. An optional inequality that holds has no error.
///
/// Adding or removing a constraint and suggesting an edit variable's value re-solve incrementally, from
/// the previous solution. The same calls in the same order give bit-identical values in every process:
/// no decision depends on hashing, and ties go to the symbol made first.
///
/// A system with more than one best solution gets the simplex's basic solution: a variable the
/// constraints leave free reads 0, and of the variables in a new constraint, the one made first is the
/// one the constraint is solved for (a view with only a width gets minX 0).
///
/// ```swift
/// var solver = ConstraintSolver()
/// let minX = solver.makeVariable("minX"), width = solver.makeVariable("width")
/// try solver.add(minX == 20)
/// try solver.add(width == 390 - 40)
/// try solver.add((width <= 500).withPriority(.defaultLow))
/// solver.value(of: width)   // 350
/// ```
public struct ConstraintSolver: Sendable {
    /// The symbols that stand for a constraint in the tableau: `marker` identifies its row, `other` is
    /// an optional equality's second error or an optional inequality's error.
    struct Tag: Sendable {
        var marker: Symbol
        var other: Symbol?

        /// The tag's error symbols (none for a required constraint), without allocating an array.
        var errors: (Symbol?, Symbol?) {
            (marker.kind == .error ? marker : nil, other?.kind == .error ? other : nil)
        }
    }

    struct Record: Sendable {
        var constraint: Constraint
        var tag: Tag
    }

    /// Each variable's external symbol, by variable id.
    var externals: [Symbol] = []
    /// By symbol id: the index of the symbol's row in `rows` when it is basic, else -1. Its count is the
    /// number of symbols made, so the next symbol's id.
    var rowIndex: [Int] = []
    /// By symbol id: whether the symbol was ever in a row, so a subject that never was needs no
    /// substitution into the other rows (most adds, as a layout's variables are new to each constraint).
    var everInRow: [Bool] = []
    /// The tableau: `rows[i]` gives `basics[i]`. Their order is history's, never a decision's.
    var basics: [Symbol] = []
    var rows: [Row] = []
    var objective = Objective()
    /// Phase one's objective while a required row without a subject is added.
    var artificial: Row?
    /// By constraint id; nil once removed.
    var records: [Record?] = []
    var edits: [Edit] = []
    /// Set once an external variable left the basis (only removal does that): from then on, choosing a
    /// subject checks the external is in no restricted row, whose feasibility making it basic could break.
    var externalsMayBeParametric = false

    /// An empty solver.
    public init() {}

    /// A new variable, numbered after the ones made before it; `name` is for messages only.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        let variable = Variable(id: externals.count, name: name)
        externals.append(makeSymbol(.external))
        return variable
    }

    /// The variable's value in the current solution.
    public func value(of variable: Variable) -> Double {
        precondition(variable.id < externals.count, "\(variable) was made by another solver")
        let index = rowIndex[externals[variable.id].id]
        return index < 0 ? 0 : rows[index].constant
    }

    /// Adds `constraint` and re-solves; the id it returns removes it. Throws
    /// ``SolverError/unsatisfiable(conflictsWith:)`` for a required constraint that cannot hold, naming
    /// a minimal set of required constraints it conflicts with; the solver is then unchanged.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        let tag = try insert(constraint, explainingConflicts: true)
        records.append(Record(constraint: constraint, tag: tag))
        return ConstraintID(rawValue: records.count - 1)
    }

    /// Removes the constraint `id` names and re-solves.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard contains(id), let record = records[id.rawValue] else { throw .unknownConstraint(id) }
        records[id.rawValue] = nil
        withdraw(record.tag, priority: record.constraint.priority)
    }

    /// Whether the solver holds the constraint `id` names (added and not removed).
    public func contains(_ id: ConstraintID) -> Bool {
        records.indices.contains(id.rawValue) && records[id.rawValue] != nil
    }

    /// The constraint `id` names, while the solver holds it: for describing a conflict.
    public func constraint(_ id: ConstraintID) -> Constraint? {
        contains(id) ? records[id.rawValue]?.constraint : nil
    }

    // MARK: Symbols and rows

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: rowIndex.count, kind: kind)
        rowIndex.append(-1)
        everInRow.append(false)
        return symbol
    }

    func row(of symbol: Symbol) -> Int? {
        let index = rowIndex[symbol.id]
        return index < 0 ? nil : index
    }

    mutating func appendRow(_ basic: Symbol, _ row: Row) {
        rowIndex[basic.id] = rows.count
        basics.append(basic)
        rows.append(row)
        for cell in row.cells { everInRow[cell.symbol.id] = true }
        everInRow[basic.id] = true
    }

    /// Takes the row at `index` out of the tableau, the last row moving into its place.
    mutating func removeRow(at index: Int) -> (basic: Symbol, row: Row) {
        let basic = basics[index]
        let row = rows[index]
        let last = rows.count - 1
        if index != last {
            basics[index] = basics[last]
            rows[index] = rows[last]
            rowIndex[basics[index].id] = index
        }
        basics.removeLast()
        rows.removeLast()
        rowIndex[basic.id] = -1
        return (basic, row)
    }

    /// Replaces `symbol` by `row` everywhere: the tableau (unless `symbol` is in none of its rows), the
    /// objective and phase one's objective.
    mutating func substitute(_ symbol: Symbol, _ row: Row, inTableau: Bool = true) {
        if inTableau {
            for index in rows.indices { rows[index].substitute(symbol, row) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }
}
