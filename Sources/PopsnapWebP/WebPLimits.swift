/// What WebP and libwebp's encoders can hold, for checks made before anything is encoded.
public enum WebPLimits {
    /// The widest and tallest image WebP stores: its header keeps each side in 14 bits.
    public static let maximumSide = 16383

    /// Canvas-sized buffers (4 bytes a pixel) the animation encoder holds at its peak besides the frames
    /// given to it: the frame as a picture, its copy, the previous canvas and that canvas disposed, the
    /// candidate sub-frames with the encoder's working buffers, and the file so far. Measured on a
    /// 4000 x 4000 px crossfade (64 MB a buffer): 3 frames peak at 620 MB as a lossless WebP and 154 MB
    /// as an APNG, 7.3 buffers more; 6 frames at 683 MB; lossy at 496 MB.
    public static let animationEncoderBuffers = 8

    /// Throws unless `width` x `height` is a size WebP stores.
    public static func check(width: Int, height: Int) throws(WebPError) {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw .unsupportedSize(width: width, height: height)
        }
    }
}
