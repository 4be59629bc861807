import Foundation
@testable import PopsnapRaster

/// An independent Gaussian blur for the tests: the sampled kernel e^(−n²/2σ²), cut at 8σ and
/// normalised, applied directly in Double along each axis with the edges clamped. Slow and plain.
enum DirectGaussian {
    static func blur(_ image: Image, sigma: Double) -> [Double] {
        let w = image.width, h = image.height, reach = Int((8 * sigma).rounded(.up))
        var kernel = (-reach...reach).map { n in exp(-Double(n * n) / (2 * sigma * sigma)) }
        let sum = kernel.reduce(0, +)
        kernel = kernel.map { $0 / sum }
        var across = [Double](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                for ch in 0..<4 {
                    var v = 0.0
                    for k in -reach...reach {
                        let sx = min(w - 1, max(0, x + k))
                        v += kernel[k + reach] * Double(image.pixels[(y * w + sx) * 4 + ch])
                    }
                    across[(y * w + x) * 4 + ch] = v
                }
            }
        }
        var out = [Double](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                for ch in 0..<4 {
                    var v = 0.0
                    for k in -reach...reach {
                        let sy = min(h - 1, max(0, y + k))
                        v += kernel[k + reach] * across[(sy * w + x) * 4 + ch]
                    }
                    out[(y * w + x) * 4 + ch] = v
                }
            }
        }
        return out
    }
}
