import CHarfBuzz

/// A paragraph itemized and shaped once, in font units: line breaking at any width, and shrinking the
/// font to fit, reuse it, since unhinted advances scale linearly with the font size.
///
/// Itemizing splits the text into runs of one bidi level, one script and one font; the font of each
/// grapheme cluster is the first in the fallback chain that has all its characters.
struct ShapedParagraph {
    struct Cluster {
        var utf8: Range<Int>
        var character: Character
        var level: UInt8
        var run: Int
        /// Advance in ems (font units over units per em of the run's font).
        var advance: Double
        var isWhitespace: Bool
    }

    struct Run {
        var clusters: Range<Int>
        var font: Font
        var level: UInt8
        var script: hb_script_t
        /// The run shaped whole, in visual order.
        var glyphs: [ShapedGlyph]
        var isRightToLeft: Bool { level % 2 == 1 }
    }

    let utf8: [UInt8]
    let clusters: [Cluster]
    let runs: [Run]
    let paragraphLevel: UInt8
    let breaks: [LineBreakOpportunity]
    /// Characters no font in the chain has, drawn as the primary font's .notdef box.
    let missing: [Character]
    /// The font the text asked for: line heights and the .notdef box come from it.
    let primary: Font
    let language: String?

    /// Fallback fonts are looked up as clusters need them (see `FallbackChain`).
    init(_ text: String, chain fallbacks: FallbackChain, direction: TextDirection, language: String?) {
        var chain = fallbacks
        primary = chain.primary
        self.language = language
        utf8 = Array(text.utf8)
        let characters = Array(text)
        breaks = LineBreaking.opportunities(characters)

        // Bidi levels come per scalar; a cluster takes its first scalar's.
        var scalars: [UInt32] = []
        scalars.reserveCapacity(utf8.count)
        var firstScalar: [Int] = []
        firstScalar.reserveCapacity(characters.count)
        for c in characters {
            firstScalar.append(scalars.count)
            for s in c.unicodeScalars { scalars.append(s.value) }
        }
        let (levels, paragraphLevel) = Bidi.levels(of: scalars, direction: direction)
        self.paragraphLevel = paragraphLevel

        // Script and font of each cluster; neutral scripts take their neighbours'.
        var scripts = characters.map { c in
            c.unicodeScalars.lazy.map(Shaper.script).first { !Shaper.isNeutral($0) } ?? HB_SCRIPT_COMMON
        }
        var previous = scripts.first { !Shaper.isNeutral($0) } ?? HB_SCRIPT_LATIN
        for i in scripts.indices {
            if Shaper.isNeutral(scripts[i]) { scripts[i] = previous } else { previous = scripts[i] }
        }
        var missing: [Character] = []
        var fontIndex: [Int] = characters.map { c in
            if c.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0.properties.generalCategory == .control }) { return -1 }
            // Emoji shown as emoji (by default, or asked for with VS16) come from a colour font first,
            // even when a text font earlier in the chain has a black-and-white glyph for them.
            if c.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }),
               let i = chain.firstIndex(where: { $0.isColorBitmap && $0.covers(c) }) { return i }
            if let i = chain.firstIndex(where: { $0.covers(c) }) { return i }
            missing.append(c)
            return 0
        }
        self.missing = missing
        // Spaces take the font of the text before them (or after, at the start), so a run of Arabic or
        // Japanese is not cut at every space and its spaces have its font's width; but not an emoji
        // font's, whose spaces are as wide as its pictures.
        let textFont = { (i: Int) in i >= 0 && !chain[i].isColorBitmap }
        var last = fontIndex.first(where: textFont) ?? 0
        for i in fontIndex.indices {
            if fontIndex[i] < 0 { fontIndex[i] = last } else if textFont(fontIndex[i]) { last = fontIndex[i] }
        }

        var clusters: [Cluster] = []
        clusters.reserveCapacity(characters.count)
        var offset = 0
        for (i, c) in characters.enumerated() {
            let n = c.utf8.count
            clusters.append(Cluster(utf8: offset..<(offset + n), character: c, level: levels.isEmpty ? paragraphLevel : levels[firstScalar[i]],
                                    run: 0, advance: 0, isWhitespace: c.isWhitespace))
            offset += n
        }

        // Runs: maximal stretches of one level, script and font; each shaped with the whole text as context.
        var runs: [Run] = []
        var start = 0
        while start < clusters.count {
            var end = start + 1
            while end < clusters.count, clusters[end].level == clusters[start].level,
                  scripts[end] == scripts[start], fontIndex[end] == fontIndex[start] {
                end += 1
            }
            runs.append(Run(clusters: start..<end, font: chain[fontIndex[start]], level: clusters[start].level,
                            script: scripts[start], glyphs: []))
            start = end
        }
        let bytes = utf8
        bytes.withUnsafeBufferPointer { text in
            for r in runs.indices {
                let range = clusters[runs[r].clusters.lowerBound].utf8.lowerBound..<clusters[runs[r].clusters.upperBound - 1].utf8.upperBound
                runs[r].glyphs = Shaper.shape(text, range: range, font: runs[r].font, rightToLeft: runs[r].isRightToLeft,
                                              script: runs[r].script, language: language)
            }
        }
        // Each glyph's advance counts towards the cluster it belongs to (a ligature's, to its first).
        var clusterAt = [Int32](repeating: -1, count: utf8.count + 1)
        for (i, c) in clusters.enumerated() { clusterAt[c.utf8.lowerBound] = Int32(i) }
        for (r, run) in runs.enumerated() {
            let upem = run.font.unitsPerEm
            for i in run.clusters { clusters[i].run = r }
            for g in run.glyphs {
                var k = g.cluster
                while k > 0 && clusterAt[k] < 0 { k -= 1 }
                clusters[Int(clusterAt[k])].advance += g.advance / upem
            }
        }
        self.clusters = clusters
        self.runs = runs
    }

    /// The width in ems of clusters `range`, leaving out whitespace at its end (it hangs past the edge).
    func width(of range: Range<Int>) -> Double {
        var end = range.upperBound
        while end > range.lowerBound && clusters[end - 1].isWhitespace { end -= 1 }
        var w = 0.0
        for i in range.lowerBound..<end { w += clusters[i].advance }
        return w
    }
}
