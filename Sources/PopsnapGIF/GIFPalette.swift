/// A colour table: the colours in index order (words as `Image` stores pixels, r | g << 8 | b << 16 | a << 24,
/// opaque, with transparent as 0), padded in the file to the power of two GIF stores (2 to 256 entries).
///
/// ```swift
/// let global = GIFPalette.global(for: censuses.map(\.colors), transparency: true)   // nil: local tables cost less
/// ```
public struct GIFPalette: Equatable, Sendable {
    /// The colours in index order; at most 256.
    public let colors: [UInt32]
    /// The index of the transparent entry, if any.
    let transparentIndex: Int?

    init(_ colors: [UInt32]) {
        precondition(colors.count <= ColorSet.limit, "a GIF palette holds at most 256 colours")
        self.colors = colors
        transparentIndex = colors.firstIndex(of: VisiblePixels.transparent)
    }

    /// log2 of the stored table's entries, 1 to 8: the table holds `1 << bits` colours.
    var bits: Int {
        var b = 1
        while 1 << b < colors.count { b += 1 }
        return b
    }

    /// The LZW minimum code size for indices into this table: its bits, at least 2 as GIF requires.
    var minimumCodeSize: Int { max(2, bits) }

    /// The table as the file stores it: RGB triples, padded with black to `1 << bits` entries.
    var tableBytes: [UInt8] {
        var out = [UInt8](repeating: 0, count: 3 << bits)
        for (i, c) in colors.enumerated() {
            out[3 * i] = UInt8(truncatingIfNeeded: c)
            out[3 * i + 1] = UInt8(truncatingIfNeeded: c >> 8)
            out[3 * i + 2] = UInt8(truncatingIfNeeded: c >> 16)
        }
        return out
    }

    /// Bytes the table takes in the file.
    var tableSize: Int { 3 << bits }

    /// A global table for an animation, or nil when local tables cost less: the union of every exactly
    /// coloured frame's colours (`colorSets`, nil for a frame needing more than 256), with transparency
    /// when a frame may mark unchanged pixels, if it fits 256 entries and is smaller than the frames'
    /// own tables together. Each frame then still takes whichever of the two codes it smaller.
    public static func global(for colorSets: [[UInt32]?], transparency: Bool) -> GIFPalette? {
        var union = ColorSet()
        if transparency { _ = union.insert(VisiblePixels.transparent) }
        var localTables = 0
        for set in colorSets {
            guard let set, !set.isEmpty else { continue }
            localTables += GIFPalette(set).tableSize
            for c in set where !union.insert(c) { return nil }
        }
        let palette = GIFPalette(union.sorted().colors)
        return palette.colors.isEmpty || palette.tableSize >= localTables ? nil : palette
    }
}
