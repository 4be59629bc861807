/// A column of the simplex tableau. Symbols are numbered in the order the solver makes them, and every
/// choice the solver makes between symbols takes the lowest number, so no decision depends on a hash.
struct Symbol: Sendable {
    /// What the symbol stands for, which decides how the simplex may move it.
    enum Kind: UInt8, Sendable {
        /// A user's variable: unrestricted in sign, preferred as a row's subject.
        case external
        /// An inequality's slack: never negative.
        case slack
        /// An optional constraint's error: never negative, costed in the objective at its priority's level.
        case error
        /// A required equality's marker: kept at zero, never entering the basis.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Whether the simplex keeps the symbol at zero or above (all but externals).
    var isRestricted: Bool { kind != .external }
    /// Whether a failing row may be fixed by moving this symbol: slacks and errors, as kiwi's `anyPivotableSymbol`.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// Whether `value` is zero up to rounding, kiwi's test: coefficients this small are noise from earlier pivots.
@inline(__always)
func isNearZero(_ value: Double) -> Bool { value < 1.0e-8 && value > -1.0e-8 }
