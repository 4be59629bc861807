/// Frame delays in GIF's centiseconds, with the rounding error carried: frame i starts at its time rounded
/// to the centisecond (`Timeline.start(of:ticks: 100)`, given), so the delays add up to the animation's
/// length rounded, not to each delay rounded times the count (60 fps writes 2, 1, 2, 2, 1, … cs, never
/// 1.67 rounded to 2 every time).
///
/// Browsers show a delay of 0 or 1 cs as 10 cs (Firefox did first; WebKit's ImageSourceCG follows it for
/// "<= 10 ms", and Chromium does the same), so a 60 fps GIF would play at a sixth of its speed. No frame is
/// given less than 2 cs: a frame that would start less than 2 cs after the one kept before it is left out
/// (the GIF plays at most 50 frames a second), and the last frame, the end state, is always kept, starting
/// no later than 2 cs before the end.
///
/// ```swift
/// GIFTiming.schedule(starts: [0, 2, 3, 5, 7])   // 4 frames at 60 fps: frames 0, 1, 3 for 2, 3, 2 cs, 7 in all
/// ```
public enum GIFTiming {
    /// The shortest delay browsers play as written, in centiseconds.
    public static let minimumDelay = 2

    /// A frame the GIF shows: the source frame's number and its delay in centiseconds.
    public struct Slot: Equatable, Sendable {
        /// The number of the source frame shown.
        public let frame: Int
        /// How long it is shown, in centiseconds.
        public let centiseconds: Int
    }

    /// The frames to write and their delays, from `starts`: each frame's start in centiseconds, in order,
    /// and after them the end of the last (so one more than the frames). The delays add up to that end
    /// (at least 2 cs when anything is shown).
    public static func schedule(starts: [Int]) -> [Slot] {
        let frameCount = starts.count - 1
        guard frameCount > 0 else { return [] }
        func start(_ i: Int) -> Int { starts[i] }
        let total = max(minimumDelay, start(frameCount))
        var kept: [(frame: Int, start: Int)] = [(0, 0)]
        for i in 1..<frameCount where start(i) - kept.last!.start >= minimumDelay && total - start(i) >= minimumDelay {
            kept.append((i, start(i)))
        }
        let last = frameCount - 1
        if kept.last!.frame != last {
            // The end state replaces the frame kept last, or follows the first 2 cs in when that is frame 0.
            if kept.count > 1 { kept[kept.count - 1].frame = last }
            else if total >= 2 * minimumDelay { kept.append((last, min(max(minimumDelay, start(last)), total - minimumDelay))) }
            else { kept[0].frame = last }
        }
        return kept.indices.map { k in
            Slot(frame: kept[k].frame, centiseconds: (k + 1 < kept.count ? kept[k + 1].start : total) - kept[k].start)
        }
    }
}
