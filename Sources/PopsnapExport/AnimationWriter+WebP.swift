import Popsnap
import PopsnapFiles
import PopsnapPNG
import PopsnapRaster
import PopsnapWebP

extension AnimationWriter {
    /// What an animated WebP holds, frame by frame, as written.
    public struct WebPReport: Equatable, Sendable {
        /// A frame of the file.
        public struct Frame: Equatable, Sendable {
            /// The number of the animation's frame it shows first: a frame equal to the one before is stored
            /// as that one shown longer.
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

    /// A frame encoded on a rendering thread: what changed since the one before, and for a lossy file how far
    /// what a player shows in that rectangle is from the rendered pixels.
    private struct PreparedWebPFrame: Sendable {
        let frame: WebPAnimationFrame
        /// Nil for a lossless file, and for a frame equal to the one before (as far from the canvas as that one).
        var error: ColorErrorMap.Patch?
    }

    /// `frames` as an animated WebP into `file`, which the caller opened and this commits: each frame is
    /// rendered, and what changed since the one before encoded, on `jobs` threads; the frames are then
    /// written in order as they come (`WebPAnimationMuxer`), so memory does not grow with the frames, and
    /// the bytes do not depend on `jobs`. Each frame starts at its time in whole milliseconds
    /// (`Timeline.start(of:ticks:)`), so the total is the animation's length to the millisecond. Every frame
    /// of a lossy file is measured against the canvas a player shows for it (the report's `colorErrors`).
    ///
    /// ```swift
    /// try AnimationWriter(jobs: 4).writeWebP(frames, to: try AtomicFileStream(path: "alert.webp"), compression: .lossless, loopCount: 0)
    /// ```
    public func writeWebP(_ frames: FrameSource, to file: AtomicFileStream, compression: WebPCompression, loopCount: Int,
                          progress: (Int, Int) -> Void = { _, _ in }) throws(PopsnapError) -> WebPReport {
        let count = frames.count, timeline = frames.timeline, size = frames.size
        var muxer: WebPAnimationMuxer
        do { muxer = try WebPAnimationMuxer(file: file, width: size.width, height: size.height, loopCount: loopCount) }
        catch { throw .encoding(error) }
        let lossy = compression != .lossless
        var errors: [WebPReport.ShownFrame] = [], fileFrames = 0
        // Kept frame by frame on the ordering thread from each frame's rectangle, measured where it was made.
        var shown = lossy ? ColorErrorMap(width: size.width, height: size.height) : nil
        try frames.forEachFrameWithPrevious(jobs: jobs, transform: { (i, image: Image, previous: Image?) throws(PopsnapError) -> PreparedWebPFrame in
            var before = previous
            if before == nil, i > 0 { before = try frames.frame(i - 1) }
            // The rectangle that changed, found on the premultiplied frames (equal there is equal in the file) by
            // whole rows of memcmp; most frames of a high frame rate repeat the one before. Only the rectangle
            // is made straight.
            let whole = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
            guard let changed = before.map({ ChangedRegion.between($0, image) }) ?? whole else {
                return PreparedWebPFrame(frame: .repeatOfPrevious)
            }
            let rect = WebPAnimationFrame.evenCornered(changed)
            let crop: Image
            do throws(RasterError) { crop = rect == whole ? image : try image.cropped(to: rect) } catch { throw .raster(error) }
            let frame: WebPAnimationFrame
            do throws(WebPError) {
                frame = try WebPAnimationFrame(straightRGBA: crop.straightRGBA, x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                                               compression: compression)
                guard lossy else { return PreparedWebPFrame(frame: frame) }
                // Premultiplied, as the renderer's pixels are, so a colour counts as much as it shows.
                return PreparedWebPFrame(frame: frame, error: ColorErrorMap.Patch(shown: Premultiply.premultipliedRGBA(straight: try frame.decoded()),
                                                                                  rendered: image, rect: rect))
            } catch { throw .encoding(error) }
        }) { (i: Int, prepared: PreparedWebPFrame) throws(PopsnapError) in
            do throws(WebPError) { try muxer.add(prepared.frame, at: timeline.start(of: i, ticks: 1000)) } catch { throw .encoding(error) }
            if !prepared.frame.isRepeat { fileFrames += 1 }
            if shown != nil {
                if let patch = prepared.error { shown!.apply(patch) }
                errors.append(WebPReport.ShownFrame(index: fileFrames - 1, frame: i, colorError: shown!.error))
            }
            progress(i + 1, count)
        }
        let stored: [WebPAnimationMuxer.StoredFrame]
        do throws(WebPError) {
            stored = try muxer.finish(at: timeline.start(of: count, ticks: 1000))
            do { try file.commit() } catch { throw .file(error) }
        } catch { throw .encoding(error) }
        return WebPReport(frames: stored.map { WebPReport.Frame(frame: $0.frame, milliseconds: $0.milliseconds) },
                          colorErrors: errors, bytes: file.bytesWritten)
    }
}
