/// The objective the simplex minimises: a symbolic weight per symbol, one component per distinct optional
/// priority, compared lexicographically from the highest priority down (Badros, Borning and Stuckey's
/// Cassowary). Kiwi multiplies errors by numeric strengths instead, so enough low-priority errors outvote
/// a high one; here no amount of error at one level is traded for any error at a higher one.
///
/// Stored as one sparse row per level rather than a vector per cell: a pivot substitutes into each level
/// as into any row, and a new priority is a new row without touching the others.
struct Objective: Sendable {
    /// The optional priorities in use, highest first; `levels[i]` is the sum of errors at `priorities[i]`.
    private(set) var priorities: [Priority] = []
    private(set) var levels: [Row] = []
    /// How many constraints and edits use each level, so a level goes when its last constraint does.
    private var users: [Int] = []

    /// The level of `priority`, made when it is the first at that priority, counting one more user.
    mutating func addUser(at priority: Priority) -> Int {
        let index = priorities.firstIndex { $0 <= priority } ?? priorities.count
        if index == priorities.count || priorities[index] != priority {
            priorities.insert(priority, at: index)
            levels.insert(Row(), at: index)
            users.insert(0, at: index)
        }
        users[index] += 1
        return index
    }

    /// The level of `priority`, which must be in use.
    func level(of priority: Priority) -> Int {
        guard let index = priorities.firstIndex(of: priority) else { preconditionFailure("no objective level at \(priority)") }
        return index
    }

    /// One user fewer at `priority`; the level is dropped with its last user (what is left in it is rounding).
    mutating func removeUser(at priority: Priority) {
        let index = level(of: priority)
        users[index] -= 1
        if users[index] == 0 {
            priorities.remove(at: index)
            levels.remove(at: index)
            users.remove(at: index)
        }
    }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double, level: Int) {
        levels[level].insert(symbol, coefficient)
    }

    mutating func insert(_ row: Row, _ factor: Double, level: Int) {
        levels[level].insert(row, factor)
    }

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for index in levels.indices { levels[index].substitute(symbol, row) }
    }

    /// Drops `symbol` from every level: phase one's artificial variable, once it is gone from the tableau.
    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].remove(symbol) }
    }

    /// The lowest-numbered symbol whose weight is lexicographically negative (Bland's rule, which also
    /// rules out cycling), or nil when the objective is optimal. Dummies never enter.
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for (index, level) in levels.enumerated() {
            for cell in level.cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
                if let best, best.id <= cell.symbol.id { break }
                // Negative at this level counts only if every higher level is indifferent to the symbol.
                if levels[..<index].allSatisfy({ $0.coefficient(for: cell.symbol) == 0 }) {
                    best = cell.symbol
                    break
                }
            }
        }
        return best
    }

    /// Whether `lhs.symbol`'s weight divided by `lhs.coefficient` is lexicographically below `rhs`'s:
    /// the dual simplex's ratio test. Components within rounding of each other count as equal.
    func ratio(_ lhs: (symbol: Symbol, coefficient: Double), isBelow rhs: (symbol: Symbol, coefficient: Double)) -> Bool {
        for level in levels {
            let difference = level.coefficient(for: lhs.symbol) / lhs.coefficient - level.coefficient(for: rhs.symbol) / rhs.coefficient
            if !isNearZero(difference) { return difference < 0 }
        }
        return false
    }
}
