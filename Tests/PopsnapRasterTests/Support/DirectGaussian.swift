import Foundation
@testable import PopsnapRaster

/// An independent Gaussian blur for the tests: the sampled kernel e^(−n²/2σ²), cut at 8σ and
/// normalised, applied directly in Double along each axis with the edges clamped. Plain: each axis is a
/// matrix whose entry (x, s) is the kernel's weight that clamping sends from pixel s to pixel x.
enum DirectGaussian {
    static func blur(_ image: Image, sigma: Double) -> [Double] {
        let w = image.width, h = image.height
        let across = Self.weights(count: w, sigma: sigma), down = Self.weights(count: h, sigma: sigma)
        let pixels = image.pixels.map(Double.init)
        var rows = [Double](repeating: 0, count: w * h * 4)
        var out = [Double](repeating: 0, count: w * h * 4)
        // Pointers, not subscripts: these loops run hundreds of millions of times in debug builds.
        pixels.withUnsafeBufferPointer { p in
            rows.withUnsafeMutableBufferPointer { r in
                for y in 0..<h {
                    for x in 0..<w {
                        for s in 0..<w {
                            let weight = across[x * w + s], from = (y * w + s) * 4, to = (y * w + x) * 4
                            r[to] += weight * p[from]; r[to + 1] += weight * p[from + 1]
                            r[to + 2] += weight * p[from + 2]; r[to + 3] += weight * p[from + 3]
                        }
                    }
                }
            }
        }
        rows.withUnsafeBufferPointer { r in
            out.withUnsafeMutableBufferPointer { o in
                for y in 0..<h {
                    for s in 0..<h {
                        let weight = down[y * h + s]
                        for i in 0..<(w * 4) { o[y * w * 4 + i] += weight * r[s * w * 4 + i] }
                    }
                }
            }
        }
        return out
    }

    /// The n × n matrix of one axis: the normalised kernel around each x, its taps past either end
    /// added to the edge pixel they clamp to.
    static func weights(count n: Int, sigma: Double) -> [Double] {
        let reach = Int((8 * sigma).rounded(.up))
        var kernel = (-reach...reach).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let sum = kernel.reduce(0, +)
        kernel = kernel.map { $0 / sum }
        var m = [Double](repeating: 0, count: n * n)
        for x in 0..<n {
            for k in -reach...reach { m[x * n + min(n - 1, max(0, x + k))] += kernel[k + reach] }
        }
        return m
    }
}
