import PopsnapFiles

/// The frames of an animation: `duration · fps + 1` of them, at t = i / fps, the last exactly at the end.
///
/// ```swift
/// let timeline = try Timeline(duration: 0.3, fps: 60)    // 19 frames
/// timeline.time(of: 9)                                  // 0.15
/// ```
public struct Timeline: Sendable, Equatable {
    /// The most frames a timeline takes unless told (1000): `SpecLimits.frames`' default.
    public static let defaultFrameLimit = 1000

    /// Seconds from the first frame to the last.
    public let duration: Double
    /// Frames a second, 0.1 to 240.
    public let fps: Double
    /// How many frames: `duration · fps` rounded, plus one for the end.
    public let frameCount: Int

    /// Checks the numbers before anything is drawn: positive, finite, and no more frames than `limit`.
    public init(duration: Double, fps: Double = 60, limit: Int = Timeline.defaultFrameLimit) throws(AnimationError) {
        guard duration.isFinite, duration > 0 else { throw .invalid("duration", "expected a positive number of seconds, found \(duration)") }
        // At least 0.1 fps: an APNG frame's delay (a 16-bit fraction of a second) holds up to 10 s comfortably.
        guard fps.isFinite, fps >= 0.1, fps <= 240 else { throw .invalid("fps", "expected a frame rate from 0.1 to 240, found \(fps)") }
        let frames = (duration * fps).rounded() + 1
        guard frames <= Double(limit) else {
            // The count as computed: whole below 10^15, in exponent form above (6e+301 for 1e300 s at 60 fps).
            let figures = "\(SpecWording.number(duration)) s at \(SpecWording.number(fps)) fps is \(SpecWording.number(frames)) frames"
            let exceeded = SpecLimit.frames.exceeded(figures, limit: limit)
            throw AnimationError(field: "frames", message: exceeded.problem, remedy: exceeded.remedy)
        }
        self.duration = duration
        self.fps = fps
        frameCount = Int(frames)
    }

    /// The time of frame `i`, in seconds.
    public func time(of i: Int) -> Double {
        i >= frameCount - 1 ? duration : Double(i) / fps
    }

    /// How far through the animation frame `i` is, 0...1.
    public func fraction(of i: Int) -> Double {
        frameCount > 1 ? min(1, time(of: i) / duration) : 1
    }

    /// Each frame's delay as an APNG stores it, a 16-bit fraction of a second: whole frame rates exactly,
    /// others to a thousandth of a second. One definition for the writer and for `verify`'s timing check.
    public var frameDelay: (numerator: UInt16, denominator: UInt16) {
        fps == fps.rounded() && fps <= 1000 ? (1, UInt16(fps)) : (UInt16(max(1, (1000 / fps).rounded())), 1000)
    }

    /// `frameDelay` in seconds, as a decoder reads it back.
    public var frameDelaySeconds: Double { Double(frameDelay.numerator) / Double(frameDelay.denominator) }

    /// The frame nearest `time` seconds.
    public func frame(at time: Double) -> Int {
        min(frameCount - 1, max(0, Int((time * fps).rounded())))
    }
}

/// A request for an animation Popsnap cannot make, with the field and what was expected.
public struct AnimationError: RemediableError, Sendable, Equatable {
    /// The field at fault: "duration", "fps" or "frames" (a spec's `animation` key).
    public let field: String
    /// What was expected and what was found.
    public let message: String
    /// Raising the frame limit, for too many frames; nil otherwise.
    public var remedy: Remedy?

    static func invalid(_ field: String, _ message: String) -> AnimationError { AnimationError(field: field, message: message) }

    /// The problem with its remedy in a Swift caller's words.
    public var description: String { description(remedy: \.inSwift) }

    /// `field: message`.
    public var problem: String { "\(field): \(message)" }
}
