import Popsnap
import PopsnapFiles
import PopsnapJSON
import PopsnapCompare
import PopsnapGeometry

/// A comparison of two image files as JSON (`popsnap diff --json`): one object on one line. Stills keep the
/// fields they always had; animations add their frames and timing, with the pixel counts summed over the frames.
///
/// ```swift
/// let line = DiffReport.json(try FileComparison.compare("a.png", "b.png", options: MatchOptions(), tolerance: .zero, exact: false))
/// ```
public enum DiffReport {
    /// `result` as one JSON object and a newline, keys in a fixed order so the line is the same on every
    /// machine: `differentPixels`, `totalPixels`, `ratio` (0 to 1), `width`, `height` (pixels) and
    /// `passed`; an animation adds `frames`, `differentFrames`, `firstDifferentFrame`, the per-frame
    /// pixel counts and both files' delays (seconds) and loop counts. When the images could not be
    /// compared, `differentPixels` is null and `error` says why, beside both sizes.
    public static func json(_ result: FileComparison) -> String {
        switch result {
        case let .stills(r): return stills(r) + "\n"
        case let .animations(r): return animations(r) + "\n"
        }
    }

    private static func stills(_ r: ComparisonOutcome) -> String {
        guard let c = r.comparison else {
            return object([("differentPixels", "null"), ("error", JSONQuoting.quoted(FileNameBytes.shown("\(r.error.map { "\($0)" } ?? "")"))),
                           ("expected", size(r.expected.size, frames: nil)), ("actual", size(r.actual.size, frames: nil)), ("passed", "false")])
        }
        return object([("differentPixels", "\(c.differentPixels)"), ("totalPixels", "\(c.totalPixels)"), ("ratio", "\(c.ratio)"),
                       ("width", "\(c.width)"), ("height", "\(c.height)"), ("passed", "\(r.passed)")])
    }

    private static func animations(_ r: AnimationComparisonResult) -> String {
        if let error = r.error {
            return object([("differentPixels", "null"), ("error", JSONQuoting.quoted(FileNameBytes.shown("\(error)"))),
                           ("expected", size(r.expectedSize, frames: r.expectedFrameCount)),
                           ("actual", size(r.actualSize, frames: r.actualFrameCount)), ("passed", "false")])
        }
        let different = r.frames.reduce(0) { $0 + $1.differentPixels }, total = r.frames.reduce(0) { $0 + $1.totalPixels }
        return object([
            ("differentPixels", "\(different)"), ("totalPixels", "\(total)"),
            ("ratio", "\(total == 0 ? 0 : Double(different) / Double(total))"),
            ("width", "\(r.expectedSize.width)"), ("height", "\(r.expectedSize.height)"),
            ("frames", "\(r.frames.count)"), ("differentFrames", "\(r.failingFrames.count)"),
            ("firstDifferentFrame", r.failingFrames.first.map { "\($0)" } ?? "null"),
            ("frameDifferentPixels", list(r.frames.map { "\($0.differentPixels)" })),
            ("expectedDelays", r.expectedDelays.map { list($0.map { "\($0)" }) } ?? "null"),
            ("actualDelays", r.actualDelays.map { list($0.map { "\($0)" }) } ?? "null"),
            ("differentDelays", list(r.differingDelays.map { "\($0)" })),
            ("expectedLoopCount", r.expectedLoopCount.map { "\($0)" } ?? "null"),
            ("actualLoopCount", r.actualLoopCount.map { "\($0)" } ?? "null"),
            ("passed", "\(r.passed)"),
        ])
    }

    private static func size(_ s: PixelSize, frames: Int?) -> String {
        object([("width", "\(s.width)"), ("height", "\(s.height)")] + (frames.map { [("frames", "\($0)")] } ?? []))
    }

    /// Keys in the order given, values already JSON.
    private static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func list(_ values: [String]) -> String { "[" + values.joined(separator: ", ") + "]" }
}
