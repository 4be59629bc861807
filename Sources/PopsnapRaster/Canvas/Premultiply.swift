
/// Conversions between premultiplied pixels (what `Image` holds) and straight alpha (what PNG holds).
///
/// Both directions round to nearest, so they undo each other where it is possible:
/// - premultiply then un-premultiply is the identity for every straight value when a = 255;
/// - un-premultiply then premultiply is the identity for every premultiplied value c <= a.
/// (Straight colours with a < 255 cannot all survive: 256 straight values share fewer than
/// 256 premultiplied ones, which is why Image stores premultiplied pixels and PNG files are
/// written from them, never the other way round.)
public enum Premultiply {
    /// round(x / 255) for x in 0...65025, exactly, without a division.
    @inline(__always)
    package static func div255(_ x: UInt32) -> UInt32 {
        (x + 128 + ((x + 128) >> 8)) >> 8
    }

    /// round(c * a / 255).
    @inline(__always)
    package static func premultiply(_ c: UInt8, alpha a: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: div255(UInt32(c) * UInt32(a)))
    }

    /// round(c * 255 / a), 0 when a = 0; a colour above its alpha (not a valid premultiplied
    /// pixel) is clamped to 255 rather than wrapped.
    @inline(__always)
    public static func unpremultiply(_ c: UInt8, alpha a: UInt8) -> UInt8 {
        if a == 0 { return 0 }
        let a32 = UInt32(a)
        return UInt8(truncatingIfNeeded: min(255, (UInt32(c) * 255 + a32 / 2) / a32))
    }

    /// Premultiplies straight RGBA8 in place.
    package static func premultiplyRGBA(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
        guard let p = pixels.baseAddress else { return }
        var i = 0
        while i + 3 < pixels.count {
            let a = p[i + 3]
            if a != 255 {
                p[i] = premultiply(p[i], alpha: a)
                p[i + 1] = premultiply(p[i + 1], alpha: a)
                p[i + 2] = premultiply(p[i + 2], alpha: a)
            }
            i += 4
        }
    }

    /// Premultiplied RGBA8 for straight RGBA8, as `Image` holds it (what a decoder's straight output is compared in).
    public static func premultipliedRGBA(straight: [UInt8]) -> [UInt8] {
        var pixels = straight
        pixels.withUnsafeMutableBufferPointer { premultiplyRGBA($0) }
        return pixels
    }

    /// Writes straight RGBA8 for premultiplied RGBA8; `straight` holds as many bytes as `source`.
    package static func unpremultiplyRGBA(_ source: UnsafeBufferPointer<UInt8>, into straight: UnsafeMutableBufferPointer<UInt8>) {
        precondition(straight.count >= source.count)
        guard let s = source.baseAddress, let d = straight.baseAddress else { return }
        var i = 0
        // Two opaque pixels (alpha in bytes 3 and 7, little-endian) are their own straight values: copied as one word.
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        let from = UnsafeRawPointer(s), to = UnsafeMutableRawPointer(d)
        while i + 3 < source.count {
            if i + 7 < source.count {
                let word = from.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if UInt64(littleEndian: word) & alphas == alphas {
                    to.storeBytes(of: word, toByteOffset: i, as: UInt64.self)
                    i += 8
                    continue
                }
            }
            let a = s[i + 3]
            if a == 255 {
                d[i] = s[i]; d[i + 1] = s[i + 1]; d[i + 2] = s[i + 2]
            } else {
                d[i] = unpremultiply(s[i], alpha: a)
                d[i + 1] = unpremultiply(s[i + 1], alpha: a)
                d[i + 2] = unpremultiply(s[i + 2], alpha: a)
            }
            d[i + 3] = a
            i += 4
        }
    }
}

extension Image {
    /// The straight (unpremultiplied) RGBA8 bytes of the image, rounded exactly as a PNG encoder rounds them.
    ///
    /// ```swift
    /// let bytes = image.straightRGBA   // what a WebP or a comparison is given
    /// ```
    public var straightRGBA: [UInt8] {
        // Opaque pixels are their own straight values: the same storage, not a copy.
        if isOpaque { return pixels }
        return pixels.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: source.count) { buffer, count in
                Premultiply.unpremultiplyRGBA(source, into: buffer)
                count = source.count
            }
        }
    }
}
