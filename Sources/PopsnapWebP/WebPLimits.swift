/// What WebP and libwebp's encoders can hold, for checks made before anything is encoded.
public enum WebPLimits {
    /// The widest and tallest image WebP stores: its header keeps each side in 14 bits.
    public static let maximumSide = 16383

    /// Canvas-sized buffers (4 bytes a pixel) the animation encoder holds at its peak besides the frames
    /// given to it: the frame as a picture, its copy, the previous canvas and that canvas disposed, the
    /// candidate sub-frames with the encoder's working buffers, and the file so far. A lossy file is read
    /// back after the encoder is gone (`WebPAnimationDecoder`: its canvas and the one before, a copy of
    /// each frame and that copy premultiplied), fewer. Measured on a 4000 x 4000 px crossfade (64 MB a
    /// buffer): 3 frames peak at 620 MB as a lossless WebP and 154 MB as an APNG, 7.3 buffers more;
    /// 6 frames at 683 MB; lossy, read back and measured, at 556 MB (496 MB before it was read back).
    public static let animationEncoderBuffers = 8

    /// Canvas-sized buffers the animation encoder keeps for each frame it stores, at worst: libwebp holds
    /// every encoded frame until the last, then assembles the file beside them and the file is copied out,
    /// and a frame that does not compress (a screen of noise) is near a canvas. Measured on a 1179 x 2556 px
    /// screen of noise (12 MB a buffer): 21 MB more for each frame, lossless, so 2 counted.
    public static let animationBuffersPerFrame = 2

    /// Canvas-sized buffers an animation of `frames` frames takes to encode at worst, besides the frames in
    /// flight: the encoder's own and every frame it keeps (it cannot stream), so that a long animation of a
    /// large canvas is refused before the first frame rather than aborting when memory runs out.
    public static func animationEncoderBuffers(frames: Int) -> Int {
        animationEncoderBuffers + animationBuffersPerFrame * max(0, frames)
    }

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
