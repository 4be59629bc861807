/// The two passes of separable resampling, shared by `ImageShader` (over a whole source image) and
/// `StreamingResample` (over rows as they are decoded), so both give the same bits: the same float
/// operations in the same order.
enum ResampleKernel {
    /// The vertical pass for one source row: `mid[i] += row[i] * weight`, `count` samples.
    @inline(__always)
    static func accumulate(_ mid: UnsafeMutablePointer<Float>, _ row: UnsafePointer<UInt8>, count: Int, weight: Float) {
        for i in 0..<count { mid[i] += Float(row[i]) * weight }
    }

    /// The horizontal pass: destination pixels `first..<first + count` of `columns` (indices relative to
    /// its first pixel) from a vertically filtered row whose first sample is source column `base`,
    /// faded by `opacity` (1/255 steps), into `out`.
    @inline(__always)
    static func filterColumns(_ mid: UnsafePointer<Float>, base: Int, _ columns: ResampleTaps, first: Int, count: Int,
                              opacity: UInt32, into out: UnsafeMutablePointer<UInt32>) {
        columns.index.withUnsafeBufferPointer { idx in
            columns.weight.withUnsafeBufferPointer { wt in
                for i in 0..<count {
                    let d = first + i
                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                    for t in columns.start[d]..<columns.start[d + 1] {
                        let k = (idx[t] - base) * 4, w = wt[t]
                        r += mid[k] * w; g += mid[k + 1] * w; b += mid[k + 2] * w; a += mid[k + 3] * w
                    }
                    let p = pack(r, g, b, a)
                    out[i] = opacity == 255 ? p : Blend.scale(p, by: opacity)
                }
            }
        }
    }

    /// Rounds premultiplied channels to a pixel, keeping colour within alpha so it stays premultiplied.
    @inline(__always)
    static func pack(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> UInt32 {
        let a8 = UInt32(min(255, max(0, a + 0.5)))
        func ch(_ v: Float) -> UInt32 { min(a8, UInt32(min(255, max(0, v + 0.5)))) }
        return ch(r) | ch(g) << 8 | ch(b) << 16 | a8 << 24
    }
}
