import PopsnapRaster

/// An APNG (or PNG) read one frame at a time: its canvas, frame count, delays, loop count and the
/// digests it carries are known from its chunks before any pixel is decoded, and each `next()` decodes
/// and composes one more frame, so memory stays a few canvases whatever the number of frames
/// (`maximumBytes`). A plain PNG reads as one frame with no timing.
///
/// ```swift
/// var reader = try APNGFrameReader(contentsOf: "Snapshots/hud-spin.apng")
/// print(reader.frameCount, reader.delays)         // 60 [0.0166…, …], nothing decoded yet
/// while let frame = try reader.next() { use(frame.image) }
/// ```
public struct APNGFrameReader {
    /// The canvas, from IHDR; every frame has its size.
    public let width: Int
    /// The canvas height in pixels, as `width` is its width.
    public let height: Int
    /// False for a plain PNG: it has no delay or loop count of its own.
    public let isAnimated: Bool
    /// How many times the animation plays, 0 for ever (and 0 for a plain PNG).
    public let loopCount: Int
    /// Each frame's delay in seconds (fcTL's), in order; one 0 for a plain PNG.
    public let delays: [Double]
    /// Bits a sample (IHDR's bit depth: 1, 2, 4, 8 or 16).
    public let bitDepth: Int
    /// Whether each frame also carries a 16-bit file's samples whole (`APNGFrame.rgba16`), for an exact
    /// comparison at the source depth; set before the first frame is read. Off, 16-bit samples are
    /// rounded to 8 bits, as everywhere else.
    public var keepsSourceDepth = false {
        willSet { precondition(framesRead == 0, "set keepsSourceDepth before reading a frame") }
    }
    /// The digests of the frames' pixels (`PixelDigest`) the file carries when Popsnap wrote it so
    /// (`APNGOptions.digests`) and no byte of it has changed since; nil otherwise, and nil for a 16-bit
    /// file read at its source depth, whose low bytes a digest of 8-bit pixels does not cover.
    public var digests: [PixelDigest]? { keepsSourceDepth && bitDepth == 16 ? nil : storedDigests }
    private let storedDigests: [PixelDigest]?
    /// How many frames `next()` has returned.
    public private(set) var framesRead = 0

    private let bytes: [UInt8]
    private let structure: APNGStructure
    private let limits: ImageLimits
    private let path: String?
    private var composer: APNGComposer<UInt8>
    /// The 16-bit frames, composed beside the 8-bit ones when `keepsSourceDepth` and the file has 16 bits.
    private var wideComposer: APNGComposer<UInt16>?

    /// How many frames the file has, from its chunks (1 for a plain PNG), before any is decoded.
    public var frameCount: Int { delays.count }

    /// Checks the structure of `bytes` (`APNG.decode` says what) and the frame count against `maxFrames`.
    public init(bytes: [UInt8], limits: ImageLimits = .default, maxFrames: Int = APNG.defaultMaxFrames) throws(PNGError) {
        try self.init(bytes: bytes, limits: limits, maxFrames: maxFrames, maxTotalBytes: nil, path: nil)
    }

    /// The APNG (or PNG) file at `path`, read whole (it is compressed) but decoded frame by frame; errors name the file.
    public init(contentsOf path: String, limits: ImageLimits = .default, maxFrames: Int = APNG.defaultMaxFrames) throws(PNGError) {
        let bytes = try PNG.fileBytes(path, limits: limits)
        try self.init(bytes: bytes, limits: limits, maxFrames: maxFrames, maxTotalBytes: nil, path: path)
    }

    init(bytes: [UInt8], limits: ImageLimits, maxFrames: Int, maxTotalBytes: Int?, path: String?) throws(PNGError) {
        do {
            structure = try APNGStructure(parsing: bytes, limits: limits, maxFrames: maxFrames, maxTotalBytes: maxTotalBytes)
        } catch {
            throw path.map { error.at($0) } ?? error
        }
        self.bytes = bytes
        self.limits = limits
        self.path = path
        width = structure.width
        height = structure.height
        isAnimated = structure.animation != nil
        loopCount = Int(structure.animation?.playCount ?? 0)
        delays = isAnimated ? structure.frames.map(\.control.delay) : [0]
        bitDepth = structure.bitDepth
        storedDigests = isAnimated ? APNG.storedDigests(in: bytes, frameCount: delays.count) : PNG.storedDigest(in: bytes).map { [$0] }
        composer = APNGComposer(width: width, height: height)
    }

    private var readsWide: Bool { keepsSourceDepth && bitDepth == 16 }

    /// The next frame, composed as a viewer shows it; nil after the last.
    public mutating func next() throws(PNGError) -> APNGFrame? {
        guard framesRead < frameCount else { return nil }
        defer { framesRead += 1 }
        do {
            guard isAnimated else {
                let image = try PNG.decode(bytes, limits: limits)
                let wide = readsWide ? try bytes.withUnsafeBufferPointer { PNG.decodeRGBA16($0, limits: limits) }.get() : nil
                return APNGFrame(image: image, delay: 0, region: image.bounds, dispose: .none, blend: .source, rgba16: wide)
            }
            let control = structure.frames[framesRead].control
            let rectangle = try structure.decodeFrame(framesRead, in: bytes, limits: limits)
            let image = try composer.compose(rectangle, region: control.region, dispose: control.dispose, blend: control.blend)
            var wide: [UInt16]?
            if readsWide, let samples = try structure.decodeFrameSamples16(framesRead, in: bytes, limits: limits) {
                // Moved out while it composes, so its canvas has one owner and is not copied.
                var canvas = wideComposer ?? APNGComposer(width: width, height: height)
                wideComposer = nil
                wide = try canvas.compose(samples, region: control.region, dispose: control.dispose, blend: control.blend)
                wideComposer = canvas
            }
            return APNGFrame(image: image, delay: control.delay, region: control.region, dispose: control.dispose, blend: control.blend,
                             rgba16: wide)
        } catch {
            throw path.map { error.at($0) } ?? error
        }
    }

    /// Frame `index`, at or after the next one: the frames between are decoded (each composes on the
    /// last) and dropped, so a caller that knows some frames equal without looking skips only the comparing.
    public mutating func frame(at index: Int) throws(PNGError) -> APNGFrame {
        precondition(index >= framesRead && index < frameCount, "frame \(index) is behind the reader or past the end")
        while framesRead < index { _ = try next() }
        return try next()!
    }

    /// The most bytes of pixels a reader of a `width` x `height` canvas holds while its caller keeps the
    /// frame `next()` returned: the canvas it composes on, that frame (until the canvas next changes), the
    /// stored rectangle being decoded, and the region a PREVIOUS dispose puts back, each at most a canvas;
    /// a 16-bit file read at its source depth (`keepsSourceDepth`) holds as many again at 8 bytes a pixel.
    public static func maximumBytes(width: Int, height: Int, wide: Bool = false) -> Int { 4 * width * height * (wide ? 12 : 4) }
}
