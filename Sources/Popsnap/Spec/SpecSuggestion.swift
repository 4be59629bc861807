import PopsnapJSON

/// "Did you mean": the closest allowed word to a typo, so `"titel"` leads straight to `"title"`.
enum SpecSuggestion {
    /// Words farther than this are not suggested: two edits cover a swapped pair of letters
    /// or a doubled one, while anything more suggests noise.
    static let maxDistance = 2

    /// The first candidate at the smallest edit distance, if within `maxDistance`.
    static func closest(to typed: String, in candidates: [String]) -> String? {
        let typedScalars = Array(typed.unicodeScalars)
        var best: (word: String, distance: Int)?
        for word in candidates {
            let scalars = Array(word.unicodeScalars)
            // Lengths differing by more than the limit cannot be close; skipping them also keeps
            // a pasted paragraph from costing a quadratic comparison.
            guard abs(scalars.count - typedScalars.count) <= maxDistance else { continue }
            let d = EditDistance.between(typedScalars, scalars)
            if d <= maxDistance, d < (best?.distance ?? .max) { best = (word, d) }
        }
        return best?.word
    }

    /// `; did you mean "title"?`, or "" when nothing is close.
    static func hint(for typed: String, in candidates: [String]) -> String {
        closest(to: typed, in: candidates).map { "; did you mean \(JSONQuoting.quoted($0))?" } ?? ""
    }
}
