import PopsnapRaster

extension Premultiply {
    /// Writes RGB8 from RGBA8 whose alpha is 255 everywhere (where straight equals premultiplied), and
    /// returns whether it was: false when a pixel has alpha below 255 (its RGB then is not its colour).
    /// Checking as it copies spares the encoder a pass over the whole image first.
    @discardableResult
    static func dropAlpha(_ source: UnsafeBufferPointer<UInt8>, into rgb: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        precondition(rgb.count >= source.count / 4 * 3)
        guard let s = source.baseAddress, let d = rgb.baseAddress else { return true }
        let pixels = source.count / 4
        let from = UnsafeRawPointer(s), to = UnsafeMutableRawPointer(d)
        // Four bytes stored for three: each pixel's alpha byte lands where the next pixel's red goes and
        // is overwritten by it. The last pixel, with nothing after it, is copied byte by byte.
        var all: UInt32 = 0xFFFF_FFFF
        var p = 0
        while p + 1 < pixels {
            let word = from.loadUnaligned(fromByteOffset: p * 4, as: UInt32.self)
            all &= UInt32(littleEndian: word)
            to.storeBytes(of: word, toByteOffset: p * 3, as: UInt32.self)
            p += 1
        }
        if p < pixels {
            d[p * 3] = s[p * 4]; d[p * 3 + 1] = s[p * 4 + 1]; d[p * 3 + 2] = s[p * 4 + 2]
            all &= UInt32(s[p * 4 + 3]) << 24 | 0x00FF_FFFF
        }
        return all >> 24 == 0xFF
    }
}
