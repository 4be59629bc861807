/// "Did you mean" for a mistyped name: the closest candidate within two edits, where an edit is
/// an insertion, a deletion, a substitution or a swap of neighbours (`--sacle` → `--scale`).
///
/// Leading dashes are ignored, so `-scale` finds `--scale`. A candidate is offered only when the
/// edits are fewer than its own letters: `-x` is not a typo of `-o`. Ties go to the earlier
/// candidate, so suggestions follow the order of the spec, never of a hash.
func suggestion(for typed: String, among candidates: [String]) -> String? {
    let word = Array(typed.drop(while: { $0 == "-" }))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let letters = Array(candidate.drop(while: { $0 == "-" }))
        let distance = editDistance(word, letters)
        guard distance <= 2, distance < letters.count else { continue }
        if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
}

/// Optimal string alignment distance: Levenshtein plus adjacent transpositions, the typo people
/// make most.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rows suffice: a transposition looks back two rows.
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], before[j - 2] + 1)
            }
        }
        (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
}
