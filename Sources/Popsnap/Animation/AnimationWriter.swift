import PopsnapFiles
import PopsnapGeometry
import PopsnapPNG
import PopsnapRaster

/// Encodes an animation's frames as an APNG into a file its caller opened, rendering and encoding them
/// on `jobs` threads; the bytes do not depend on `jobs`. Which file, and what else is written (frame
/// folders, filmstrips), is the caller's: the CLI's output layer, or PopsnapSnapshot's references.
///
/// ```swift
/// let file = try AtomicFileStream(path: "alert.apng")
/// try AnimationWriter(jobs: 4).writeAPNG(frames, to: file, loopCount: 0)
/// ```
public struct AnimationWriter: Sendable {
    /// Threads rendering and compressing frames, at least 1; the output bytes are the same for any number.
    public let jobs: Int
    /// Whether an APNG carries its frames' digests (`APNGOptions.digests`), as a reference does.
    public var digests = false

    /// A writer using `jobs` threads (1 when given less).
    public init(jobs: Int) {
        self.jobs = max(1, jobs)
    }

    private static func prepare(_ image: Image, after previous: Image?, index: Int, size: PixelSize,
                                options: APNGOptions) throws(PopsnapError) -> APNGPreparedFrame {
        do { return try APNGPreparedFrame(image, after: previous, index: index, width: size.width, height: size.height, options: options) }
        catch { throw .png(error) }
    }

    private static func append(_ prepared: APNGPreparedFrame, to writer: APNGWriter) throws(PopsnapError) {
        do { try writer.append(prepared: prepared) } catch { throw .png(error) }
    }

    /// `frames` as an APNG into `file`, which the caller opened (one relative to a folder held open, say)
    /// and this commits when the last frame is in: the frames are rendered on every thread and appended
    /// in order to a streaming writer that stores only what changed after the first, so the file appears
    /// whole, by rename, when the last frame is in.
    public func writeAPNG(_ frames: FrameSource, to file: AtomicFileStream, loopCount: Int,
                          progress: (Int, Int) -> Void = { _, _ in }) throws(PopsnapError) {
        let options = APNGOptions(loopCount: loopCount, compression: .fast, frameDelay: frames.timeline.frameDelay,
                                  opaque: frames.everyFrameIsOpaque, digests: digests)
        let writer: APNGWriter
        do { writer = try APNGWriter(file: file, width: frames.size.width, height: frames.size.height, frameCount: frames.count, options: options) } catch { throw .png(error) }
        let count = frames.count, size = frames.size
        // Each worker compresses its frame against the one before (which it drew itself just before, or
        // paints again at the start of its run), so only the chunk headers are written in order.
        try frames.forEachFrameWithPrevious(jobs: jobs, transform: { (i, image: Image, previous: Image?) throws(PopsnapError) -> APNGPreparedFrame in
            var before = previous
            if before == nil, i > 0 { before = try frames.frame(i - 1) }
            return try Self.prepare(image, after: before, index: i, size: size, options: options)
        }) { (i: Int, prepared: APNGPreparedFrame) throws(PopsnapError) in
            try Self.append(prepared, to: writer)
            progress(i + 1, count)
        }
        do { try writer.finish() } catch { throw .png(error) }
    }
}
