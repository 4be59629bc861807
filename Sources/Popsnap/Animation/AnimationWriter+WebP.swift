import PopsnapFiles
import PopsnapPNG
import PopsnapRaster
import PopsnapWebP

extension AnimationWriter {
    /// What an animated WebP holds, frame by frame, as written.
    public struct WebPReport: Equatable, Sendable {
        /// A frame of the file.
        public struct Frame: Equatable, Sendable {
            /// The number of the animation's frame it shows first: libwebp stores a frame equal to the one
            /// before (or for a lossy file, within its quality's threshold of it) as that one shown longer.
            public let frame: Int
            /// How long it is shown, in milliseconds.
            public let milliseconds: Int
        }

        /// An animation frame of a lossy WebP as the file shows it.
        public struct ShownFrame: Equatable, Sendable {
            /// The place in the file of the frame that shows it.
            public let index: Int
            /// The animation's frame.
            public let frame: Int
            /// How far what libwebp decodes is from the rendered frame.
            public let colorError: ColorError
        }

        /// The frames in the file, in order.
        public let frames: [Frame]
        /// For a lossy file, every animation frame's error, in order; empty for a lossless one, which is exact.
        public let colorErrors: [ShownFrame]
        /// The file's size in bytes.
        public let bytes: Int
    }

    /// `frames` as an animated WebP into `file`, which the caller opened and this commits: the frames are
    /// rendered and turned to straight RGBA on `jobs` threads, then given in order to libwebp's animation
    /// encoder, which holds the whole file until the last (it cannot stream); the bytes do not depend on
    /// `jobs`. Each frame starts at its time in whole milliseconds (`Timeline.start(of:ticks:)`), so the
    /// total is the animation's length to the millisecond. A lossy file is then decoded by libwebp and every
    /// frame rendered again to measure it against (the report's `colorErrors`), before the file is committed.
    ///
    /// ```swift
    /// try AnimationWriter(jobs: 4).writeWebP(frames, to: try AtomicFileStream(path: "alert.webp"), compression: .lossless, loopCount: 0)
    /// ```
    public func writeWebP(_ frames: FrameSource, to file: AtomicFileStream, compression: WebPCompression, loopCount: Int,
                          progress: (Int, Int) -> Void = { _, _ in }) throws(PopsnapError) -> WebPReport {
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
        let shown = Self.framesShown(chunks.frames.map(\.duration), timeline: timeline, count: count)
        var errors: [WebPReport.ShownFrame] = []
        if case .lossy = compression { errors = try measure(frames, against: bytes, fileFrame: shown.fileFrame) }
        do {
            try file.append(bytes)
            try file.commit()
        } catch { throw .webp(.file(error)) }
        return WebPReport(frames: zip(chunks.frames, shown.first).map { WebPReport.Frame(frame: $1, milliseconds: $0.duration) },
                          colorErrors: errors, bytes: bytes.count)
    }

    /// Which file frame shows each animation frame, and which animation frame each file frame shows first,
    /// from the file frames' durations: animation frame i, from `start(of: i)`, is shown by the file frame
    /// whose time holds that start; a file frame starts with the last animation frame begun by its start.
    static func framesShown(_ durations: [Int], timeline: Timeline, count: Int) -> (fileFrame: [Int], first: [Int]) {
        var fileFrame: [Int] = [], first: [Int] = [], begin = 0, i = 0
        for (j, duration) in durations.enumerated() {
            while i + 1 < count, timeline.start(of: i + 1, ticks: 1000) <= begin { i += 1 }
            first.append(i)
            begin += duration
            while fileFrame.count < count, timeline.start(of: fileFrame.count, ticks: 1000) < begin || j == durations.count - 1 { fileFrame.append(j) }
        }
        return (fileFrame, first)
    }

    /// Every animation frame against the file frame that shows it, as libwebp decodes it; both
    /// premultiplied, as the renderer's pixels are, so a colour counts as much as it shows.
    private func measure(_ frames: FrameSource, against bytes: [UInt8], fileFrame: [Int]) throws(PopsnapError) -> [WebPReport.ShownFrame] {
        var decoder: WebPAnimationDecoder
        do { decoder = try WebPAnimationDecoder(bytes) } catch { throw .webp(error) }
        var decoded: (index: Int, pixels: [UInt8])?, errors: [WebPReport.ShownFrame] = []
        try frames.forEachFrame(jobs: jobs, transform: { (_: Int, image: Image) -> [UInt8] in image.pixels }) { (i: Int, rendered: [UInt8]) throws(PopsnapError) in
            // Every animation frame has a file frame when the file has any; a file with none is libwebp's fault.
            guard i < fileFrame.count else { throw .webp(.decoderFailed(frame: nil)) }
            while decoded?.index != fileFrame[i] {
                let next: WebPAnimationDecoder.Frame?
                do throws(WebPError) { next = try decoder.next() } catch { throw .webp(error) }
                guard let next else { throw .webp(.decoderFailed(frame: (decoded?.index ?? -1) + 1)) }
                decoded = ((decoded?.index ?? -1) + 1, Premultiply.premultipliedRGBA(straight: next.straightRGBA))
            }
            errors.append(WebPReport.ShownFrame(index: fileFrame[i], frame: i, colorError: ColorError(premultipliedRGBA: decoded!.pixels, rendered)))
        }
        return errors
    }
}
