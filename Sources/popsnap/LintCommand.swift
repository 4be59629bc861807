import PopsnapExport
import PopsnapFiles
import FoundationEssentials
import Popsnap
import PopsnapSnapshot

extension CommandSpec {
    static let lint = CommandSpec(
        name: "lint",
        summary: "Lay out every variant of every spec and report what ships broken: truncated, shrunk or overflowing "
            + "text, a container larger than the screen, low contrast, missing glyphs, small touch targets, "
            + "button titles wider than their buttons, icon-only buttons without an accessibility label.",
        usage: "popsnap lint [DIR | SPEC.json]... [options]",
        positionals: [PositionalSpec("DIR|SPEC", help: "Specs, or folders of specs (their .json files with a top-level \"popup\" key).",
                                     arity: .variadic)],
        options: [
            OptionSpec(names: ["--variant"], valueName: "AXIS=VALUE,…", help: "Only the variants in this slice (see render --variant)."),
            PopupOptions.ios,
            OptionSpec(names: ["--min-shrink"], valueName: "FACTOR",
                       help: "Report text shrunk below this fraction of its size, unless a spec's lint.minShrinkFactor says otherwise.",
                       defaultDescription: "0.5"),
            OptionSpec(names: ["--json"], help: "Print the findings as JSON on standard output."),
            OptionSpec(names: ["--junit"], valueName: "FILE", help: "Also write a JUnit XML report: a test case a variant."),
            OptionSpec(names: ["--jobs"], valueName: "N", help: "Specs linted at once.", defaultDescription: "the number of cores"),
            OptionSpec(names: ["--fonts-dir"], valueName: "DIR", help: "A folder holding Popsnap's font files, used instead of the bundled ones."),
            SkippedFiles.option,
            ReadableFolders.option,
            OutputFile.forceOption,
        ] + LimitOptions.options,
        examples: ["popsnap lint Snapshots", "popsnap lint Snapshots/alert-matrix.json --variant locale=de --json",
                   "popsnap lint Snapshots --junit lint.xml --min-shrink 0.4"])
}

extension Command {
    static let lint = Command(spec: .lint) { args, out in
        var limits = try LimitOptions.limits(args)
        limits.readableFolders = try ReadableFolders.folders(args, given: args.positionals.isEmpty ? ["Snapshots"] : args.positionals)
        let found = try SpecDiscovery.specs(in: args.positionals.isEmpty ? ["Snapshots"] : args.positionals, limits: limits)
        SkippedFiles.list(found.skipped, args, &out)
        let specs = found.specs
        guard !specs.isEmpty else {
            throw args.usageError("no specs found in \(args.positionals.isEmpty ? "Snapshots" : args.positionals.joined(separator: ", "))"
                + SkippedFiles.hint(found.skipped))
        }
        try OutputPaths.refuseOverlaps(args, outputs: ["--junit"], inputs: specs)
        // Opened before the run, so a path that cannot be written is refused before any spec is linted.
        let junit = try ReportFile(args, "--junit", kind: .xml)
        var overrides = SpecOverrides()
        overrides.variants = try PopupArguments.variants(args)
        overrides.ios = try PopupArguments.ios(args)
        var linter = Linter(renderer: try PopupRenderer(fontsDirectory: args.value("--fonts-dir")))
        if let f = try args.double("--min-shrink", in: 0...1) { linter.minShrinkFactor = f }
        let jobs = try args.int("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        // Each spec that could not be linted in a terminal's words, in the lines, the JSON and the JUnit alike.
        let results = linter.lint(files: specs, overrides: overrides, limits: limits, jobs: jobs).map { result in
            var worded = result
            worded.error = result.error.map { .invalid(ErrorWording.forCommandLine($0, command: .lint)) }
            return worded
        }
        let report = LintReport(results: results)
        for failed in report.errors { out.error(failed.error.description) }
        if args.flag("--json") { out.write(report.json) } else { out.writeLines(report.lines) }
        try junit?.write(report.junit)
        // A spec not linted is bad input, whatever the others found: nothing passes over it.
        return !report.errors.isEmpty ? .badInput : report.findings.isEmpty ? .success : .mismatch
    }
}
