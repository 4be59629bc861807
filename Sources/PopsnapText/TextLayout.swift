import PopsnapGeometry

/// One glyph placed in a laid-out paragraph.
public struct PositionedGlyph: Sendable {
    let font: Font
    let glyph: UInt32
    /// Points from the paragraph box's left edge to the glyph's origin.
    public let x: Double
    /// Points below the line's baseline (negative: above).
    public let y: Double
    /// UTF-8 offset of the glyph's cluster in the text.
    let cluster: Int

    func moved(by dx: Double) -> PositionedGlyph {
        PositionedGlyph(font: font, glyph: glyph, x: x + dx, y: y, cluster: cluster)
    }
}

/// One line of a laid-out paragraph.
public struct TextLine: Sendable {
    /// The grapheme clusters (in logical order) the line shows.
    public let clusters: Range<Int>
    /// Points from the box's top to the line's baseline.
    public let baseline: Double
    /// Points from the box's left edge to the line's first glyph, after alignment.
    public let x: Double
    /// The line's advance width in points, hanging whitespace left out.
    public let width: Double
    /// Glyphs in visual order, left to right.
    public let glyphs: [PositionedGlyph]
}

/// A paragraph laid out for a width: lines, glyph positions and size, in points.
///
/// ```swift
/// let layout = try typesetter.layout("Sorry, that email address is already used!", style: message, width: 263)
/// layout.size          // Size(width: 247.3, height: 58.1)
/// layout.lines.count   // 3
/// ```
public struct TextLayout: Sendable {
    /// The widest line's width and the lines' total height, in points.
    public let size: Size
    /// The width alignment was done in: the proposed width, or the widest line when none was proposed.
    public let boxWidth: Double
    /// The lines top to bottom, each with its glyphs positioned in points from the box's top left.
    public let lines: [TextLine]
    /// True when text was cut and "…" put at the end of the last line.
    public let isTruncated: Bool
    /// The font size used, in points, after any shrinking to fit.
    public let fontSize: Double
    /// The fraction of the style's size that shrinking to fit chose (1 when it did not shrink).
    public let shrinkFactor: Double
    /// Characters that no font in the fallback chain has, drawn as a .notdef box.
    public let missingCharacters: [Character]
    /// Points from one baseline to the next.
    public let lineHeight: Double
    /// Degrees the glyphs lean to the right (`TextStyle.slant`).
    public var slant: Double = 0

    /// The first line's baseline, from the top, in points; 0 for empty text.
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline, from the top, in points; 0 for empty text.
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}
