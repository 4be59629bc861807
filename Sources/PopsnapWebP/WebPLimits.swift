/// What WebP and libwebp's encoders can hold, for checks made before anything is encoded.
public enum WebPLimits {
    /// The widest and tallest image WebP stores: its header keeps each side in 14 bits.
    public static let maximumSide = 16383

    /// Canvas-sized buffers (4 bytes a pixel) an animation's muxer holds, however many frames: the frame
    /// held until its length is known (`WebPAnimationMuxer`), and for a lossy file each pixel's error against
    /// its frame (`ColorErrorMap`).
    public static let animationMuxerBuffers = 2

    /// Canvas-sized buffers each thread encoding an animation's frames holds besides the frame in flight:
    /// the frame and the one before as straight RGBA, a lossy frame decoded and its errors, and encoding
    /// the rectangle that changed, at worst the whole canvas, as a still (`stillEncoderBuffers`).
    public static let animationFrameBuffers = 3 + stillEncoderBuffers

    /// Canvas-sized buffers encoding a still holds besides the image: its straight copy, the picture and
    /// the lossless encoder's working buffers. Measured on a 4000 x 4000 px render (64 MB a buffer): 291 MB
    /// to write it as a WebP, 89 MB as a PNG, 3.2 buffers more.
    public static let stillEncoderBuffers = 4

    /// Throws unless `width` x `height` is a size WebP stores.
    public static func check(width: Int, height: Int) throws(WebPError) {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw .unsupportedSize(width: width, height: height)
        }
    }
}
