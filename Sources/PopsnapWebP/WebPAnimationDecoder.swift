import CWebP

/// An animated WebP read back frame by frame through libwebp's own animation decoder: each frame the
/// whole canvas as a player shows it (sub-frames drawn, blended and disposed), straight RGBA, with the
/// time it ends. Popsnap reads what it wrote, to measure a lossy file against the frames it was given.
///
/// ```swift
/// var decoder = try WebPAnimationDecoder(bytes)
/// while let frame = try decoder.next() { print(frame.end) }   // 34, 69, 103, … ms
/// ```
public struct WebPAnimationDecoder: ~Copyable {
    /// One frame as shown.
    public struct Frame: Sendable {
        /// The whole canvas, `width · height · 4` bytes of straight RGBA, rows top to bottom.
        public let straightRGBA: [UInt8]
        /// When it stops being shown, in milliseconds from the start (the sum of the durations so far).
        public let end: Int
    }

    /// libwebp reads the bytes in place for as long as the decoder lives, so they are held in memory of
    /// the decoder's own, not in an array that could move.
    private let data: UnsafeMutableBufferPointer<UInt8>
    private let decoder: OpaquePointer
    /// The canvas's size in pixels.
    public let width: Int, height: Int
    /// The frames the file stores.
    public let frameCount: Int
    private var decoded = 0

    /// A decoder of `bytes`, a whole WebP file; throws when libwebp cannot parse it.
    public init(_ bytes: [UInt8]) throws(WebPError) {
        data = .allocate(capacity: max(1, bytes.count))
        _ = data.initialize(from: bytes)
        var options = WebPAnimDecoderOptions()
        var webp = WebPData(bytes: data.baseAddress, size: bytes.count)
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            data.deallocate()
            throw .versionMismatch
        }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        var info = WebPAnimInfo()
        guard let made = WebPAnimDecoderNew(&webp, &options), WebPAnimDecoderGetInfo(made, &info) != 0 else {
            data.deallocate()
            throw .decoderFailed(frame: nil)
        }
        decoder = made
        width = Int(info.canvas_width)
        height = Int(info.canvas_height)
        frameCount = Int(info.frame_count)
    }

    deinit {
        WebPAnimDecoderDelete(decoder)
        data.deallocate()
    }

    /// The next frame, or nil after the last.
    public mutating func next() throws(WebPError) -> Frame? {
        guard WebPAnimDecoderHasMoreFrames(decoder) != 0 else { return nil }
        var buffer: UnsafeMutablePointer<UInt8>?, end: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &buffer, &end) != 0, let buffer else { throw .decoderFailed(frame: decoded) }
        decoded += 1
        return Frame(straightRGBA: Array(UnsafeBufferPointer(start: buffer, count: width * height * 4)), end: Int(end))
    }
}
