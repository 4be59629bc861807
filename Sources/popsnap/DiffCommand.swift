import PopsnapExport
import PopsnapFiles
import Popsnap
import PopsnapJSON
import PopsnapSnapshot
import PopsnapCompare

extension CommandSpec {
    static let diff = CommandSpec(
        name: "diff",
        summary: "Compare two PNG or APNG images as pixelmatch does; exit 0 within the tolerance, 1 when they differ. "
            + "Animations are compared whole: the same number of frames, every frame within the tolerance, the same "
            + "delays and loop count. A PNG equals a one-frame APNG of the same pixels (a PNG has no timing to compare).",
        usage: "popsnap diff A.png B.png [-o diff.png] [options]",
        positionals: [PositionalSpec("A.png", help: "The expected image (PNG or APNG)."), PositionalSpec("B.png", help: "The actual image (PNG or APNG).")],
        options: [
            OptionSpec(names: ["-o", "--output"], valueName: "FILE",
                       help: "Write pixelmatch's diff image here; for animations, the first differing frame's (frame 0's when none differs). "
                           + "Not written when the sizes or frame counts differ."),
            OptionSpec(names: ["--side-by-side"], valueName: "FILE", help: "Write A | B | diff here, of the same frame as -o."),
            OptionSpec(names: ["--alpha"], valueName: "A", help: "How strongly the unchanged pixels show in the diff image, 0 to 1.", defaultDescription: "0.1"),
            OptionSpec(names: ["--aa-color"], valueName: "R,G,B", help: "Colour of anti-aliased pixels in the diff image.", defaultDescription: "255,255,0"),
            OptionSpec(names: ["--diff-color"], valueName: "R,G,B", help: "Colour of differing pixels.", defaultDescription: "255,0,0"),
            OptionSpec(names: ["--diff-color-alt"], valueName: "R,G,B", help: "Colour of pixels that got darker, to tell them from lighter ones."),
            OptionSpec(names: ["--diff-mask"], help: "Draw the differences on a transparent image, without the faded base."),
            OptionSpec(names: ["--exact"], help: SnapshotOptions.exactHelp),
            OptionSpec(names: ["--json"], help: "Print {\"differentPixels\", \"totalPixels\", \"ratio\", \"width\", \"height\", \"passed\"} on standard output; "
                           + "for animations also \"frames\", \"differentFrames\", \"firstDifferentFrame\", \"frameDifferentPixels\" (each frame's count), "
                           + "the delays and loop counts, with the pixel counts summed over the frames."),
            OutputFile.forceOption,
            DiffBudget.option,
        ] + SnapshotOptions.options,
        exclusiveOptions: SnapshotOptions.exclusive,
        examples: ["popsnap diff Snapshots/alert.png alert.png -o diff.png", "popsnap diff a.png b.png --threshold 0.05 --max-diff-ratio 0.001 --json",
                   "popsnap diff Snapshots/hud-spin.apng spin.apng -o first-diff.png"])
}

extension Command {
    static let diff = Command(spec: .diff) { args, out in
        var match = try SnapshotOptions.match(args)
        if let a = try args.double("--alpha", in: 0...1) { match.options.alpha = a }
        if let c = try DiffArguments.color(args, "--aa-color") { match.options.aaColor = c }
        if let c = try DiffArguments.color(args, "--diff-color") { match.options.diffColor = c }
        match.options.diffColorAlt = try DiffArguments.color(args, "--diff-color-alt")
        match.options.diffMask = args.flag("--diff-mask")
        for option in ["-o", "--side-by-side"] {
            if let path = args.value(option) { try OutputExtension.refuseOther(args, option, path, written: ["png"]) }
        }
        try OutputPaths.refuseOverlaps(args, outputs: ["-o", "--side-by-side"], inputs: [args.positional("A.png")!, args.positional("B.png")!])
        let json = args.flag("--json")
        try DiffBudget.check(args, expected: args.positional("A.png")!, actual: args.positional("B.png")!)
        let result = try FileComparison.compare(args.positional("A.png")!, args.positional("B.png")!, match: match)
        // Images that cannot be paired (sizes, frame counts) differ: a mismatch (exit 1), with no diff image.
        if let shown = result.shown {
            if let path = args.value("-o"), let diff = shown.diff {
                try OutputFile.write(try diff.pngBytes(), to: path, replacing: OutputFile.kind(.image, args))
            }
            if let path = args.value("--side-by-side") {
                try OutputFile.write(try shown.sideBySide.pngBytes(), to: path, replacing: OutputFile.kind(.image, args))
            }
        }
        if json { out.write(DiffReport.json(result)) } else { out.writeLines("\(result)\n") }
        return result.passed ? .success : .mismatch
    }
}

enum DiffArguments {
    /// "R,G,B" with each 0...255.
    static func color(_ args: ParsedArguments, _ name: String) throws -> RGB? {
        guard let text = args.value(name) else { return nil }
        let parts = text.split(separator: ",").map { UInt8($0.trimmingSpaces) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else {
            throw args.usageError("\(name) expects R,G,B with each from 0 to 255, found \"\(text)\"")
        }
        return RGB(r, g, b)
    }
}
