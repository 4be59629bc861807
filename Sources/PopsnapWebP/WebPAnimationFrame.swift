import CWebP
import PopsnapGeometry

/// One frame of an animated WebP, encoded on its own so that frames can be encoded on many threads and
/// the bytes stay the same: the rectangle that changed since the frame before, as a WebP of its own
/// (libwebp's plain encoder), or nothing when no pixel changed. `WebPAnimationMuxer` writes it.
///
/// The rectangle starts at even pixels, as WebP stores a frame's place halved. It replaces what it covers
/// (no blending), so the canvas is right whatever the frame's alpha, and a lossy frame is encoded from the
/// frame given, never from the lossy canvas: unchanged pixels keep their last encoding, changed ones get a
/// new one, so lossy errors do not pile up frame after frame.
///
/// ```swift
/// let frame = try WebPAnimationFrame(straightRGBA: second, after: first, width: 390, height: 844, compression: .lossless)
/// frame.isRepeat   // false: a rectangle changed
/// ```
public struct WebPAnimationFrame: Sendable {
    /// The changed rectangle's left edge (even), top edge (even), width and height, in pixels.
    public let x: Int, y: Int, width: Int, height: Int
    /// The rectangle as a whole WebP file (RIFF, its image chunks); empty for a repeat.
    let webp: [UInt8]

    /// True when no pixel changed: the frame before is shown longer.
    public var isRepeat: Bool { webp.isEmpty }

    /// The frame before shown longer, for a caller that saw it unchanged without converting it to straight RGBA.
    public static let repeatOfPrevious = WebPAnimationFrame()

    private init() {
        (x, y, width, height, webp) = (0, 0, 0, 0, [])
    }

    /// `straightRGBA` (`width · height · 4` bytes) encoded where it differs from `previous` (the frame
    /// before, as given; nil for the first, which is whole). Two pixels of alpha 0 are the same pixel:
    /// nothing shows their colour.
    public init(straightRGBA: [UInt8], after previous: [UInt8]?, width canvasWidth: Int, height canvasHeight: Int,
                compression: WebPCompression) throws(WebPError) {
        try WebPLimits.check(width: canvasWidth, height: canvasHeight)
        for pixels in [straightRGBA] + (previous.map { [$0] } ?? []) where pixels.count != canvasWidth * canvasHeight * 4 {
            throw .wrongPixelCount(count: pixels.count, width: canvasWidth, height: canvasHeight)
        }
        guard let changed = previous.map({ Self.changedRectangle(straightRGBA, $0, width: canvasWidth, height: canvasHeight) })
            ?? (0, 0, canvasWidth, canvasHeight) else {
            self = .repeatOfPrevious
            return
        }
        var crop: [UInt8] = []
        crop.reserveCapacity(changed.2 * changed.3 * 4)
        for row in changed.1..<(changed.1 + changed.3) {
            crop += straightRGBA[((row * canvasWidth + changed.0) * 4)..<((row * canvasWidth + changed.0 + changed.2) * 4)]
        }
        try self.init(straightRGBA: crop, x: changed.0, y: changed.1, width: changed.2, height: changed.3, compression: compression)
    }

    /// The rectangle at `x`, `y` (even), `width` x `height` pixels, whose straight pixels are `straightRGBA`,
    /// found changed by the caller (as `Popsnap` finds it on premultiplied frames, converting only the crop).
    public init(straightRGBA: [UInt8], x: Int, y: Int, width: Int, height: Int, compression: WebPCompression) throws(WebPError) {
        guard x >= 0, y >= 0, x % 2 == 0, y % 2 == 0 else {
            throw .encoderFailed(code: .invalidConfiguration, frame: nil, message: "a frame's corner must be at even pixels, found \(x), \(y)")
        }
        guard straightRGBA.count == width * height * 4 else { throw .wrongPixelCount(count: straightRGBA.count, width: width, height: height) }
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
        webp = try WebPStill.encode(straightRGBA: straightRGBA, width: width, height: height, compression: compression, threads: true,
                                    method: WebPCompression.frameMethod)
    }

    /// The rectangle as a player shows it: straight RGBA, `width · height · 4` bytes, drawn over the canvas
    /// without blending (the muxer writes every frame so). Empty for a repeat.
    public func decoded() throws(WebPError) -> [UInt8] {
        guard !isRepeat else { return [] }
        var w: Int32 = 0, h: Int32 = 0
        guard let decoded = webp.withUnsafeBufferPointer({ WebPDecodeRGBA($0.baseAddress, $0.count, &w, &h) }) else { throw .decoderFailed(frame: nil) }
        defer { WebPFree(decoded) }
        guard Int(w) == width, Int(h) == height else { throw .decoderFailed(frame: nil) }
        return Array(UnsafeBufferPointer(start: decoded, count: width * height * 4))
    }

    /// `changed`, its corner moved up and left to even pixels, as WebP stores a frame's place.
    public static func evenCornered(_ changed: PixelRect) -> PixelRect {
        let x = changed.x & ~1, y = changed.y & ~1
        return PixelRect(x: x, y: y, width: changed.x + changed.width - x, height: changed.y + changed.height - y)
    }

    /// The smallest rectangle holding every pixel that differs, its corner moved up and left to even
    /// coordinates; nil when none does.
    static func changedRectangle(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (Int, Int, Int, Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        // A pixel as one little-endian word: alpha is its top byte.
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                for row in 0..<height {
                    var first = -1, last = -1
                    for column in 0..<width {
                        let offset = (row * width + column) * 4
                        let p = a.loadUnaligned(fromByteOffset: offset, as: UInt32.self), q = b.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        if p != q, p >> 24 != 0 || q >> 24 != 0 {
                            if first < 0 { first = column }
                            last = column
                        }
                    }
                    guard first >= 0 else { continue }
                    minX = min(minX, first)
                    maxX = max(maxX, last)
                    minY = min(minY, row)
                    maxY = row
                }
            }
        }
        guard maxX >= 0 else { return nil }
        let x = minX & ~1, y = minY & ~1
        return (x, y, maxX + 1 - x, maxY + 1 - y)
    }
}
