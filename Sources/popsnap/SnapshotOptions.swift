import Popsnap
import PopsnapSnapshot
import PopsnapCompare

/// The comparison options `diff` and `verify` share: pixelmatch's, with its defaults, and the tolerances.
enum SnapshotOptions {
    static let options: [OptionSpec] = [
        OptionSpec(names: ["--threshold"], valueName: "T", help: "pixelmatch's colour threshold, 0 to 1.", defaultDescription: "0.1"),
        OptionSpec(names: ["--include-aa"], help: "Count anti-aliased pixels as differences too."),
        OptionSpec(names: ["--alpha-background"], valueName: "checkerboard|white",
                   help: "What translucent pixels are seen over: pixelmatch 7's checkerboard, or white as pixelmatch 5 and 6, Playwright and jest-image-snapshot.",
                   defaultDescription: "checkerboard"),
        OptionSpec(names: ["--max-diff-pixels"], valueName: "N", help: "Pass with up to N differing pixels.", defaultDescription: "0"),
        OptionSpec(names: ["--max-diff-ratio"], valueName: "R", help: "Pass with up to this fraction of pixels differing; with --max-diff-pixels the stricter wins.",
                   defaultDescription: "0"),
    ]

    /// One wording for `diff` and `verify`: what `--exact` compares is decoded pixels, never file bytes (a
    /// render has no bytes until it is encoded, and two encodings of one image are the same picture).
    static let exactHelp = "Pixels must be identical: any difference in any pixel's red, green, blue or alpha fails "
        + "(decoded pixels, not file bytes; no threshold, anti-aliasing counted). The tolerances still apply."

    /// Options that mean nothing under `--exact`, refused with it rather than silently ignored.
    static let exclusive: [[String]] = [["--exact", "--threshold"], ["--exact", "--include-aa"], ["--exact", "--alpha-background"]]

    /// `--threshold`, `--include-aa`, `--alpha-background`, `--max-diff-pixels`, `--max-diff-ratio` and `--exact`.
    static func match(_ args: ParsedArguments) throws -> ImageMatch {
        var o = MatchOptions()
        if let t = try args.double("--threshold", in: 0...1) { o.threshold = t }
        o.includeAA = args.flag("--include-aa")
        if let b = try args.choice("--alpha-background", from: ["checkerboard", "white"]) { o.alphaBackground = b == "white" ? .white : .checkerboard }
        let tolerance = Tolerance(maxDiffPixels: try args.int("--max-diff-pixels", in: 0...Int(Int32.max)),
                                  maxDiffRatio: try args.double("--max-diff-ratio", in: 0...1))
        return ImageMatch(options: o, tolerance: tolerance, exact: args.flag("--exact"))
    }
}
