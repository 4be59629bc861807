/// Source-over compositing of premultiplied RGBA8, with exact rounding.
///
/// A pixel is a little-endian `UInt32` (r in the low byte). Two channels are worked at once, in the
/// 16-bit lanes of a 32-bit word (r and b, then g and a), which never overflow: 255 · 255 + 383 < 65536.
enum Blend {
    /// `round(x / 255)` for 0 ≤ x ≤ 255 · 255, exactly: the classic `(x + 128 + ((x + 128) >> 8)) >> 8`.
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Every channel of `p` times `k / 255`, each correctly rounded.
    @inline(__always)
    static func scale(_ p: UInt32, by k: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((p >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// `src` over `dst`, both premultiplied.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ scale(dst, by: 255 &- (src >> 24))
    }

    /// `count` pixels of one colour, each scaled by a constant coverage, over `dst`.
    static func solidSpan(_ dst: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, coverage: UInt8) {
        let src = coverage == 255 ? color : scale(color, by: UInt32(coverage))
        let alpha = src >> 24
        if alpha == 255 {
            dst.update(repeating: src, count: count)
        } else if alpha != 0 || src != 0 {
            let inv = 255 &- alpha
            for i in 0..<count { dst[i] = src &+ scale(dst[i], by: inv) }
        }
    }

    /// `count` pixels of one colour, each with its own coverage, over `dst`.
    static func solidMasked(_ dst: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, coverage: UnsafePointer<UInt8>) {
        for i in 0..<count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            dst[i] = over(c == 255 ? color : scale(color, by: c), dst[i])
        }
    }

    /// A row of source pixels, scaled by a constant coverage, over `dst`.
    static func rowSpan(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, count: Int, coverage: UInt8) {
        if coverage == 255 {
            var i = 0
            while i < count {
                // A run of opaque source pixels replaces the destination: one copy for the run.
                var end = i
                while end < count && src[end] >> 24 == 255 { end += 1 }
                if end > i {
                    dst.advanced(by: i).update(from: src.advanced(by: i), count: end - i)
                    i = end
                    continue
                }
                let s = src[i]
                if s != 0 { dst[i] = over(s, dst[i]) }
                i += 1
            }
        } else {
            let k = UInt32(coverage)
            for i in 0..<count { dst[i] = over(scale(src[i], by: k), dst[i]) }
        }
    }

    /// A row of source pixels, each with its own coverage, over `dst`.
    static func rowMasked(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>) {
        for i in 0..<count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            dst[i] = over(c == 255 ? src[i] : scale(src[i], by: c), dst[i])
        }
    }

    /// Packs a premultiplied pixel into its little-endian word.
    @inline(__always)
    static func word(_ p: Pixel) -> UInt32 {
        UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    }

    @inline(__always)
    static func pixel(_ w: UInt32) -> Pixel {
        Pixel(r: UInt8(truncatingIfNeeded: w), g: UInt8(truncatingIfNeeded: w >> 8),
              b: UInt8(truncatingIfNeeded: w >> 16), a: UInt8(truncatingIfNeeded: w >> 24))
    }
}
