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
    public let height: Int
    /// False for a plain PNG: it has no delay or loop count of its own.
    public let isAnimated: Bool
    /// How many times the animation plays, 0 for ever (and 0 for a plain PNG).
    public let loopCount: Int
    /// Each frame's delay in seconds (fcTL's), in order; one 0 for a plain PNG.
    public let delays: [Double]
    /// The digests of the frames' pixels (`PixelDigest`) the file carries when Popsnap wrote it so
    /// (`APNGOptions.digests`) and no byte of it has changed since; nil otherwise.
    public let digests: [PixelDigest]?
    /// How many frames `next()` has returned.
    public private(set) var framesRead = 0

    private let bytes: [UInt8]
    private let structure: APNGStructure
    private let limits: ImageLimits
    private let path: String?
    private var composer: APNGComposer

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
        digests = isAnimated ? APNG.storedDigests(in: bytes, frameCount: delays.count) : PNG.storedDigest(in: bytes).map { [$0] }
        composer = APNGComposer(width: width, height: height)
    }

    /// The next frame, composed as a viewer shows it; nil after the last.
    public mutating func next() throws(PNGError) -> APNGFrame? {
        guard framesRead < frameCount else { return nil }
        defer { framesRead += 1 }
        do {
            guard isAnimated else {
                let image = try PNG.decode(bytes, limits: limits)
                return APNGFrame(image: image, delay: 0, region: image.bounds, dispose: .none, blend: .source)
            }
            let control = structure.frames[framesRead].control
            let rectangle = try structure.decodeFrame(framesRead, in: bytes, limits: limits)
            let image = try composer.compose(rectangle, region: control.region, dispose: control.dispose, blend: control.blend)
            return APNGFrame(image: image, delay: control.delay, region: control.region, dispose: control.dispose, blend: control.blend)
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
    /// stored rectangle being decoded, and the region a PREVIOUS dispose puts back, each at most a canvas.
    public static func maximumBytes(width: Int, height: Int) -> Int { 4 * width * height * 4 }
}
