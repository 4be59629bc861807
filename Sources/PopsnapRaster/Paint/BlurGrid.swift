/// The coarse grid a wide blur runs on: the image averaged over `factor` × `factor` blocks, as floats,
/// with one block of the clamped edge beyond each side, and the way back to pixels.
///
/// A Gaussian of σ px keeps nothing finer than about σ/3 px, so blurring block averages and
/// interpolating the result loses nothing the Gaussian would have kept, at 1/factor² of the work. The
/// box and the interpolation widen the kernel a little (their variances add to the Gaussian's), which
/// `GaussianBlur` takes off the σ it runs at.
///
/// The edge blocks make clamping exact rather than approximate: the block beyond the left edge is the
/// average of the edge column, extended, which is what the clamped image has there, so the recursion
/// starts in the true steady state and interpolation near the edge has its true neighbour.
struct BlurGrid: Sendable {
    let width: Int, height: Int, factor: Int
    /// Blocks across and down, the edge blocks included.
    let columns: Int, rows: Int
    /// For each pixel across, the grid samples either side and the fraction of the way to the second.
    let across: [Neighbours]

    init(width: Int, height: Int, factor: Int) {
        self.width = width
        self.height = height
        self.factor = factor
        columns = (width + factor - 1) / factor + 2
        rows = (height + factor - 1) / factor + 2
        across = (0..<width).map { Neighbours($0, factor: factor) }
    }

    /// The variance in px² that averaging over blocks and interpolating back add to the blur: a box of
    /// `factor` pixels, (k² − 1)/12, and linear interpolation at fraction f between samples k apart,
    /// f(1 − f)k², averaged over the k pixel phases (exact to second order in the kernel's width).
    static func addedVariance(factor k: Int) -> Double {
        guard k > 1 else { return 0 }
        let kd = Double(k)
        var interpolation = 0.0
        for p in 0..<k {
            let u = (Double(p) + 0.5) / kd - 0.5
            let f = u - u.rounded(.down)
            interpolation += f * (1 - f) * kd * kd
        }
        return (kd * kd - 1) / 12 + interpolation / kd
    }

    /// Averages the blocks of grid row `row` (0 is the edge row above the image) of premultiplied RGBA8
    /// `image` into `out`, four floats a block. Pixels past the image are its clamped edge.
    func reduceRow(_ row: Int, of image: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<Float>) {
        let k = factor
        let ys = (0..<k).map { min(height - 1, max(0, (row - 1) * k + $0)) }
        let sums = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width)
        defer { sums.deallocate() }
        // Down the block first, one row of column sums, then across: each pixel is read once.
        for x in 0..<width { sums[x] = .zero }
        for y in ys {
            let line = image + y * width * 4
            for x in 0..<width {
                let p = line + x * 4
                sums[x] += SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
            }
        }
        let scale = 1 / Float(k * k)
        let target = UnsafeMutableRawPointer(out + row * columns * 4)
        for column in 0..<columns {
            var sum = SIMD4<Float>.zero
            for i in 0..<k { sum += sums[min(width - 1, max(0, (column - 1) * k + i))] }
            target.storeBytes(of: sum * scale, toByteOffset: column * 16, as: SIMD4<Float>.self)
        }
    }

    /// Writes image row `y` from the blurred grid `blurred`: the blocks' values interpolated linearly
    /// between block centres and rounded.
    ///
    /// The grid row is put in range first (the kernel's faint negative lobes, or rounding, may leave a
    /// value below 0 or a colour above its alpha); the pixels between are then weighted sums of in-range
    /// values, l·(1 − f) + u·f, and rounded products and sums are monotone, so every pixel stays
    /// premultiplied with no test of its own.
    func expandRow(_ y: Int, from blurred: UnsafePointer<Float>, into image: UnsafeMutablePointer<UInt8>) {
        let down = Neighbours(y, factor: factor)
        let grid = UnsafeRawPointer(blurred)
        let line = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: columns)
        defer { line.deallocate() }
        for column in 0..<columns {
            let a = grid.loadUnaligned(fromByteOffset: (down.lower * columns + column) * 16, as: SIMD4<Float>.self)
            let b = grid.loadUnaligned(fromByteOffset: (down.lower * columns + columns + column) * 16, as: SIMD4<Float>.self)
            let v = a * down.lowerWeight + b * down.upperWeight
            let alpha = min(max(v[3], 0), 255)
            line[column] = SIMD4(min(max(v[0], 0), alpha), min(max(v[1], 0), alpha), min(max(v[2], 0), alpha), alpha)
        }
        let out = UnsafeMutableRawPointer(image + y * width * 4)
        across.withUnsafeBufferPointer { across in
            for x in 0..<width {
                let n = across[x]
                let v = line[n.lower] * n.lowerWeight + line[n.lower + 1] * n.upperWeight
                // Rounded by the float adder: adding 1.5 · 2²³ leaves the nearest whole number (ties to
                // even) in the low byte of the mantissa.
                let level = unsafeBitCast(v + 12_582_912, to: SIMD4<UInt32>.self)
                out.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: level), toByteOffset: x * 4, as: SIMD4<UInt8>.self)
            }
        }
    }

    /// The grid samples either side of a pixel (`lower` and the next) and their weights: block b's
    /// centre is pixel (b − 1 + ½)k − ½, the edge block counted as b = 0. With k = 1 the pixel is its
    /// own sample, weight 1.
    struct Neighbours: Sendable {
        let lower: Int, lowerWeight: Float, upperWeight: Float

        init(_ i: Int, factor k: Int) {
            let u = (Float(i) + 0.5) / Float(k) - 0.5
            let below = u.rounded(.down)
            lower = Int(below) + 1
            upperWeight = u - below
            lowerWeight = 1 - upperWeight
        }
    }
}
