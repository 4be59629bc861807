import PopsnapGeometry
/// Exact-area scanline rasterization of polygons: edges → cells → coverage runs.
///
/// Each edge adds, to the cells it crosses, the exact signed area it leaves to its right, as FreeType,
/// AGG and font-rs do; summing a row's cells from the left then gives each pixel's exact covered area
/// (for a polygon; curves are flattened first). A bit per cell records which cells an edge touched,
/// so a row is visited only at its edges and the constant runs between them are handed on whole, as
/// Blend2D does. Rows are processed in bands of `bandHeight` so the cell buffer stays small and
/// cache-resident whatever the shape's size.
struct Rasterizer {
    static let bandHeight = 16

    private var cells: [Double] = []
    private var bits: [UInt64] = []
    private var coverageRow: [UInt8] = []
    private(set) var local: [Line] = []
    private var bandStart: [Int] = []
    private var bandLines: [Int32] = []

    init() {}

    /// Rasterizes the closed polygon made of `lines` (device pixels), limited to `area`.
    mutating func rasterize<B: SpanBlitter>(_ lines: [Line], within area: PixelRect, rule: FillRule, into blitter: inout B) {
        guard let bounds = Self.bounds(of: lines) else { return }
        let box = bounds.intersection(area)
        guard !box.isEmpty else { return }
        prepare(lines, box: box)
        let w = box.width, h = box.height, stride = w + 2
        let words = (stride + 63) >> 6
        let bh = Self.bandHeight
        let cellCount = stride * bh
        if cells.count < cellCount { cells = [Double](repeating: 0, count: cellCount) }
        if bits.count < words * bh { bits = [UInt64](repeating: 0, count: words * bh) }
        if coverageRow.count < stride { coverageRow = [UInt8](repeating: 0, count: stride) }
        let bandCount = (h + bh - 1) / bh

        cells.withUnsafeMutableBufferPointer { cellBuf in
        bits.withUnsafeMutableBufferPointer { bitBuf in
        coverageRow.withUnsafeMutableBufferPointer { covBuf in
        local.withUnsafeBufferPointer { edges in
        bandLines.withUnsafeBufferPointer { order in
            var acc = CellAccumulator(cells: cellBuf.baseAddress!, bits: bitBuf.baseAddress!, stride: stride, words: words, width: w)
            for band in 0..<bandCount {
                let top = band * bh, bottom = min(h, top + bh)
                for k in bandStart[band]..<bandStart[band + 1] {
                    acc.add(edges[Int(order[k])], top: top, bottom: bottom)
                }
                for row in 0..<(bottom - top) {
                    acc.sweep(row: row, rule: rule, coverage: covBuf.baseAddress!) { x, count, cov in
                        blitter.blitSpan(x: box.x + x, y: box.y + top + row, count: count, coverage: cov)
                    } masked: { x, count in
                        blitter.blitMasked(x: box.x + x, y: box.y + top + row, coverage: covBuf.baseAddress! + x, count: count)
                    }
                }
            }
        }
        }
        }
        }
        }
    }

    static func bounds(of lines: [Line]) -> PixelRect? {
        guard !lines.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for l in lines where l.isFinite {
            minX = min(minX, l.x0, l.x1); maxX = max(maxX, l.x0, l.x1)
            minY = min(minY, l.y0, l.y1); maxY = max(maxY, l.y0, l.y1)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let x0 = pixelIndex(minX.rounded(.down)), y0 = pixelIndex(minY.rounded(.down))
        let x1 = pixelIndex(maxX.rounded(.up)), y1 = pixelIndex(maxY.rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Moves the edges into the box's coordinates, clips them to it, and sorts them into bands.
    ///
    /// Left of the box an edge still decides the winding of everything to its right, so the part
    /// outside is moved onto the box's left side rather than dropped; likewise on the right, where it
    /// lands in the spare cell past the last pixel.
    mutating func prepare(_ lines: [Line], box: PixelRect) {
        local.removeAll(keepingCapacity: true)
        let w = Double(box.width), h = Double(box.height)
        let ox = Double(box.x), oy = Double(box.y)
        for l in lines {
            var a = Line(x0: l.x0 - ox, y0: l.y0 - oy, x1: l.x1 - ox, y1: l.y1 - oy)
            // A NaN or infinite point (from a degenerate transform) has no place on the grid: skip it.
            guard a.isFinite, a.y0 != a.y1, max(a.y0, a.y1) > 0, min(a.y0, a.y1) < h else { continue }
            a = a.clippedY(0, h)
            a.splitX(at: 0, w) { piece in
                var q = piece
                let mid = (q.x0 + q.x1) / 2
                if mid <= 0 { q.x0 = 0; q.x1 = 0 } else if mid >= w { q.x0 = w; q.x1 = w }
                // Rounding in the split may leave a hair outside; the cells need 0...w exactly.
                q.x0 = min(w, max(0, q.x0)); q.x1 = min(w, max(0, q.x1))
                local.append(q)
            }
        }
        sortIntoBands(height: box.height)
    }

    /// Counting sort of the edges by the bands they cross; an edge crossing several is listed in each.
    private mutating func sortIntoBands(height: Int) {
        let bh = Self.bandHeight
        let bandCount = (height + bh - 1) / bh
        bandStart = [Int](repeating: 0, count: bandCount + 1)
        func range(_ l: Line) -> ClosedRange<Int> {
            let lo = Int(min(l.y0, l.y1)) / bh
            let hi = min(bandCount - 1, max(lo, (Int(max(l.y0, l.y1).rounded(.up)) - 1) / bh))
            return lo...hi
        }
        for l in local { for b in range(l) { bandStart[b + 1] += 1 } }
        for b in 0..<bandCount { bandStart[b + 1] += bandStart[b] }
        var next = bandStart
        bandLines = [Int32](repeating: 0, count: bandStart[bandCount])
        for (i, l) in local.enumerated() {
            for b in range(l) {
                bandLines[next[b]] = Int32(i)
                next[b] += 1
            }
        }
    }
}

extension Line {
    var isFinite: Bool { x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite }

    /// The part of the line with y in lo...hi, keeping its direction.
    func clippedY(_ lo: Double, _ hi: Double) -> Line {
        var a = self
        let dy = y1 - y0
        func x(at y: Double) -> Double { x0 + (x1 - x0) * ((y - y0) / dy) }
        if a.y0 < lo { a.x0 = x(at: lo); a.y0 = lo } else if a.y0 > hi { a.x0 = x(at: hi); a.y0 = hi }
        if a.y1 < lo { a.x1 = x(at: lo); a.y1 = lo } else if a.y1 > hi { a.x1 = x(at: hi); a.y1 = hi }
        return a
    }

    /// The line cut where it crosses x = lo and x = hi, in order along it.
    func splitX(at lo: Double, _ hi: Double, _ emit: (Line) -> Void) {
        let dx = x1 - x0
        guard dx != 0 else { return emit(self) }
        var ta = (lo - x0) / dx, tb = (hi - x0) / dx
        if ta > tb { swap(&ta, &tb) }
        var from = Point(x: x0, y: y0)
        func cut(_ t: Double) {
            guard t > 0, t < 1 else { return }
            let to = Point(x: x0 + dx * t, y: y0 + (y1 - y0) * t)
            emit(Line(x0: from.x, y0: from.y, x1: to.x, y1: to.y))
            from = to
        }
        cut(ta)
        cut(tb)
        emit(Line(x0: from.x, y0: from.y, x1: x1, y1: y1))
    }
}

extension Rasterizer {
    /// Each pixel's covered area in 0...1 before rounding to 8 bits, for measuring the geometry's accuracy
    /// apart from the quantization that any 8-bit output adds.
    static func unroundedCoverage(of path: Path, width: Int, height: Int, rule: FillRule = .nonZero) -> [Double] {
        let stride = width + 2
        var cells = [Double](repeating: 0, count: stride * height)
        var bits = [UInt64](repeating: 0, count: ((stride + 63) >> 6) * height)
        var out = [Double](repeating: 0, count: width * height)
        var r = Rasterizer()
        r.prepare(Flatten.lines(of: path), box: PixelRect(x: 0, y: 0, width: width, height: height))
        cells.withUnsafeMutableBufferPointer { c in
            bits.withUnsafeMutableBufferPointer { b in
                var acc = CellAccumulator(cells: c.baseAddress!, bits: b.baseAddress!, stride: stride,
                                          words: (stride + 63) >> 6, width: width)
                for l in r.local { acc.add(l, top: 0, bottom: height) }
            }
        }
        for y in 0..<height {
            var sum = 0.0
            for x in 0..<width {
                sum += cells[y * stride + x]
                out[y * width + x] = CellAccumulator.area(sum, rule)
            }
        }
        return out
    }
}
