import PopsnapGeometry
import PopsnapRaster

/// A frame's pixels as GIF can show them, one word a pixel (`ColorSet`'s form): GIF has one bit of alpha,
/// so a pixel at least half covered (alpha 128 or more) shows its colour, unpremultiplied, fully opaque,
/// and one less covered shows nothing. An opaque frame is its own words; a translucent one is converted.
struct VisiblePixels: Sendable {
    let width: Int
    let height: Int
    let words: [UInt32]

    static let transparent: UInt32 = 0

    init(_ image: Image) {
        width = image.width
        height = image.height
        words = image.pixels.withUnsafeBytes { raw in
            let source = raw.bindMemory(to: UInt32.self)
            return [UInt32](unsafeUninitializedCapacity: source.count) { out, count in
                for i in 0..<source.count {
                    let p = UInt32(littleEndian: source[i])
                    let a = p >> 24
                    if a == 255 { out[i] = p; continue }
                    out[i] = a < 128 ? Self.transparent : Self.unpremultiplied(p, alpha: a)
                }
                count = source.count
            }
        }
    }

    /// Each channel divided by alpha, rounded, with alpha made 255.
    @inline(__always) static func unpremultiplied(_ p: UInt32, alpha a: UInt32) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
        return channel(0) | channel(8) | channel(16) | 0xFF00_0000
    }

    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
}

extension Image {
    /// The pixels as one word each, in `ColorSet`'s form: for an opaque image, what GIF shows exactly.
    func withWords<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes { try body($0.bindMemory(to: UInt32.self)) }
    }
}
