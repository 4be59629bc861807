import Popsnap
import PopsnapJSON
import PopsnapSnapshot

extension CommandSpec {
    static let diff = CommandSpec(
        name: "diff",
        summary: "Compare two PNG images as pixelmatch does; exit 0 within the tolerance, 1 when they differ.",
        usage: "popsnap diff A.png B.png [-o diff.png] [options]",
        positionals: [PositionalSpec("A.png", help: "The expected image."), PositionalSpec("B.png", help: "The actual image.")],
        options: [
            OptionSpec(names: ["-o", "--output"], valueName: "FILE", help: "Write pixelmatch's diff image here."),
            OptionSpec(names: ["--side-by-side"], valueName: "FILE", help: "Write A | B | diff here."),
            OptionSpec(names: ["--alpha"], valueName: "A", help: "How strongly the unchanged pixels show in the diff image, 0 to 1.", defaultDescription: "0.1"),
            OptionSpec(names: ["--aa-color"], valueName: "R,G,B", help: "Colour of anti-aliased pixels in the diff image.", defaultDescription: "255,255,0"),
            OptionSpec(names: ["--diff-color"], valueName: "R,G,B", help: "Colour of differing pixels.", defaultDescription: "255,0,0"),
            OptionSpec(names: ["--diff-color-alt"], valueName: "R,G,B", help: "Colour of pixels that got darker, to tell them from lighter ones."),
            OptionSpec(names: ["--diff-mask"], help: "Draw the differences on a transparent image, without the faded base."),
            OptionSpec(names: ["--exact"], help: "Compare bytes: any difference fails."),
            OptionSpec(names: ["--json"], help: "Print {\"differentPixels\", \"totalPixels\", \"ratio\", \"width\", \"height\"} on standard output."),
        ] + SnapshotOptions.options,
        examples: ["popsnap diff Snapshots/alert.png alert.png -o diff.png", "popsnap diff a.png b.png --threshold 0.05 --max-diff-ratio 0.001 --json"])
}

extension Command {
    static let diff = Command(spec: .diff) { args, out in
        var options = try SnapshotOptions.match(args)
        if let a = try args.double("--alpha", in: 0...1) { options.alpha = a }
        if let c = try DiffArguments.color(args, "--aa-color") { options.aaColor = c }
        if let c = try DiffArguments.color(args, "--diff-color") { options.diffColor = c }
        options.diffColorAlt = try DiffArguments.color(args, "--diff-color-alt")
        options.diffMask = args.flag("--diff-mask")
        try OutputPaths.refuseOverlaps(args, outputs: ["-o", "--side-by-side"], inputs: [args.positional("A.png")!, args.positional("B.png")!])
        let a = try StraightImage(contentsOf: args.positional("A.png")!)
        let b = try StraightImage(contentsOf: args.positional("B.png")!)
        let result = ImageComparison.compare(a, b, options: options, tolerance: try SnapshotOptions.tolerance(args), exact: args.flag("--exact"))
        if let error = result.error {
            // Images of different sizes differ: a mismatch (exit 1), not bad input.
            if args.flag("--json") {
                out.write("{\"differentPixels\": null, \"error\": \(JSONQuoting.quoted("\(error)")), "
                    + "\"expected\": {\"width\": \(a.width), \"height\": \(a.height)}, \"actual\": {\"width\": \(b.width), \"height\": \(b.height)}, \"passed\": false}\n")
            } else {
                out.write("fail: \(error)\n")
            }
            return .mismatch
        }
        if let path = args.value("-o"), let diff = result.diff { try diff.write(to: path) }
        if let path = args.value("--side-by-side") { try result.sideBySide.write(to: path) }
        let c = result.comparison!
        if args.flag("--json") {
            out.write("{\"differentPixels\": \(c.differentPixels), \"totalPixels\": \(c.totalPixels), \"ratio\": \(c.ratio), "
                + "\"width\": \(c.width), \"height\": \(c.height), \"passed\": \(result.passed)}\n")
        } else {
            out.write("\(result)\n")
        }
        return result.passed ? .success : .mismatch
    }
}

enum DiffArguments {
    /// "R,G,B" with each 0...255.
    static func color(_ args: ParsedArguments, _ name: String) throws -> RGB? {
        guard let text = args.value(name) else { return nil }
        let parts = text.split(separator: ",").map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else {
            throw args.usageError("\(name) expects R,G,B with each from 0 to 255, found \"\(text)\"")
        }
        return RGB(r, g, b)
    }
}
