import Popsnap
import PopsnapFiles
import PopsnapGIF
import PopsnapRaster

extension AnimationWriter {
    /// Canvas-sized buffers each thread's GIF encoder holds besides its frames, for the memory budget
    /// (`PopupSpec.checkBudget(animating:…encoderBuffers:)`): a translucent frame's visible pixels (1),
    /// the indices and LZW codes of the two variants tried (1), and libimagequant's copy of a frame of
    /// more than 256 colours in floats, 16 bytes a pixel (4), and after a reduced frame the canvas a decoder
    /// shows and the frame before the one before, drawn again to make it (2).
    public static let gifEncoderBuffers = 8

    /// What a GIF holds, frame by frame, as written.
    public struct GIFReport: Equatable, Sendable {
        /// A frame of the file.
        public struct Frame: Equatable, Sendable {
            /// The number of the animation's frame it shows.
            public let frame: Int
            /// How long it is shown, in centiseconds: frames left out (shorter than 2 cs) or equal to it are in it.
            public let centiseconds: Int
            /// Colours written; for a frame drawn over the one before, in its changed rectangle.
            public let colors: Int
            /// How far a frame reduced by libimagequant is from its pixels; nil for an exact frame.
            public let colorError: ColorError?
        }

        /// The frames in the file, in order.
        public let frames: [Frame]
        /// The file's size in bytes.
        public let bytes: Int

        /// The frames' delays added up, in seconds.
        public var duration: Double { Double(frames.reduce(0) { $0 + $1.centiseconds }) / 100 }
    }

    /// `frames` as a GIF into `file`, which the caller opened and this commits when the last frame is in.
    /// The frames are chosen and timed by `GIFTiming` (none shorter than 2 cs, the total exact to 1 cs), drawn
    /// twice on every thread: once to count their colours for the global table, once to encode them, so
    /// only one encoded frame is held however long the animation is. A frame libimagequant reduced hands its
    /// reduction to the next frame of its thread, which is drawn over it. The bytes do not depend on `jobs`.
    public func writeGIF(_ frames: FrameSource, to file: AtomicFileStream, options: GIFOptions,
                         progress: (Int, Int) -> Void = { _, _ in }) throws(PopsnapError) -> GIFReport {
        let slots = GIFTiming.schedule(starts: (0...frames.count).map { frames.timeline.start(of: $0, ticks: 100) })
        let numbers = slots.map(\.frame), opaque = frames.everyFrameIsOpaque
        var censuses: [GIFFrameCensus] = []
        try frames.forEachFrameWithPrevious(of: numbers, jobs: jobs, transform: { (k, image: Image, previous: Image?) throws(PopsnapError) -> GIFFrameCensus in
            GIFFrameCensus(image, after: try Self.before(k, numbers, previous, frames), opaque: opaque)
        }) { (_: Int, census: GIFFrameCensus) throws(PopsnapError) in censuses.append(census) }
        let plan = GIFFrameCensus.plan(censuses, opaque: opaque), changed = censuses.map { $0.colors != [] }
        // Unchanged pixels are marked transparent only in an opaque animation's later frames.
        let global = GIFPalette.global(for: plan.map(\.colors), transparency: opaque && numbers.count > 1)
        let writer: GIFWriter
        do { writer = try GIFWriter(file: file, width: frames.size.width, height: frames.size.height, options: options, global: global) } catch { throw .encoding(error) }
        var report: [GIFReport.Frame] = []
        try frames.forEachFrameWithPrevious(of: numbers, jobs: jobs, carrying: GIFReduction.self, transform: {
            (k, image: Image, previous: Image?, reduction: inout GIFReduction?) throws(PopsnapError) -> GIFPreparedFrame in
            let before = try Self.before(k, numbers, previous, frames)
            // Drawn whole after a reduced frame, it is drawn over what the decoder shows, the reduced colours:
            // made again here from the frame before (and the one before that, if that was drawn over it). A
            // frame equal to its own before shows what that one did, unknown here, so it gets none.
            let redrawn = opaque && plan[k].whole && k > 0 && changed[k - 1]
            let earlier = redrawn && !plan[k - 1].whole ? try frames.frame(numbers[k - 2]) : nil
            do throws(GIFError) {
                var shown: [UInt32]?
                // The frame before's reduction, when this thread made it, is what the canvas shows.
                if redrawn, let before {
                    shown = try GIFPreparedFrame.canvas(after: before, over: earlier, index: numbers[k - 1], options: options, reduction: reduction)
                }
                return try GIFPreparedFrame(image, after: plan[k].whole ? nil : before, index: numbers[k], global: global, options: options,
                                            opaque: opaque, shown: shown, reduction: &reduction)
            } catch { throw .encoding(error) }
        }) { (k: Int, prepared: GIFPreparedFrame) throws(PopsnapError) in
            do throws(GIFError) { try writer.append(prepared, centiseconds: slots[k].centiseconds) } catch { throw .encoding(error) }
            if prepared.isUnchanged, let last = report.popLast() {
                report.append(GIFReport.Frame(frame: last.frame, centiseconds: last.centiseconds + slots[k].centiseconds, colors: last.colors, colorError: last.colorError))
            } else {
                report.append(GIFReport.Frame(frame: slots[k].frame, centiseconds: slots[k].centiseconds, colors: prepared.colorCount, colorError: prepared.colorError))
            }
            progress(k + 1, slots.count)
        }
        let written: GIFWriter.Written
        do { written = try writer.finish() } catch { throw .encoding(error) }
        return GIFReport(frames: report, bytes: written.bytes)
    }

    /// The frame written before the one at place `k` of `numbers`: the thread's own, or drawn again.
    private static func before(_ k: Int, _ numbers: [Int], _ previous: Image?, _ frames: FrameSource) throws(PopsnapError) -> Image? {
        if previous != nil || k == 0 { return previous }
        return try frames.frame(numbers[k - 1])
    }
}
