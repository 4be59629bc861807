import CWebP

/// One image as a WebP file's bytes.
///
/// ```swift
/// let bytes = try WebPStill.encode(straightRGBA: pixels, width: 390, height: 844)             // lossless
/// let small = try WebPStill.encode(straightRGBA: pixels, width: 390, height: 844,
///                                  compression: .lossy(quality: 80))
/// ```
public enum WebPStill {
    /// `straightRGBA` (`width · height · 4` bytes, straight alpha, rows top to bottom) encoded as a WebP.
    public static func encode(straightRGBA: [UInt8], width: Int, height: Int,
                              compression: WebPCompression = .lossless) throws(WebPError) -> [UInt8] {
        try encode(straightRGBA: straightRGBA, width: width, height: height, compression: compression, threads: true)
    }

    /// `threads`: whether libwebp may use a second thread (the bytes are the same either way); `method`:
    /// libwebp's effort (`WebPCompression.stillMethod` or `frameMethod`).
    static func encode(straightRGBA: [UInt8], width: Int, height: Int, compression: WebPCompression,
                       threads: Bool, method: Int32 = WebPCompression.stillMethod) throws(WebPError) -> [UInt8] {
        var config = try compression.configuration(threads: threads, method: method)
        var buffer = try WebPPictureBuffer(straightRGBA: straightRGBA, width: width, height: height)
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let ok = withUnsafeMutablePointer(to: &writer) { sink in
            buffer.picture.writer = WebPMemoryWrite
            buffer.picture.custom_ptr = UnsafeMutableRawPointer(sink)
            defer { buffer.picture.custom_ptr = nil }
            return WebPEncode(&config, &buffer.picture)
        }
        guard ok != 0 else { throw .encoderFailed(code: WebPEncoderCode(buffer.picture.error_code), frame: nil, message: nil) }
        return Array(UnsafeBufferPointer(start: writer.mem, count: writer.size))
    }
}
