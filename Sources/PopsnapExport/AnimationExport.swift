import FoundationEssentials
import Popsnap
import PopsnapFiles
import PopsnapGIF
import PopsnapPNG
import PopsnapWebP

/// Writes an animation's frames to an `AnimationOutput`, rendering and encoding them on `jobs` threads;
/// the bytes do not depend on `jobs`. Each file appears whole or not at all, and only Popsnap's own frames
/// are ever replaced (`FrameFolder`).
///
/// ```swift
/// let frames = try spec.frames(renderer: renderer)
/// let report = try AnimationExport(jobs: 4, renderer: renderer, replacing: .image)
///     .write(frames, to: .inferred(from: "alert.webp", filmstrip: nil, at: nil, overwrite: false))
/// report.bytes   // the file's size
/// ```
public struct AnimationExport: Sendable {
    /// Threads rendering and encoding frames, at least 1.
    public let jobs: Int
    /// The renderer whose typesetter draws a filmstrip's labels.
    public let renderer: PopupRenderer
    /// The kind a file already at the output's path must be: nil replaces anything.
    public let replacing: OutputKind?

    /// An export on `jobs` threads (1 when given less), replacing only a file of kind `replacing` (nil: any).
    public init(jobs: Int, renderer: PopupRenderer, replacing: OutputKind?) {
        self.jobs = max(1, jobs)
        self.renderer = renderer
        self.replacing = replacing
    }

    /// Writes `frames` to `output`; `progress` hears each frame as it is written. Returns what was written.
    @discardableResult
    public func write(_ frames: FrameSource, to output: AnimationOutput, progress: (Int, Int) -> Void = { _, _ in }) throws -> AnimationReport {
        switch output {
        case let .frame(path, at, format):
            let bytes = try format.encode(frames.frame(frames.timeline.frame(at: at)), png: .fast)
            try OutputFile.write(bytes, to: path, replacing: replacing)
            progress(1, 1)
            return AnimationReport(file: path, format: format.name, frames: 1, delays: nil, bytes: bytes.count)
        case let .filmstrip(path, n, format):
            let bytes = try format.encode(Filmstrip(frames: frames, typesetter: renderer.typesetter).image(frames: n), png: .smallest)
            try OutputFile.write(bytes, to: path, replacing: replacing)
            progress(1, 1)
            return AnimationReport(file: path, format: format.name, frames: 1, delays: nil, bytes: bytes.count)
        case let .folder(path, overwrite):
            let bytes = try writeFolder(frames, path: path, overwrite: overwrite, progress: progress)
            return AnimationReport(file: path, format: "png-folder", frames: frames.count, delays: nil, bytes: bytes)
        case let .apng(path, loopCount):
            let file = try OutputFile.stream(path, replacing: replacing)
            try AnimationWriter(jobs: jobs).writeAPNG(frames, to: file, loopCount: loopCount, progress: progress)
            return AnimationReport(file: path, format: "apng", frames: frames.count,
                                   delays: Array(repeating: frames.timeline.frameDelaySeconds, count: frames.count), bytes: file.bytesWritten)
        case let .gif(path, options):
            let report = try AnimationWriter(jobs: jobs).writeGIF(frames, to: try OutputFile.stream(path, replacing: replacing), options: options, progress: progress)
            return AnimationReport(gif: report, file: path)
        case let .webp(path, loopCount, compression):
            let report = try AnimationWriter(jobs: jobs).writeWebP(frames, to: try OutputFile.stream(path, replacing: replacing), compression: compression,
                                                                   loopCount: loopCount, progress: progress)
            return AnimationReport(webp: report, file: path)
        }
    }

    /// Frames are written into a temporary folder first, so a failure leaves no partial set. A new
    /// folder is that temporary folder renamed into place. Into an existing folder (only an empty
    /// one, unless `overwrite`) each frame is renamed in; `overwrite` then removes the numbered
    /// frames of an earlier, longer run and nothing else: no other file, no folder.
    /// Returns the bytes of the frames written.
    private func writeFolder(_ frames: FrameSource, path: String, overwrite: Bool, progress: (Int, Int) -> Void) throws -> Int {
        let target = FrameFolder(path)
        let existing = try target.existingFrames(overwrite: overwrite, count: frames.count)
        let temporary = (existing == nil ? FileError.folder(of: target.path) : target.path) + "/.popsnap-frames-\(UUID().uuidString)"
        do { try TemporaryFiles.createFolder(temporary) } catch {
            throw PopsnapError.invalid("cannot create a folder for the frames of \(target.path): \(error.reason)")
        }
        defer { FrameFolder.removeTemporary(temporary) }
        let count = frames.count
        var bytes = 0
        try frames.forEachFrame(jobs: jobs, transform: { (_: Int, image) throws(PopsnapError) -> [UInt8] in
            try image.png(.fast)
        }) { (i: Int, png: [UInt8]) throws(PopsnapError) in
            try OutputFile.write(png, to: temporary + "/" + FrameFolder.name(i), replacing: nil)
            bytes += png.count
            progress(i + 1, count)
        }
        try target.moveFrames(from: temporary, count: count, replacing: existing)
        return bytes
    }
}
