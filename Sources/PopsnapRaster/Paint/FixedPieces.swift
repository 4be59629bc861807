/// `body(i)` for every i in 0..<n, run by `perform` in fixed pieces of at most 64: the split never
/// depends on the thread count, so work with disjoint outputs gives the same bytes on any.
func inFixedPieces(_ n: Int, _ perform: (Int, @Sendable (Int) -> Void) -> Void, _ body: @escaping @Sendable (Int) -> Void) {
    perform((n + 63) / 64) { piece in
        for i in (piece * 64)..<min(n, piece * 64 + 64) { body(i) }
    }
}
