import PopsnapRaster

/// A still image as a one-frame GIF: exact when it has 256 colours or fewer, reduced by libimagequant
/// otherwise; a pixel with alpha below 128 is transparent (see `VisiblePixels`).
///
/// ```swift
/// let bytes = try GIF.encode(try PopupRenderer().render(scene))
/// ```
public enum GIF {
    /// The file's bytes.
    public static func encode(_ image: Image, options: GIFOptions = GIFOptions()) throws(GIFError) -> [UInt8] {
        let frame = try GIFPreparedFrame(image, after: nil, index: 0, global: nil, options: options, opaque: image.isOpaque)
        var encoder = try GIFStreamEncoder(width: image.width, height: image.height, options: options, global: nil, animated: false)
        return encoder.header() + (try encoder.append(frame, centiseconds: 0)) + encoder.end()
    }
}
