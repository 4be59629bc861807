/// Greedy line breaking over a shaped paragraph: each line takes as many clusters as fit, ending at the
/// last break opportunity; a word wider than the line is broken between grapheme clusters.
/// Linear in the paragraph's length: every cluster is visited a bounded number of times.
enum LineFitting {
    struct Line: Equatable {
        var clusters: Range<Int>
        /// Ended by a hard line break or the end of the paragraph (justification leaves such lines alone).
        var endsParagraph: Bool
    }

    /// The lines of `paragraph` no wider than `maxWidth` ems (nil: only hard breaks).
    static func lines(_ p: ShapedParagraph, maxWidth: Double?) -> [Line] {
        let n = p.clusters.count
        guard n > 0 else { return [] }
        let limit = maxWidth.map { $0 + 1e-9 } ?? .infinity
        var lines: [Line] = []
        var start = 0
        var width = 0.0          // of clusters start..<i, trailing whitespace included
        var lastBreak = -1       // the latest allowed break after `start`
        var i = 0
        while i < n {
            if i > start && p.breaks[i] == .mandatory {
                lines.append(Line(clusters: start..<i, endsParagraph: true))
                start = i; width = 0; lastBreak = -1
            }
            if i > start && p.breaks[i] == .allowed { lastBreak = i }
            let c = p.clusters[i]
            if !c.isWhitespace && i > start && width + c.advance > limit {
                let end = lastBreak > start ? lastBreak : i
                lines.append(Line(clusters: start..<end, endsParagraph: false))
                start = end; lastBreak = -1
                // Measure again from the new start; no break is possible before `i` that fits better.
                width = 0
                for k in start..<i {
                    if k > start && p.breaks[k] == .allowed { lastBreak = k }
                    width += p.clusters[k].advance
                }
                continue
            }
            width += c.advance
            i += 1
        }
        lines.append(Line(clusters: start..<n, endsParagraph: true))
        return lines
    }
}
