/// What WebP and libwebp's encoders can hold, for checks made before anything is encoded.
public enum WebPLimits {
    /// The widest and tallest image WebP stores: its header keeps each side in 14 bits.
    public static let maximumSide = 16383

    /// Canvas-sized buffers the animation encoder holds at its peak besides the frame given to it:
    /// the frame as a picture, its copy, the previous canvas and that canvas disposed, and the
    /// candidate sub-frames with the lossless encoder's working buffers. Measured: see
    /// `WebPAnimationEncoder`.
    public static let animationEncoderBuffers = 8

    /// Throws unless `width` x `height` is a size WebP stores.
    public static func check(width: Int, height: Int) throws(WebPError) {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw .unsupportedSize(width: width, height: height)
        }
    }
}
