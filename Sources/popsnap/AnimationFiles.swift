import PopsnapPNG
import FoundationEssentials
import Popsnap
import PopsnapFiles
import PopsnapWebP

/// Where `popsnap animate` writes: a folder of numbered PNGs, an APNG, an animated WebP, a filmstrip, or
/// one frame (a filmstrip or a frame is a WebP still for a name ending in .webp, a PNG otherwise).
enum AnimationOutput {
    case folder(String, overwrite: Bool)
    case apng(String, loopCount: Int)
    case webp(String, loopCount: Int, compression: WebPCompression)
    case filmstrip(String, frames: Int, format: StillFormat)
    case frame(String, at: Double, format: StillFormat)

    /// The kind of output a path names: a folder (ends in "/" or exists as one), a .webp file (in any
    /// case), or an APNG (whatever its extension, .apng or .png).
    static func inferred(from path: String, filmstrip: Int?, at: Double?, overwrite: Bool, loopCount: Int = 0,
                         compression: WebPCompression = .lossless) -> AnimationOutput {
        let still: StillFormat = StillFormat.isWebP(path) ? .webp(compression) : .png
        if let at { return .frame(path, at: at, format: still) }
        if let n = filmstrip { return .filmstrip(path, frames: n, format: still) }
        if path.hasSuffix("/") || FileKind.followed(path).kind == .directory {
            return .folder(path, overwrite: overwrite)
        }
        if StillFormat.isWebP(path) { return .webp(path, loopCount: loopCount, compression: compression) }
        return .apng(path, loopCount: loopCount)
    }
}

/// Writes an animation's frames to an `AnimationOutput`, rendering and encoding them on `jobs` threads;
/// the bytes do not depend on `jobs`. The library renders and encodes; the files are written here.
struct AnimationFiles {
    let jobs: Int
    let renderer: PopupRenderer

    /// Writes `frames` to `output`; `progress` hears each frame as it is written.
    func write(_ frames: FrameSource, to output: AnimationOutput, progress: (Int, Int) -> Void = { _, _ in }) throws {
        switch output {
        case let .frame(path, at, format):
            try OutputFile.write(try format.encode(frames.frame(frames.timeline.frame(at: at)), png: .fast), to: path)
            progress(1, 1)
        case let .filmstrip(path, n, format):
            try OutputFile.write(try format.encode(Filmstrip(frames: frames, typesetter: renderer.typesetter).image(frames: n), png: .smallest), to: path)
            progress(1, 1)
        case let .folder(path, overwrite):
            try writeFolder(frames, path: path, overwrite: overwrite, progress: progress)
        case let .apng(path, loopCount):
            try AnimationWriter(jobs: jobs).writeAPNG(frames, to: try OutputFile.stream(path), loopCount: loopCount, progress: progress)
        case let .webp(path, loopCount, compression):
            try AnimationWriter(jobs: jobs).writeWebP(frames, to: try OutputFile.stream(path), compression: compression, loopCount: loopCount,
                                                      progress: progress)
        }
    }

    /// Frames are written into a temporary folder first, so a failure leaves no partial set. A new
    /// folder is that temporary folder renamed into place. Into an existing folder (only an empty
    /// one, unless `overwrite`) each frame is renamed in; `overwrite` then removes the numbered
    /// frames of an earlier, longer run and nothing else: no other file, no folder.
    private func writeFolder(_ frames: FrameSource, path: String, overwrite: Bool, progress: (Int, Int) -> Void) throws {
        let target = FrameFolder(path)
        let existing = try target.existingFrames(overwrite: overwrite, count: frames.count)
        let temporary = (existing == nil ? FileError.folder(of: target.path) : target.path) + "/.popsnap-frames-\(UUID().uuidString)"
        do { try TemporaryFiles.createFolder(temporary) } catch {
            throw PopsnapError.invalid("cannot create a folder for the frames of \(target.path): \(error.reason)")
        }
        defer { FrameFolder.removeTemporary(temporary) }
        let count = frames.count
        try frames.forEachFrame(jobs: jobs, transform: { (_: Int, image) throws(PopsnapError) -> [UInt8] in
            try image.png(.fast)
        }) { (i: Int, png: [UInt8]) throws(PopsnapError) in
            try OutputFile.write(png, to: temporary + "/" + FrameFolder.name(i))
            progress(i + 1, count)
        }
        try target.moveFrames(from: temporary, count: count, replacing: existing)
    }
}
