import PopsnapRaster
import PopsnapGeometry

/// A decoded APNG: its canvas, how often it plays, and every frame fully composed.
///
/// ```swift
/// let animation = try APNG.decode(bytes)
/// for frame in animation.frames { print(frame.delay, frame.region) }
/// ```
public struct APNGAnimation: Equatable, Sendable {
    /// The canvas size, from IHDR; every frame image has it.
    public var width: Int
    /// The canvas height in pixels, as `width` is its width.
    public var height: Int
    /// How many times the animation plays; 0 means forever (and a plain PNG reads as 0).
    public var loopCount: Int
    /// The frames in play order, each composed onto the whole canvas.
    public var frames: [APNGFrame]
    /// False for a plain PNG read as one frame: it has no delay or loop count of its own, so a
    /// comparison can tell "a still" from "an animation of one frame".
    public var isAnimated: Bool

    /// An animation of `frames` on a `width` x `height` pixel canvas, played `loopCount` times (0: for ever).
    public init(width: Int, height: Int, loopCount: Int, frames: [APNGFrame], isAnimated: Bool = true) {
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.frames = frames
        self.isAnimated = isAnimated
    }
}

/// One frame of an APNG, as a viewer shows it, and how the file stored it.
public struct APNGFrame: Equatable, Sendable {
    /// The whole canvas as it looks while this frame is shown: the frame's rectangle blended
    /// onto what the previous frames left (premultiplied RGBA8, canvas-sized).
    public var image: Image
    /// How long the frame is shown, in seconds (fcTL's delay_num / delay_den; a denominator of 0
    /// means hundredths, as the APNG specification says).
    public var delay: Double
    /// The rectangle of the canvas that the file stores for this frame.
    public var region: PixelRect
    /// What happens to the region after the frame is shown, before the next one is drawn.
    public var dispose: DisposeOp
    /// How the stored rectangle meets the canvas.
    public var blend: BlendOp
    /// The whole canvas as straight RGBA16, a 16-bit file's samples whole, when the reader keeps the
    /// source depth (`APNGFrameReader.keepsSourceDepth`); nil otherwise.
    public var rgba16: [UInt16]?

    /// A frame showing `image` (the whole canvas) for `delay` seconds, stored as `region` of it with
    /// the file's dispose and blend operations.
    public init(image: Image, delay: Double, region: PixelRect, dispose: DisposeOp, blend: BlendOp, rgba16: [UInt16]? = nil) {
        self.image = image
        self.rgba16 = rgba16
        self.delay = delay
        self.region = region
        self.dispose = dispose
        self.blend = blend
    }

    /// APNG's dispose_op, numbered as in fcTL.
    public enum DisposeOp: UInt8, Sendable, CaseIterable {
        /// Leave the canvas as the frame left it.
        case none = 0
        /// Clear the region to transparent black.
        case background = 1
        /// Put the region back as it was before the frame was drawn.
        case previous = 2
    }

    /// APNG's blend_op, numbered as in fcTL.
    public enum BlendOp: UInt8, Sendable, CaseIterable {
        /// The stored pixels replace the region's, alpha included.
        case source = 0
        /// The stored pixels are composited over the region's (premultiplied source-over).
        case over = 1
    }
}
