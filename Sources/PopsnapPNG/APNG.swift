import PopsnapFiles
import PopsnapRaster

/// Animated PNG (APNG) encoding and decoding of premultiplied RGBA8 frames.
///
/// The libpng here has no APNG support, so the APNG chunks (acTL, fcTL, fdAT) are written and
/// read in Swift while libpng still does all the compression and decompression. Files follow
/// https://wiki.mozilla.org/APNG_Specification and play in browsers. For long animations,
/// `APNGWriter` streams frames to disk; `encode` is the same in memory.
/// ```swift
/// let bytes = try APNG.encode(frames, options: APNGOptions(loopCount: 0, frameDelay: (1, 60)))
/// let animation = try APNG.decode(bytes)
/// assert(animation.frames.map(\.image) == frames)
/// ```
public enum APNG {
    /// The decoder's default limit on frames: each decoded frame is a whole canvas in memory.
    public static let defaultMaxFrames = 1000

    /// The decoder's default limit on the bytes of all its frames together (frames x canvas x 4), 2 GiB:
    /// about 180 frames of an iPhone 15 screen at 3x. The frame limit alone does not bound memory: 1,000
    /// one-pixel frames on a 16384 x 4096 canvas are a file of about 320 KB that would decode into 256 GB.
    public static let defaultMaxTotalBytes = 2 << 30

    /// The APNG bytes of `frames`, all of one size: the same bytes `APNGWriter` writes.
    ///
    /// Deterministic: the same frames and options always give the same bytes.
    public static func encode(_ frames: [Image], options: APNGOptions = APNGOptions()) throws(PNGError) -> [UInt8] {
        guard let first = frames.first else { throw .invalidAnimation(reason: "an APNG needs at least one frame") }
        var encoder = try APNGStreamEncoder(width: first.width, height: first.height, frameCount: frames.count, options: options)
        var bytes = encoder.header()
        for frame in frames { bytes += try encoder.encode(frame) }
        bytes += try encoder.end()
        return bytes
    }

    /// Decodes an APNG into full frames, all kept; a PNG without animation reads as one frame.
    /// `APNGFrameReader` reads the same frames one at a time, in a few canvases of memory.
    ///
    /// The chunk structure is checked first (see `APNGStructure`: CRCs, chunk order, sequence
    /// numbers, frame rectangles, frame count), and the canvas and frame count against `limits`
    /// `maxFrames` and `maxTotalBytes`, before any pixel memory is taken. Each error names what is wrong, e.g.
    /// "fdAT sequence number 5, expected 4".
    /// ```swift
    /// let animation = try APNG.decode(bytes, limits: ImageLimits(maxSide: 4096))
    /// ```
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .default, maxFrames: Int = defaultMaxFrames,
                              maxTotalBytes: Int = defaultMaxTotalBytes) throws(PNGError) -> APNGAnimation {
        var reader = try APNGFrameReader(bytes: bytes, limits: limits, maxFrames: maxFrames, maxTotalBytes: maxTotalBytes, path: nil)
        var frames: [APNGFrame] = []
        frames.reserveCapacity(reader.frameCount)
        while let frame = try reader.next() { frames.append(frame) }
        return APNGAnimation(width: reader.width, height: reader.height, loopCount: reader.loopCount, frames: frames,
                             isAnimated: reader.isAnimated)
    }

    /// Reads and decodes the APNG (or PNG) file at `path`; errors name the file.
    ///
    /// ```swift
    /// let reference = try APNG.read(contentsOf: "Snapshots/appear.apng")
    /// ```
    public static func read(contentsOf path: String, limits: ImageLimits = .default, maxFrames: Int = defaultMaxFrames,
                            maxTotalBytes: Int = defaultMaxTotalBytes) throws(PNGError) -> APNGAnimation {
        let bytes = try PNG.fileBytes(path, limits: limits)
        do {
            return try decode(bytes, limits: limits, maxFrames: maxFrames, maxTotalBytes: maxTotalBytes)
        } catch {
            throw error.at(path)
        }
    }

    /// Checks the PNG or APNG file at `path` as `read` does before it decodes a pixel (the signature, every
    /// chunk's length and CRC, their order, the frames), decoding none: enough to tell an image from another
    /// file at a tenth of a decode's cost.
    ///
    /// ```swift
    /// try APNG.checkStructure(contentsOf: "Snapshots/appear.apng")
    /// ```
    public static func checkStructure(contentsOf path: String, limits: ImageLimits = .default, maxFrames: Int = defaultMaxFrames) throws(PNGError) {
        let bytes = try PNG.fileBytes(path, limits: limits)
        do {
            // Nothing is decoded: a reference too large to decode whole is still one (it is compared a frame at a time).
            _ = try APNGStructure(parsing: bytes, limits: limits, maxFrames: maxFrames, maxTotalBytes: nil)
        } catch {
            throw error.at(path)
        }
    }

    /// Encodes `frames` and writes them to `path` atomically, like `APNGWriter` in one call.
    ///
    /// ```swift
    /// try APNG.write(frames, to: "spinner.apng", options: APNGOptions(frameDelay: (1, 12)))
    /// ```
    public static func write(_ frames: [Image], to path: String, options: APNGOptions = APNGOptions()) throws(PNGError) {
        let bytes = try encode(frames, options: options)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .file(error)
        }
    }
}
