/// How WebP compresses pixels: losslessly (the default: every pixel as drawn), or lossy at a quality.
///
/// ```swift
/// let exact = WebPCompression.lossless
/// let small = try WebPCompression(quality: 80)    // lossy, VP8
/// ```
public enum WebPCompression: Sendable, Equatable {
    /// VP8L: every pixel decodes to the straight RGBA given, except the colour under alpha 0, which
    /// nothing shows and a premultiplied image cannot hold, and which the encoder may choose.
    case lossless
    /// VP8 with its alpha plane, `quality` 0 (smallest) to 100 (best): colours move a little, text edges most.
    case lossy(quality: Int)

    /// Lossy at `quality`, or lossless when nil; a quality outside 0...100 is refused.
    public init(quality: Int?) throws(WebPError) {
        guard let quality else { self = .lossless; return }
        guard (0...100).contains(quality) else { throw .invalidQuality(quality) }
        self = .lossy(quality: quality)
    }
}
