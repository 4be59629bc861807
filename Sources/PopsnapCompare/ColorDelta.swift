// Part of the pixelmatch 7.2.0 port: see the licence notice in Pixelmatch.swift.

/// pixelmatch's colour distance: the squared YIQ difference of Kotsarenko and Ramos ("Measuring
/// perceived color difference using YIQ NTSC transmission color space in mobile applications").
///
/// Every operation is written in pixelmatch's order, in Double as JavaScript computes, so a pixel
/// on the threshold lands on the same side. Pixels are straight RGBA8 read at byte offsets.
enum ColorDelta {
    /// The largest squared YIQ distance (black against white): `threshold` is a fraction of its root.
    static let maxYIQDelta = 35215.0

    /// The signed squared YIQ distance between the pixel at byte `k` of `img1` and at byte `m` of
    /// `img2`: negative when the second is darker (that is what `diffColorAlt` marks).
    @inline(__always)
    static func delta(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int,
                      checkerboard: Bool) -> Double {
        let (dr, dg, db) = channelDifferences(img1, img2, k, m, checkerboard: checkerboard)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        // pixelmatch encodes "the first pixel is brighter" (the second darker) in the sign.
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference alone, which the anti-aliasing detector uses; 0 for equal pixels.
    @inline(__always)
    static func brightness(_ img: UnsafePointer<UInt8>, _ k: Int, _ m: Int, checkerboard: Bool) -> Double {
        let (dr, dg, db) = channelDifferences(img, img, k, m, checkerboard: checkerboard)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// The differences of the colours as seen over the background: plain channel differences for
    /// opaque pixels, else both pixels blended over the background at `k` (the first pixel's
    /// position, for both, as pixelmatch does). Every product below is an exact integer; only the
    /// division by 255 rounds, as in JavaScript.
    @inline(__always)
    private static func channelDifferences(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int,
                                           checkerboard: Bool) -> (Double, Double, Double) {
        let r1 = Int(img1[k]), g1 = Int(img1[k + 1]), b1 = Int(img1[k + 2]), a1 = Int(img1[k + 3])
        let r2 = Int(img2[m]), g2 = Int(img2[m + 1]), b2 = Int(img2[m + 2]), a2 = Int(img2[m + 3])
        if a1 == 255 && a2 == 255 {
            return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
        }
        return blendedDifferences(r1, g1, b1, a1, r2, g2, b2, a2, k, checkerboard: checkerboard)
    }

    // Out of line so the background's two divisions are never hoisted into the opaque path,
    // which is nearly every pixel of a screenshot.
    @inline(never)
    private static func blendedDifferences(_ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int,
                                           _ r2: Int, _ g2: Int, _ b2: Int, _ a2: Int, _ k: Int,
                                           checkerboard: Bool) -> (Double, Double, Double) {
        let da = a1 - a2
        let (rb, gb, bb) = checkerboard ? checkerboardBackground(k) : (255, 255, 255)
        return (Double(r1 * a1 - r2 * a2 - rb * da) / 255,
                Double(g1 * a1 - g2 * a2 - gb * da) / 255,
                Double(b1 * a1 - b2 * a2 - bb * da) / 255)
    }

    /// pixelmatch 7's background at byte offset `k`: each channel dark (48) or light (207) by the
    /// parity of k, k / φ and k / φ², so neighbouring pixels get different colours. `k` is the
    /// byte offset (4 · pixel index), always even, so red is always dark: pixelmatch's own quirk,
    /// kept because its counts depend on it.
    @inline(__always)
    static func checkerboardBackground(_ k: Int) -> (Int, Int, Int) {
        (48 + 159 * (k % 2),
         48 + 159 * (jsInt32(Double(k) / 1.618033988749895) % 2),
         48 + 159 * (jsInt32(Double(k) / 2.618033988749895) % 2))
    }

    /// JavaScript's `x | 0` for the non-negative quotients above: truncation, wrapped to 32 bits.
    @inline(__always)
    private static func jsInt32(_ x: Double) -> Int {
        Int(Int32(truncatingIfNeeded: Int64(x)))
    }
}
