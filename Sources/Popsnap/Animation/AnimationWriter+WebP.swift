import PopsnapFiles
import PopsnapPNG
import PopsnapRaster
import PopsnapWebP

extension AnimationWriter {
    /// `frames` as an animated WebP into `file`, which the caller opened and this commits: the frames are
    /// rendered and turned to straight RGBA on `jobs` threads, then given in order to libwebp's animation
    /// encoder, which holds the whole file until the last (it cannot stream); the bytes do not depend on
    /// `jobs`. Each frame starts at its time in whole milliseconds (`Timeline.start(of:ticks:)`), so the
    /// total is the animation's length to the millisecond. Returns the file's chunks as written (libwebp
    /// stores a frame equal to the one before as that one shown longer) and its size.
    ///
    /// ```swift
    /// try AnimationWriter(jobs: 4).writeWebP(frames, to: try AtomicFileStream(path: "alert.webp"), compression: .lossless, loopCount: 0)
    /// ```
    public func writeWebP(_ frames: FrameSource, to file: AtomicFileStream, compression: WebPCompression, loopCount: Int,
                          progress: (Int, Int) -> Void = { _, _ in }) throws(PopsnapError) -> (chunks: WebPRIFF, bytes: Int) {
        let count = frames.count, timeline = frames.timeline
        var encoder: WebPAnimationEncoder
        do { encoder = try WebPAnimationEncoder(width: frames.size.width, height: frames.size.height, compression: compression, loopCount: loopCount) }
        catch { throw .webp(error) }
        try frames.forEachFrame(jobs: jobs, transform: { (_: Int, image: Image) -> [UInt8] in
            PNG.straightRGBA(of: image)
        }) { (i: Int, rgba: [UInt8]) throws(PopsnapError) in
            do throws(WebPError) { try encoder.add(straightRGBA: rgba, at: timeline.start(of: i, ticks: 1000)) } catch { throw .webp(error) }
            progress(i + 1, count)
        }
        let bytes: [UInt8]
        do { bytes = try encoder.finish(at: timeline.start(of: count, ticks: 1000)) } catch { throw .webp(error) }
        // libwebp assembled it; a file its own chunks do not describe would be its bug, not the spec's.
        guard let chunks = WebPRIFF(bytes) else { throw .webp(.encoderFailed(code: .unknown, frame: nil, message: "libwebp assembled a file that is not RIFF WebP")) }
        do {
            try file.append(bytes)
            try file.commit()
        } catch { throw .webp(.file(error)) }
        return (chunks, bytes.count)
    }
}
