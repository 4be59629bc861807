import PopsnapRaster
import PopsnapPNG
import PopsnapGeometry

/// Two animations (or an animation and a still) compared as wholes: the same number of frames, every
/// frame within the tolerance, and, when both are animations, the same delays and loop count.
///
/// A plain PNG reads as one frame with no timing, so it equals a one-frame APNG of the same pixels.
/// Sizes, frame counts and timing come from the files' chunks, before a pixel is decoded; frames are then
/// read and compared one pair at a time, so memory does not grow with the number of frames (`maximumBytes`).
/// ```swift
/// let result = try AnimationComparison.compare(APNGFrameReader(contentsOf: "a.apng"), APNGFrameReader(contentsOf: "b.apng"))
/// print(result)   // fail: 2 of 12 frames differ, the first frame 4: 96 of 1339344 px differ …
/// ```
public enum AnimationComparison {
    /// Every frame compared as `match` compares a still. A frame
    /// after the first whose digests both files carry (`APNGFrameReader.digests`) and agree is equal
    /// without being compared; frame 0 is always compared, as it is the one shown when none differs.
    /// The readers must not have read a frame yet.
    public static func compare(_ expected: APNGFrameReader, _ actual: APNGFrameReader,
                               match: ImageMatch = .pixelmatch) throws(PNGError) -> AnimationComparisonResult {
        var result = AnimationComparisonResult(expected: expected, actual: actual, tolerance: match.tolerance)
        guard result.expectedSize == result.actualSize else {
            result.error = .sizes(CompareError.sizeMismatch(expected: result.expectedSize, actual: result.actualSize))
            return result
        }
        guard expected.frameCount == actual.frameCount else {
            result.error = .frameCounts(expected: expected.frameCount, actual: actual.frameCount)
            return result
        }
        var expected = expected, actual = actual
        // Exact compares at each file's own depth: a 16-bit file's frames keep their low bytes.
        expected.keepsSourceDepth = match.isExact
        actual.keepsSourceDepth = match.isExact
        let equal = zip(expected.digests ?? [], actual.digests ?? []).map { $0 == $1 }
        for i in 0..<expected.frameCount {
            if i > 0, i < equal.count, equal[i] {
                result.frames.append(Comparison(differentPixels: 0, width: expected.width, height: expected.height, changedBounds: nil))
                continue
            }
            let a = try expected.frame(at: i), b = try actual.frame(at: i)
            let outcome = ImageComparison.compare(StraightImage(frame: a), StraightImage(frame: b), match: match)
            // Same canvas size, so every frame is compared.
            result.frames.append(outcome.comparison!)
            if !outcome.passed { result.failingFrames.append(i) }
            // The images `-o` and `--side-by-side` show: the first failing frame's, else the first frame's.
            if i == 0 || (!outcome.passed && result.failingFrames.count == 1) { result.shown = (i, outcome) }
        }
        return result
    }

    /// The most bytes of pixels `compare` holds for two `width` x `height` animations, whatever their
    /// number of frames: each reader's (`APNGFrameReader.maximumBytes`), the pair being compared and the
    /// pair kept to be shown, straight. Drawing the shown pair's diff and side-by-side afterwards, once the
    /// readers are gone, takes less. `wide`: an exact comparison of 16-bit files, whose frames carry their
    /// 16-bit samples too.
    public static func maximumBytes(width: Int, height: Int, wide: Bool = false) -> Int {
        2 * APNGFrameReader.maximumBytes(width: width, height: height, wide: wide) + 4 * width * height * (wide ? 12 : 4)
    }
}

/// What `AnimationComparison.compare` found.
public struct AnimationComparisonResult: Sendable {
    /// Why the frames could not be paired.
    public enum Failure: Sendable, Equatable, CustomStringConvertible {
        /// The files have different canvases, so no frame can be compared with its pair.
        case sizes(CompareError)
        /// The files have different numbers of frames (a plain PNG counts as one).
        case frameCounts(expected: Int, actual: Int)

        public var description: String {
            switch self {
            case let .sizes(error): return error.description
            case let .frameCounts(expected, actual):
                return "the expected image has \(Self.frames(expected)) and the actual \(Self.frames(actual)); "
                    + "record a new reference if the new length is intended"
            }
        }

        static func frames(_ n: Int) -> String { n == 1 ? "1 frame" : "\(n) frames" }
    }

    /// Why nothing was compared; nil when every frame was.
    public internal(set) var error: Failure?
    /// Each frame's counts, in order; empty when `error` is set.
    public internal(set) var frames: [Comparison] = []
    /// The frames outside the tolerance, in order.
    public internal(set) var failingFrames: [Int] = []
    /// The first failing frame's full comparison (images, diff), else frame 0's; nil when `error` is set.
    public internal(set) var shown: (frame: Int, result: ComparisonOutcome)?
    /// The tolerance each frame was held to: a frame fails when it differs by more.
    public let tolerance: Tolerance
    /// Each file's canvas and number of frames.
    public let expectedSize: PixelSize, actualSize: PixelSize
    /// Each file's number of frames (1 for a plain PNG).
    public let expectedFrameCount: Int, actualFrameCount: Int
    /// Each file's delays, in seconds; nil for a plain PNG, which has none.
    public let expectedDelays: [Double]?
    /// The actual file's delays, in seconds, as `expectedDelays` has the reference's.
    public let actualDelays: [Double]?
    /// Each file's loop count (0: for ever); nil for a plain PNG.
    public let expectedLoopCount: Int?
    /// The actual file's loop count (0: for ever), as `expectedLoopCount` has the reference's.
    public let actualLoopCount: Int?

    init(expected: APNGFrameReader, actual: APNGFrameReader, tolerance: Tolerance) {
        self.tolerance = tolerance
        expectedSize = PixelSize(width: expected.width, height: expected.height)
        actualSize = PixelSize(width: actual.width, height: actual.height)
        expectedFrameCount = expected.frameCount
        actualFrameCount = actual.frameCount
        expectedDelays = expected.isAnimated ? expected.delays : nil
        actualDelays = actual.isAnimated ? actual.delays : nil
        expectedLoopCount = expected.isAnimated ? expected.loopCount : nil
        actualLoopCount = actual.isAnimated ? actual.loopCount : nil
    }

    /// The frames shown for a different time; timing is compared only when both files are animations.
    public var differingDelays: [Int] {
        guard error == nil, let e = expectedDelays, let a = actualDelays else { return [] }
        return e.indices.filter { e[$0] != a[$0] }
    }

    /// Whether both files are animations that loop a different number of times.
    public var loopCountsDiffer: Bool {
        guard let e = expectedLoopCount, let a = actualLoopCount else { return false }
        return e != a
    }

    /// Whether the files match: paired frames within the tolerance, the same delays and loop count.
    public var passed: Bool { error == nil && failingFrames.isEmpty && differingDelays.isEmpty && !loopCountsDiffer }
}

extension AnimationComparisonResult: CustomStringConvertible {
    /// "pass" or "fail", what differs, then a line for each differing frame:
    /// ```
    /// fail: 2 of 12 frames differ, the first frame 4; tolerance: 0 px
    ///   frame 4: 96 of 1339344 px differ (0.007%), in 8 x 12 px at (385, 840)
    ///   frame 5: 40 of 1339344 px differ (0.003%), in 8 x 5 px at (385, 840)
    /// ```
    public var description: String {
        let verdict = passed ? "pass" : "fail"
        if let error { return "\(verdict): \(error)" }
        var head = failingFrames.isEmpty
            ? "\(verdict): \(Failure.frames(frames.count)), none differs"
            : "\(verdict): \(failingFrames.count) of \(Failure.frames(frames.count)) differ, the first frame \(failingFrames[0])"
        let delays = differingDelays
        if let first = delays.first, let e = expectedDelays, let a = actualDelays {
            head += "; \(delays.count == 1 ? "1 frame is" : "\(delays.count) frames are") shown for another time, "
                + "the first frame \(first): \(Self.seconds(e[first])) expected, \(Self.seconds(a[first])) actual"
        }
        if loopCountsDiffer, let e = expectedLoopCount, let a = actualLoopCount {
            head += "; it plays \(Self.plays(e)) expected, \(Self.plays(a)) actual"
        }
        return ([head + "; tolerance: \(tolerance)"] + failingFrames.map { "  frame \($0): \(frames[$0])" }).joined(separator: "\n")
    }

    static func seconds(_ s: Double) -> String {
        let rounded = (s * 10_000).rounded() / 10_000
        return "\(rounded) s"
    }

    static func plays(_ loopCount: Int) -> String { loopCount == 0 ? "for ever" : loopCount == 1 ? "once" : "\(loopCount) times" }
}
