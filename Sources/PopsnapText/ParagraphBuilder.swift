import CHarfBuzz
import PopsnapGeometry

/// Turns a shaped paragraph into positioned lines at one font size: breaking, truncating with "…",
/// reshaping each line's pieces, ordering runs visually (bidi rule L2) and aligning.
struct ParagraphBuilder {
    let paragraph: ShapedParagraph
    let style: TextStyle
    let fontSize: Double
    let width: Double?

    static let ellipsis = "\u{2026}"

    /// Baseline to baseline, from the primary font's ascender, descender and line gap.
    static func lineHeight(_ font: Font, size: Double, style: TextStyle) -> Double {
        (font.ascender - font.descender + font.lineGap) / font.unitsPerEm * size * style.lineHeightMultiple
    }

    func build(shrinkFactor: Double) -> TextLayout {
        let p = paragraph
        let primary = p.primary
        let em = fontSize
        var lines = LineFitting.lines(p, maxWidth: width.map { $0 / em })
        var truncated = false
        var ellipsisLine: Int?
        if style.maxLines > 0 && lines.count > style.maxLines {
            truncated = true
            lines.removeLast(lines.count - style.maxLines)
            ellipsisLine = lines.count - 1
            let last = lines[lines.count - 1]
            lines[lines.count - 1] = LineFitting.Line(clusters: truncatedRange(from: last.clusters.lowerBound), endsParagraph: true)
        }
        let lineHeight = Self.lineHeight(primary, size: em, style: style)
        let textHeight = (primary.ascender - primary.descender + primary.lineGap) / primary.unitsPerEm * em
        let ascent = primary.ascender / primary.unitsPerEm * em
        // Extra height from the multiple is shared above and below the text, as CSS's half-leading.
        let firstBaseline = (lineHeight - textHeight) / 2 + ascent

        var placed: [(glyphs: [PositionedGlyph], width: Double, line: LineFitting.Line)] = []
        for (i, line) in lines.enumerated() {
            let (glyphs, w) = positionedGlyphs(line.clusters, ellipsis: i == ellipsisLine)
            placed.append((glyphs, w, line))
        }
        let widest = placed.map(\.width).max() ?? 0
        let box = width ?? widest
        let rtl = p.paragraphLevel % 2 == 1
        var textLines: [TextLine] = []
        for (i, entry) in placed.enumerated() {
            var glyphs = entry.glyphs
            var x: Double
            var lineWidth = entry.width
            switch style.alignment {
            case .left: x = 0
            case .right: x = box - entry.width
            case .center: x = (box - entry.width) / 2
            case .natural: x = rtl ? box - entry.width : 0
            case .justified:
                x = rtl ? box - entry.width : 0
                if !entry.line.endsParagraph, i != ellipsisLine, box > entry.width {
                    glyphs = justify(glyphs, extra: box - entry.width)
                    x = 0
                    lineWidth = box
                }
            }
            textLines.append(TextLine(clusters: entry.line.clusters, baseline: firstBaseline + Double(i) * lineHeight, x: x,
                                      width: lineWidth, glyphs: glyphs.map { $0.moved(by: x) }))
        }
        return TextLayout(size: Size(width: widest, height: Double(lines.count) * lineHeight), boxWidth: box, lines: textLines, isTruncated: truncated,
                          fontSize: em, shrinkFactor: shrinkFactor, missingCharacters: p.missing, lineHeight: lineHeight, slant: style.slant)
    }

    /// The clusters of the last line when text must be cut: as many from `start` as fit before "…"
    /// (UILabel's byTruncatingTail cuts between characters, not only at word breaks), never past a hard break.
    private func truncatedRange(from start: Int) -> Range<Int> {
        let p = paragraph
        var end = start
        while end < p.clusters.count && !(end > start && p.breaks[end] == .mandatory) { end += 1 }
        guard let width else { return start..<end }
        let room = width / fontSize - ellipsisWidth(after: end)
        var w = 0.0
        var fit = start
        while fit < end && w + p.clusters[fit].advance <= room + 1e-9 {
            w += p.clusters[fit].advance
            fit += 1
        }
        while fit > start && p.clusters[fit - 1].isWhitespace { fit -= 1 }
        return start..<fit
    }

    /// The font of the ellipsis: that of the text it follows.
    private func ellipsisFont(before end: Int) -> Font {
        end > 0 ? paragraph.runs[paragraph.clusters[end - 1].run].font : paragraph.primary
    }

    private func ellipsisWidth(after end: Int) -> Double {
        let font = ellipsisFont(before: end)
        return shapeStandalone(Self.ellipsis, font: font).reduce(0) { $0 + $1.advance } / font.unitsPerEm
    }

    private func shapeStandalone(_ s: String, font: Font) -> [ShapedGlyph] {
        let bytes = Array(s.utf8)
        return bytes.withUnsafeBufferPointer {
            Shaper.shape($0, range: 0..<bytes.count, font: font, rightToLeft: paragraph.paragraphLevel % 2 == 1,
                         script: HB_SCRIPT_COMMON, language: paragraph.language)
        }
    }

    private struct Piece {
        var font: Font
        var level: UInt8
        var glyphs: [ShapedGlyph]
    }

    /// The line's glyphs in visual order with x from the line start, and the line's width, in points.
    private func positionedGlyphs(_ range: Range<Int>, ellipsis: Bool) -> ([PositionedGlyph], Double) {
        let p = paragraph
        // Whitespace at the end of a line hangs outside it and is not drawn.
        var end = range.upperBound
        while end > range.lowerBound && p.clusters[end - 1].isWhitespace { end -= 1 }
        var pieces: [Piece] = []
        if end > range.lowerBound {
            var k = range.lowerBound
            while k < end {
                let run = p.runs[p.clusters[k].run]
                let stop = min(end, run.clusters.upperBound)
                pieces.append(Piece(font: run.font, level: run.level, glyphs: glyphs(of: run, k..<stop)))
                k = stop
            }
        }
        if ellipsis {
            let font = ellipsisFont(before: end)
            pieces.append(Piece(font: font, level: p.paragraphLevel, glyphs: shapeStandalone(Self.ellipsis, font: font)))
        }
        var out: [PositionedGlyph] = []
        var x = 0.0
        for i in Bidi.visualOrder(pieces.map(\.level)) {
            let piece = pieces[i]
            let k = fontSize / piece.font.unitsPerEm
            for g in piece.glyphs {
                out.append(PositionedGlyph(font: piece.font, glyph: g.glyph, x: x + g.offsetX * k, y: -g.offsetY * k, cluster: g.cluster))
                x += g.advance * k
            }
        }
        return (out, x)
    }

    /// A run's glyphs for some of its clusters: the run's own when it is whole, else shaped again so
    /// joining and kerning at the line's edge are those of the text actually shown.
    private func glyphs(of run: ShapedParagraph.Run, _ clusters: Range<Int>) -> [ShapedGlyph] {
        if clusters == run.clusters { return run.glyphs }
        let p = paragraph
        let range = p.clusters[clusters.lowerBound].utf8.lowerBound..<p.clusters[clusters.upperBound - 1].utf8.upperBound
        return p.utf8.withUnsafeBufferPointer {
            Shaper.shape($0, range: range, font: run.font, rightToLeft: run.isRightToLeft, script: run.script, language: p.language)
        }
    }

    /// Spreads `extra` points over the line's interword spaces.
    private func justify(_ glyphs: [PositionedGlyph], extra: Double)
        -> [PositionedGlyph] {
        let p = paragraph
        func isSpace(_ utf8Offset: Int) -> Bool {
            utf8Offset < p.utf8.count && (p.utf8[utf8Offset] == 0x20 || p.utf8[utf8Offset] == 0xC2 && utf8Offset + 1 < p.utf8.count && p.utf8[utf8Offset + 1] == 0xA0)
        }
        let spaces = glyphs.filter { isSpace($0.cluster) }.count
        guard spaces > 0 else { return glyphs }
        let share = extra / Double(spaces)
        var shift = 0.0
        return glyphs.map { g in
            let moved = g.moved(by: shift)
            if isSpace(g.cluster) { shift += share }
            return moved
        }
    }
}
