/// One equation of the tableau, `basic = constant + Σ coefficient × symbol`, or an objective level.
///
/// Sparse: the cells are one array sorted by symbol id, so lookups are binary searches, merges are linear,
/// sums are taken in id order (the same in every process), and a row is a single allocation.
struct Row: Sendable {
    struct Cell: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    /// Sorted by symbol id; no coefficient is near zero.
    private(set) var cells: [Cell]

    init(constant: Double = 0) {
        self.constant = constant
        cells = []
    }

    /// Where `symbol`'s cell is, or where it would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let id = cells[middle].symbol.id
            if id == symbol.id { return (middle, true) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell when the sum cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `factor × other`, cell by cell in one merge of the two sorted arrays.
    mutating func insert(_ other: Row, _ factor: Double) {
        constant += other.constant * factor
        guard !other.cells.isEmpty else { return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0, j = 0
        while i < cells.count || j < other.cells.count {
            if j == other.cells.count || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
                let product = other.cells[j].coefficient * factor
                if !isNearZero(product) { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: product)) }
                j += 1
            } else {
                let sum = cells[i].coefficient + other.cells[j].coefficient * factor
                if !isNearZero(sum) { merged.append(Cell(symbol: cells[i].symbol, coefficient: sum)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + … + c × symbol + …` into `symbol = (constant + …) / -c`; `symbol` must be in the row.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        precondition(found, "solving a row for a symbol it lacks")
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Turns `lhs = … + c × rhs + …` into `rhs = …`: a pivot, `lhs` leaving the basis and `rhs` entering.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by what `row` says it equals; returns whether the row held it.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, _ row: Row) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient)
        return true
    }
}
