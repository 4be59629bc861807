/// For each destination pixel along one axis, the source pixels it draws from and their weights.
///
/// Enlarging uses the tent filter (bilinear) at the pixel centre's position in the source; shrinking
/// averages the source pixels under the destination pixel, each weighted by how much of it lies
/// there (area averaging, so no source pixel is skipped). Sampling is clamped to the source's edges.
struct ResampleTaps {
    /// Taps of destination pixel i: `index[start[i]..<start[i + 1]]` with matching `weight`s summing to 1.
    private(set) var start: [Int] = [0]
    private(set) var index: [Int] = []
    private(set) var weight: [Float] = []

    /// Destination pixels `first..<first + count`, for a source of `size` pixels drawn over `origin...origin + length`.
    init(first: Int, count: Int, size: Int, origin: Double, length: Double) {
        let scale = length / Double(size)   // destination pixels per source pixel
        for d in first..<(first + count) {
            if scale >= 1 {
                let u = (Double(d) + 0.5 - origin) / scale - 0.5
                let i0 = Int(u.rounded(.down)), f = u - Double(i0)
                append(min(size - 1, max(0, i0)), Float(1 - f))
                if f > 0 { append(min(size - 1, max(0, i0 + 1)), Float(f)) }
            } else {
                let a = max(0, (Double(d) - origin) / scale), b = min(Double(size), (Double(d) + 1 - origin) / scale)
                if b <= a {
                    // Outside the image (only where the rectangle's edge cuts the pixel): nearest edge pixel.
                    append(min(size - 1, max(0, Int(a.rounded(.down)))), 1)
                } else {
                    var s = Int(a.rounded(.down))
                    while Double(s) < b {
                        let overlap = min(b, Double(s + 1)) - max(a, Double(s))
                        if overlap > 0 { append(min(size - 1, s), Float(overlap / (b - a))) }
                        s += 1
                    }
                }
            }
            start.append(index.count)
        }
    }

    private mutating func append(_ i: Int, _ w: Float) {
        index.append(i)
        weight.append(w)
    }

    /// The lowest and highest source index used.
    var sourceRange: ClosedRange<Int> { (index.min() ?? 0)...(index.max() ?? 0) }
}
