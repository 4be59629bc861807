import PopsnapGeometry

/// The colours and palette indices of a rectangle of a frame's words (`ColorSet`'s form), `stride` words
/// a row. With `previous` (the canvas the frame is drawn over), a pixel equal to the one already there is
/// counted and indexed as transparent, which leaves it as it is: gifsicle's -O2 trick, which turns a
/// moving part's unchanged surroundings into one long LZW run.
struct RegionColors {
    let words: UnsafeBufferPointer<UInt32>
    let previous: UnsafeBufferPointer<UInt32>?
    let rect: PixelRect
    let stride: Int

    @inline(__always) private func forEachKey(_ body: (UInt32) -> Bool) {
        for y in rect.y..<rect.maxY {
            let row = y * stride
            for x in (row + rect.x)..<(row + rect.maxX) {
                let key = previous.map { $0[x] == words[x] } == true ? VisiblePixels.transparent : words[x]
                guard body(key) else { return }
            }
        }
    }

    /// The rectangle's colours, sorted; nil when there are more than 256.
    func colors() -> ColorSet? {
        var set = ColorSet(), last: UInt32 = 1, full = false
        forEachKey { key in
            if key == last { return true }
            last = key
            if !set.insert(key) { full = true; return false }
            return true
        }
        return full ? nil : set.sorted()
    }

    /// One index a pixel into `palette`, which holds every colour of the rectangle. An unchanged pixel
    /// (with `previous`) may be written either as transparent or as its own colour, which leaves the same
    /// picture: it takes its colour when that continues the run before it, as gifsicle's optimizer does,
    /// so a run is not broken by a transparent pixel in its middle.
    func indices(_ palette: ColorSet) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rect.width * rect.height)
        var last: UInt32 = 1, lastIndex: UInt8 = 0, i = 0
        let transparent = previous == nil ? nil : palette.index(of: VisiblePixels.transparent)
        out.withUnsafeMutableBufferPointer { out in
            for y in rect.y..<rect.maxY {
                let row = y * stride
                for x in (row + rect.x)..<(row + rect.maxX) {
                    let own = words[x]
                    if let transparent, previous![x] == own {
                        // The run before continues if it is this pixel's colour (or transparent already).
                        if !(i > 0 && lastIndex != transparent && last == own) { lastIndex = transparent }
                    } else if own != last || lastIndex == transparent && i > 0 {
                        lastIndex = palette.index(of: own)!
                    }
                    last = lastIndex == transparent ? VisiblePixels.transparent : own
                    out[i] = lastIndex
                    i += 1
                }
            }
        }
        return out
    }
}
