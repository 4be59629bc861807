/// The edits between two words, for every "did you mean" Popsnap offers (spec keys, commands, options):
/// optimal string alignment, that is Levenshtein's insertions, deletions and substitutions plus a swap
/// of neighbours, the typo people make most (`titel` → `title` is one edit). Case-sensitive, over
/// Unicode scalars.
///
/// ```swift
/// EditDistance.between("kitten", "sitting")   // 3
/// EditDistance.between("--sacle", "--scale")  // 1
/// ```
public enum EditDistance {
    /// The edits between `a` and `b`, counted over their Unicode scalars.
    public static func between(_ a: String, _ b: String) -> Int {
        between(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    /// The edits between two scalar arrays: insertions, deletions, substitutions and swaps of neighbours,
    /// each counting one.
    public static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows suffice: a swap looks back two rows.
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
}
