import Popsnap

/// "Did you mean" for a mistyped name: the closest candidate within two edits, where an edit is
/// an insertion, a deletion, a substitution or a swap of neighbours (`--sacle` → `--scale`).
///
/// Leading dashes are ignored, so `-scale` finds `--scale`. A candidate is offered only when the
/// edits are fewer than its own letters: `-x` is not a typo of `-o`. Ties go to the earlier
/// candidate, so suggestions follow the order of the spec, never of a hash.
func suggestion(for typed: String, among candidates: [String]) -> String? {
    let word = Array(typed.drop(while: { $0 == "-" }).unicodeScalars)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let letters = Array(candidate.drop(while: { $0 == "-" }).unicodeScalars)
        let distance = EditDistance.between(word, letters)
        guard distance <= 2, distance < letters.count else { continue }
        if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
}
