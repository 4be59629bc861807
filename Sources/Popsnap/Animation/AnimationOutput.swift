import FoundationEssentials
import PopsnapFiles
import PopsnapPNG
import PopsnapRaster
import PopsnapText

/// Where an animation goes: a folder of numbered PNGs, an APNG, a filmstrip, or one frame.
public enum AnimationOutput: Sendable {
    case folder(String, overwrite: Bool)
    case apng(String, loopCount: Int)
    case filmstrip(String, frames: Int)
    case frame(String, at: Double)

    /// The kind of output a path names: a folder (ends in "/" or exists as one), an .apng file, or a PNG.
    public static func inferred(from path: String, filmstrip: Int?, at: Double?, overwrite: Bool, loopCount: Int = 0) -> AnimationOutput {
        if let at { return .frame(path, at: at) }
        if let n = filmstrip { return .filmstrip(path, frames: n) }
        if path.hasSuffix("/") || FileKind.followed(path).kind == .directory {
            return .folder(path, overwrite: overwrite)
        }
        return .apng(path, loopCount: loopCount)
    }
}

/// Writes frames, rendering and encoding them on `jobs` threads; the bytes do not depend on `jobs`.
public struct AnimationWriter: Sendable {
    public let jobs: Int
    public let typesetter: PopsnapText.Typesetter
    /// Whether an APNG carries its frames' digests (`APNGOptions.digests`), as a reference does.
    public var digests = false

    public init(jobs: Int, typesetter: PopsnapText.Typesetter) {
        self.jobs = max(1, jobs)
        self.typesetter = typesetter
    }

    /// Writes `frames` to `output`; `progress` hears each frame as it is written.
    public func write(_ frames: FrameSource, to output: AnimationOutput,
                      progress: (Int, Int) -> Void = { _, _ in }) throws(PopsnapError) {
        switch output {
        case let .frame(path, at):
            let image = try frames.frame(frames.timeline.frame(at: at))
            try PopupRenderer.write(try image.png(.fast), to: path)
            progress(1, 1)
        case let .filmstrip(path, n):
            let strip = try Filmstrip(frames: frames, typesetter: typesetter).image(frames: n)
            try PopupRenderer.write(try strip.png(.smallest), to: path)
            progress(1, 1)
        case let .folder(path, overwrite):
            try writeFolder(frames, path: path, overwrite: overwrite, progress: progress)
        case let .apng(path, loopCount):
            try writeAPNG(frames, path: path, loopCount: loopCount, progress: progress)
        }
    }

    private static func prepare(_ image: Image, after previous: Image?, index: Int, size: (width: Int, height: Int),
                                options: APNGOptions) throws(PopsnapError) -> APNGPreparedFrame {
        do { return try APNGPreparedFrame(image, after: previous, index: index, width: size.width, height: size.height, options: options) }
        catch { throw .png(error) }
    }

    private static func append(_ prepared: APNGPreparedFrame, to writer: APNGWriter) throws(PopsnapError) {
        do { try writer.append(prepared: prepared) } catch { throw .png(error) }
    }

    /// Frames are written into a temporary folder first, so a failure leaves no partial set. A new
    /// folder is that temporary folder renamed into place. Into an existing folder (only an empty
    /// one, unless `overwrite`) each frame is renamed in; `overwrite` then removes the numbered
    /// frames of an earlier, longer run and nothing else: no other file, no folder.
    private func writeFolder(_ frames: FrameSource, path: String, overwrite: Bool, progress: (Int, Int) -> Void) throws(PopsnapError) {
        let target = FrameFolder(path)
        let existing = try target.existingFrames(overwrite: overwrite, count: frames.count)
        let temporary = (existing == nil ? FileError.folder(of: target.path) : target.path) + "/.popsnap-frames-\(UUID().uuidString)"
        do { try TemporaryFiles.createFolder(temporary) } catch {
            throw .invalid("cannot create a folder for the frames of \(target.path): \(error.reason)")
        }
        defer { FrameFolder.removeTemporary(temporary) }
        let count = frames.count
        try frames.forEachFrame(jobs: jobs, transform: { (_, image: Image) throws(PopsnapError) -> [UInt8] in
            try image.png(.fast)
        }) { (i: Int, png: [UInt8]) throws(PopsnapError) in
            try PopupRenderer.write(png, to: temporary + "/" + FrameFolder.name(i))
            progress(i + 1, count)
        }
        try target.moveFrames(from: temporary, count: count, replacing: existing)
    }

    /// Frames rendered on every thread, appended in order to a streaming writer that stores only what
    /// changed after the first; the file appears whole, by rename, when the last frame is in.
    private func writeAPNG(_ frames: FrameSource, path: String, loopCount: Int, progress: (Int, Int) -> Void) throws(PopsnapError) {
        let file: AtomicFileStream
        do { file = try AtomicFileStream(path: path) } catch { throw .png(.file(error)) }
        try writeAPNG(frames, to: file, loopCount: loopCount, progress: progress)
    }

    /// `frames` as an APNG into `file`, which the caller opened (one relative to a folder held open, say)
    /// and this commits when the last frame is in.
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
