/// The cells of one band of rows: exact signed areas added by edges, then swept into coverage.
///
/// Cell `i` of a row holds the change in coverage from pixel `i − 1` to pixel `i`, so a running sum
/// from the left gives each pixel's covered area (signed by winding direction). Each row has
/// `width + 2` cells: an edge at x = width lands in the spare cells, which are never emitted.
struct CellAccumulator {
    let cells: UnsafeMutablePointer<Double>
    let bits: UnsafeMutablePointer<UInt64>
    let stride: Int
    let words: Int
    let width: Int

    /// Adds the part of `line` between rows `top` and `bottom` (band coordinates: row 0 is `top`).
    mutating func add(_ line: Line, top: Int, bottom: Int) {
        var (x0, y0, x1, y1) = (line.x0, line.y0, line.x1, line.y1)
        var dir = 1.0
        if y0 > y1 {
            swap(&x0, &x1); swap(&y0, &y1)
            dir = -1
        }
        let ys = max(y0, Double(top)), ye = min(y1, Double(bottom))
        guard ys < ye else { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        let maxX = Double(width)
        var x = min(maxX, max(0, x0 + (ys - y0) * dxdy))
        var y = Int(ys)
        while Double(y) < ye {
            let rowTop = Double(y), rowBottom = rowTop + 1
            let dy = min(rowBottom, ye) - max(rowTop, ys)
            let xNext = min(maxX, max(0, x + dxdy * dy))
            addRow(y - top, from: x, to: xNext, d: dy * dir)
            x = xNext
            y += 1
        }
    }

    /// One row's piece of an edge, from x `xa` at its top to `xb` at its bottom, of signed height `d`.
    @inline(__always)
    private mutating func addRow(_ row: Int, from xa: Double, to xb: Double, d: Double) {
        let c = cells + row * stride
        let lo = min(xa, xb), hi = max(xa, xb)
        let loFloor = lo.rounded(.down)
        let i0 = Int(loFloor), i1 = Int(hi.rounded(.up))
        if i1 <= i0 + 1 {
            // Within one cell: the pixel keeps the area right of the edge's mean x.
            let xmf = (xa + xb) / 2 - loFloor
            c[i0] += d - d * xmf
            c[i0 + 1] += d * xmf
            mark(row, i0, i0 + 1)
            return
        }
        // Across several cells: the edge's x runs linearly, so each cell's share is a trapezoid.
        let s = 1 / (hi - lo)
        let f0 = lo - loFloor
        let a0 = 0.5 * s * (1 - f0) * (1 - f0)
        let f1 = hi - Double(i1) + 1
        let am = 0.5 * s * f1 * f1
        c[i0] += d * a0
        if i1 == i0 + 2 {
            c[i0 + 1] += d * (1 - a0 - am)
        } else {
            let a1 = s * (1.5 - f0)
            c[i0 + 1] += d * (a1 - a0)
            var i = i0 + 2
            while i < i1 - 1 {
                c[i] += d * s
                i += 1
            }
            let a2 = a1 + Double(i1 - i0 - 3) * s
            c[i1 - 1] += d * (1 - a2 - am)
        }
        c[i1] += d * am
        mark(row, i0, i1)
    }

    @inline(__always)
    private func mark(_ row: Int, _ from: Int, _ to: Int) {
        let b = bits + row * words
        var i = from
        while i <= to {
            let word = i >> 6, bit = i & 63
            let n = min(64 - bit, to - i + 1)
            let run: UInt64 = n == 64 ? ~0 : ((1 << UInt64(n)) - 1) << UInt64(bit)
            b[word] |= run
            i += n
        }
    }

    /// Turns one row's cells into coverage runs and clears them for the next band.
    ///
    /// `solid(x, count, coverage)` gets the constant runs between edges; `masked(x, count)` gets runs
    /// of edge pixels whose coverage has been written to `coverage[x..<x+count]`.
    @inline(__always)
    mutating func sweep(row: Int, rule: FillRule, coverage: UnsafeMutablePointer<UInt8>,
                        solid: (Int, Int, UInt8) -> Void, masked: (Int, Int) -> Void) {
        let c = cells + row * stride
        let b = bits + row * words
        var acc = 0.0
        var next = 0          // the first pixel not yet emitted
        var runStart = -1     // the start of the current run of edge pixels, if any
        for wi in 0..<words {
            var word = b[wi]
            if word == 0 { continue }
            b[wi] = 0
            while word != 0 {
                let i = wi << 6 + word.trailingZeroBitCount
                word &= word - 1
                if i >= width {
                    // The spare cells: nothing visible from here on; just clear them.
                    c[i] = 0
                    continue
                }
                if i > next {
                    if runStart >= 0 { masked(runStart, next - runStart); runStart = -1 }
                    let v = Self.coverage(acc, rule)
                    if v > 0 { solid(next, i - next, v) }
                }
                acc += c[i]
                c[i] = 0
                coverage[i] = Self.coverage(acc, rule)
                if runStart < 0 { runStart = i }
                next = i + 1
            }
        }
        if runStart >= 0 { masked(runStart, next - runStart) }
        if next < width {
            let v = Self.coverage(acc, rule)
            if v > 0 { solid(next, width - next, v) }
        }
    }

    /// The covered area (0...1) that a signed accumulated area stands for under `rule`.
    @inline(__always)
    static func area(_ acc: Double, _ rule: FillRule) -> Double {
        let a = abs(acc)
        switch rule {
        case .nonZero:
            return min(a, 1)
        case .evenOdd:
            let m = a.truncatingRemainder(dividingBy: 2)
            return m > 1 ? 2 - m : m
        }
    }

    /// The 8-bit coverage of a signed accumulated area, rounded to nearest.
    @inline(__always)
    static func coverage(_ acc: Double, _ rule: FillRule) -> UInt8 {
        UInt8(area(acc, rule) * 255 + 0.5)
    }
}
