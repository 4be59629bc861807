/// Each pixel's nearest colour of a palette (squared distance in 8-bit sRGB, the lowest index on a tie),
/// exactly, at a few distances a pixel: colour space is cut in 16 x 16 x 16 cells, and each cell lists only
/// the entries that can be nearest to some colour in it (those whose distance to the cell is no more than
/// the smallest of any entry's farthest distance to it), nearest to the cell first, so the search stops at
/// the first entry farther from the cell than the best found is from the pixel. A cell's list is made
/// when a pixel first falls in it. Answers are remembered by colour (64K slots): a blurred or dimmed screen
/// has few colours packed close, where a cell lists many entries, and noise has many spread wide, where it
/// lists few. libimagequant's own remapping searches a tree in its perceptual space for every pixel and
/// took most of a noisy GIF's time; its palette is kept.
///
/// ```swift
/// let indices = NearestColors(palette).indices(words, start: 0, stride: width, width: width, height: height)
/// ```
struct NearestColors {
    private let palette: [UInt32]
    /// The entry every transparent pixel (`VisiblePixels.transparent`) takes, if the palette has one.
    private let transparentIndex: Int?
    /// The entries an opaque pixel may take: the opaque ones, or all of a palette of nothing but transparent.
    private let searched: [Int]

    private static let cellBits = 4
    private static let side = 1 << cellBits
    private static let cells = 1 << (3 * cellBits)

    init(_ palette: [UInt32]) {
        precondition((1...ColorSet.limit).contains(palette.count), "a palette of 1 to 256 colours")
        self.palette = palette
        transparentIndex = palette.firstIndex(of: VisiblePixels.transparent)
        let opaque = palette.indices.filter { palette[$0] != VisiblePixels.transparent }
        searched = opaque.isEmpty ? Array(palette.indices) : opaque
    }

    @inline(__always) private static func channel(_ word: UInt32, _ c: Int) -> Int { Int((word >> UInt32(8 * c)) & 0xFF) }

    /// The entries that may be nearest to a colour of cell `cell` (red, green and blue cell numbers, 4 bits
    /// each, red lowest), each with its squared distance to the cell, nearest first, then by index.
    private func candidates(ofCell cell: Int) -> [(reach: Int32, index: UInt8)] {
        let low = (0..<3).map { c in ((cell >> (c * Self.cellBits)) & (Self.side - 1)) * Self.side }
        func distances(_ i: Int) -> (near: Int, far: Int) {
            var near = 0, far = 0
            for c in 0..<3 {
                let v = Self.channel(palette[i], c), lo = low[c], hi = low[c] + Self.side - 1
                let inside = v < lo ? lo - v : (v > hi ? v - hi : 0), outside = max(abs(v - lo), abs(v - hi))
                near += inside * inside
                far += outside * outside
            }
            return (near, far)
        }
        let measured = searched.map { (index: $0, distances: distances($0)) }
        let bound = measured.map(\.distances.far).min()!
        return measured.filter { $0.distances.near <= bound }
            .sorted { ($0.distances.near, $0.index) < ($1.distances.near, $1.index) }
            .map { (Int32($0.distances.near), UInt8($0.index)) }
    }

    /// The nearest entry's index for each pixel of the `width` x `height` rectangle of `words` starting at word
    /// `start`, `stride` words a row, row by row.
    func indices(_ words: UnsafeBufferPointer<UInt32>, start: Int, stride: Int, width: Int, height: Int) -> [UInt8] {
        // Cell c's list is lists[first[c]..<first[c] + count[c]] once made (first[c] >= 0).
        var first = [Int32](repeating: -1, count: Self.cells), count = [Int32](repeating: 0, count: Self.cells)
        var lists: [(reach: Int32, index: UInt8)] = []
        // No pixel's word is 1 (GIF's pixels are opaque or 0), so no slot starts out answering one.
        var remembered = [UInt32](repeating: 1, count: 1 << 16), answers = [UInt8](repeating: 0, count: 1 << 16)
        var last: UInt32 = 0, lastIndex = UInt8(transparentIndex ?? 0), known = false
        return [UInt8](unsafeUninitializedCapacity: width * height) { out, written in
            for y in 0..<height {
                let row = start + y * stride
                for x in 0..<width {
                    let word = words[row + x]
                    // Flat areas repeat a colour: the last answer is kept, and the others by colour.
                    if !known || word != last {
                        last = word
                        known = true
                        let slot = Int((word &* 0x9E37_79B1) >> 16)
                        if remembered[slot] == word {
                            lastIndex = answers[slot]
                        } else if word == VisiblePixels.transparent, let t = transparentIndex {
                            lastIndex = UInt8(t)
                        } else {
                            let r = Int32(word & 0xFF), g = Int32((word >> 8) & 0xFF), b = Int32((word >> 16) & 0xFF)
                            let cell = Int(r >> 4) | Int(g >> 4) << 4 | Int(b >> 4) << 8
                            if first[cell] < 0 {
                                let made = candidates(ofCell: cell)
                                first[cell] = Int32(lists.count)
                                count[cell] = Int32(made.count)
                                lists += made
                            }
                            var best = Int32.max
                            lists.withUnsafeBufferPointer { lists in
                                palette.withUnsafeBufferPointer { palette in
                                    for k in Int(first[cell])..<Int(first[cell] + count[cell]) {
                                        // No entry after this one is nearer than it could be.
                                        if lists[k].reach > best { break }
                                        let i = lists[k].index, p = palette[Int(i)]
                                        let dr = r - Int32(p & 0xFF), dg = g - Int32((p >> 8) & 0xFF), db = b - Int32((p >> 16) & 0xFF)
                                        let d = dr * dr + dg * dg + db * db
                                        if d < best || (d == best && i < lastIndex) { best = d; lastIndex = i }
                                    }
                                }
                            }
                            remembered[slot] = word
                            answers[slot] = lastIndex
                        }
                    }
                    out[y * width + x] = lastIndex
                }
            }
            written = width * height
        }
    }
}
