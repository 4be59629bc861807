import Popsnap
import PopsnapGIF
import PopsnapJSON
import PopsnapRaster

/// What an `AnimationExport` wrote, as `popsnap animate --json` prints it: one object on one line, keys in a fixed order. `delays` are
/// each frame's delay in seconds as the file stores it (null for PNG files, which store none), `duration`
/// their sum, `sourceFrames` the animation frame each of a GIF's or a WebP's frames shows (first), `colorErrors`
/// the error of a GIF's frames reduced by libimagequant and of every animation frame a lossy WebP shows, in
/// 8-bit levels per channel.
public struct AnimationReport: Sendable {
    /// The path written.
    public var file: String
    /// `png`, `gif`, `webp`, `apng` or `png-folder`.
    public var format: String
    /// Frames in the file (1 for a filmstrip or one frame).
    public var frames: Int
    /// Each frame's delay in seconds as the file stores it; nil for PNG files, which store none.
    public var delays: [Double]?
    /// The bytes written (for a folder, its frames').
    public var bytes: Int
    /// The animation frame each frame of the file shows (first), where the file may leave some out (GIF, WebP).
    public var sourceFrames: [Int]?
    /// For each lossy GIF frame, and each animation frame a lossy WebP shows: the place in the file of the
    /// frame showing it, the animation frame, the error.
    public var colorErrors: [(index: Int, frame: Int, error: ColorError)] = []

    /// A report of `frames` frames written to `file` in `format`.
    public init(file: String, format: String, frames: Int, delays: [Double]?, bytes: Int) {
        self.file = file
        self.format = format
        self.frames = frames
        self.delays = delays
        self.bytes = bytes
    }

    init(gif report: AnimationWriter.GIFReport, file: String) {
        self.init(file: file, format: "gif", frames: report.frames.count, delays: report.frames.map { Double($0.centiseconds) / 100 }, bytes: report.bytes)
        sourceFrames = report.frames.map(\.frame)
        colorErrors = report.frames.enumerated().compactMap { i, f in f.colorError.map { (i, f.frame, $0) } }
    }

    init(webp report: AnimationWriter.WebPReport, file: String) {
        self.init(file: file, format: "webp", frames: report.frames.count, delays: report.frames.map { Double($0.milliseconds) / 1000 }, bytes: report.bytes)
        sourceFrames = report.frames.map(\.frame)
        colorErrors = report.colorErrors.map { ($0.index, $0.frame, $0.colorError) }
    }

    /// The report as `popsnap animate --json` prints it: one object on one line, keys in a fixed order.
    public var json: String {
        let errors = colorErrors.map { "{\"index\": \($0.index), \"frame\": \($0.frame), \"maximum\": \($0.error.maximum), \"mean\": \(Self.number($0.error.mean))}" }
        let duration = delays.map { d in Self.number(d.reduce(0, +)) } ?? "null"
        return "{\"file\": \(JSONQuoting.quoted(file)), \"format\": \"\(format)\", \"frames\": \(frames), "
            + "\"delays\": \(delays.map { "[" + $0.map(Self.number).joined(separator: ", ") + "]" } ?? "null"), "
            + "\"duration\": \(duration), \"bytes\": \(bytes), "
            + "\"sourceFrames\": \(sourceFrames.map { "[" + $0.map(String.init).joined(separator: ", ") + "]" } ?? "null"), \"colorErrors\": [\(errors.joined(separator: ", "))]}\n"
    }

    /// Rounded to a millionth, so sums of centiseconds print as 0.3, not 0.30000000000000004.
    private static func number(_ v: Double) -> String {
        let r = (v * 1_000_000).rounded() / 1_000_000
        return r == r.rounded() ? String(Int(r)) : "\(r)"
    }
}
