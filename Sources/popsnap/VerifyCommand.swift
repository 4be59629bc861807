import FoundationEssentials
import Glibc
import Popsnap
import PopsnapFiles
import PopsnapSnapshot

extension CommandSpec {
    static let verify = CommandSpec(
        name: "verify",
        summary: "Render every spec and compare it with the reference beside it (SPEC.png, or SPEC.apng for an animation). "
            + "A missing reference fails; --record missing records it instead.",
        usage: "popsnap verify [DIR | SPEC.json]... [options]",
        positionals: [VerifyArguments.specs],
        options: VerifyArguments.options(record: "never: compare only; a missing reference fails"),
        exclusiveOptions: SnapshotOptions.exclusive,
        examples: ["popsnap verify", "popsnap verify Snapshots --shard 2/4 --junit verify.xml", "popsnap verify Snapshots --record missing",
                   "popsnap verify Snapshots/alert.json --json"])

    static let record = CommandSpec(
        name: "record",
        summary: "Render specs and write their references.",
        usage: "popsnap record [DIR | SPEC.json]... [options]",
        positionals: [VerifyArguments.specs],
        options: VerifyArguments.options(record: "all"),
        exclusiveOptions: SnapshotOptions.exclusive,
        examples: ["popsnap record Snapshots/alert.json", "popsnap record Snapshots --record missing"])

    static let prune = CommandSpec(
        name: "prune",
        summary: "List (or delete) references whose spec is gone: .png and .apng files named after no spec and read by none.",
        usage: "popsnap prune [DIR]... [--delete] [--verbose] [--allow-path DIR]...",
        positionals: [PositionalSpec("DIR", help: "Folders of specs and references. Default: ./Snapshots.", arity: .variadic)],
        options: [OptionSpec(names: ["--delete"], help: "Delete them rather than list them."), SkippedFiles.option, ReadableFolders.option],
        examples: ["popsnap prune Snapshots", "popsnap prune Snapshots --delete"])
}

enum VerifyArguments {
    /// The folder `verify`, `record` and `prune` read when given none, as `swift test` keeps references.
    static let defaultFolder = "Snapshots"

    static let specs = PositionalSpec("DIR|SPEC", help: "Specs, or folders of specs (their .json files with a top-level \"popup\" key). "
                                          + "Default: ./\(defaultFolder).",
                                      arity: .variadic)

    static func options(record: String) -> [OptionSpec] {
        [
            OptionSpec(names: ["--record"], valueName: "MODE",
                       help: "never (compare only), missing (record what has no reference), all, or failed (record over failures); "
                           + "POPSNAP_RECORD does the same when the option is not given.",
                       defaultDescription: record),
            OptionSpec(names: ["--jobs"], valueName: "N", help: "Specs checked at once.", defaultDescription: "the number of cores"),
            OptionSpec(names: ["--shard"], valueName: "I/N", help: "Check only shard I of N: every spec is in exactly one shard."),
            OptionSpec(names: ["--junit"], valueName: "FILE", help: "Also write a JUnit XML report."),
            OptionSpec(names: ["--json"], help: "Print a JSON report on standard output (progress goes to standard error)."),
            OptionSpec(names: ["--report"], valueName: "FILE.html",
                       help: "Write one HTML page of the failures: the first \(HTMLReport.defaultInlineLimit) in full (changed region, "
                           + "slider, onion skin, frames), the others linked to their artifact files; accept commands for all. Images of up to "
                           + "\(HTMLReport.Embedding.default.imageBytes >> 20) MiB are embedded, \(HTMLReport.Embedding.default.pageBytes >> 20) MiB a page, "
                           + "less when --max-memory leaves less for the page; larger ones, and an animation's frames, are linked to the artifacts."),
            SummaryFile.option,
            OptionSpec(names: ["--artifacts"], valueName: "DIR", help: "Where failures leave expected, actual, diff and side-by-side images, a folder a spec.",
                       defaultDescription: "POPSNAP_ARTIFACTS, else .popsnap-artifacts"),
            OptionSpec(names: ["--fonts-dir"], valueName: "DIR", help: "A folder holding Popsnap's font files, used instead of the bundled ones."),
            PopupOptions.ios,
            OptionSpec(names: ["--exact"], help: SnapshotOptions.exactHelp),
            SkippedFiles.option,
            OptionSpec(names: ["--force"], help: "Record over a file at a reference's name that is not a PNG or APNG image, and write "
                + "--report or --junit over a file that is not an HTML page or XML (without it, such a file is taken for someone "
                + "else's and left as it is)."),
            ReadableFolders.option,
        ] + SnapshotOptions.options + LimitOptions.options
    }

    /// `commandDefault`: the record mode when neither `--record` nor POPSNAP_RECORD says one (`never` for
    /// verify, `all` for record). `recording`: whether the command records on purpose (`record`, whose written
    /// references pass) or checks (`verify`, where a written reference fails the run, as in the test API:
    /// `VerifyRun`).
    static func run(_ args: ParsedArguments, _ out: inout Output, commandDefault: RecordMode, recording: Bool) throws -> ExitStatus {
        let environment = EnvironmentBytes.variables
        let asked = try args.choice("--record", from: RecordMode.self)
        let run = try VerifyRun(record: asked, environment: environment, commandDefault: commandDefault, recordingFails: !recording)
        if args.positionals.isEmpty && FileKind.followed(defaultFolder).kind == nil {
            throw args.usageError("no folder ./\(defaultFolder), the one read when none is given: name the folder of your specs")
        }
        var limits = try LimitOptions.limits(args)
        limits.readableFolders = try ReadableFolders.folders(args, given: args.positionals.isEmpty ? [defaultFolder] : args.positionals)
        let found = try SpecDiscovery.specs(in: args.positionals.isEmpty ? [defaultFolder] : args.positionals, limits: limits)
        SkippedFiles.list(found.skipped, args, &out)
        var specs = found.specs
        if specs.isEmpty {
            throw args.usageError("no specs in \(SpecWording.list(args.positionals.isEmpty ? [defaultFolder] : args.positionals, or: false)): "
                + "nothing to check (a spec is a .json file with a top-level \"popup\" key; is this the folder of your specs?)"
                + SkippedFiles.hint(found.skipped))
        }
        if let warning = run.warning { out.warn(warning) }
        if let s = args.value("--shard") {
            let shard = try Shard(parsing: s)
            specs = specs.filter(shard.contains)
        }
        let jobs = try args.int("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let artifacts = try artifactsFolder(args, environment)
        var verifier = Verifier(renderer: try PopupRenderer(fontsDirectory: args.value("--fonts-dir")), mode: run.mode,
                                match: try SnapshotOptions.match(args), artifacts: artifacts, jobs: 1)
        verifier.ios = try PopupArguments.ios(args)
        verifier.replacesOtherFiles = args.flag("--force")
        verifier.limits = limits
        let command: CommandSpec = recording ? .record : .verify
        verifier.remedyWording = { RemedyWording.forCommandLine($0, command: command) }
        let checks = verifier.checks(of: specs)
        if let shared = verifier.sharedReference(checks, specs: specs, records: run.mode != .never) { throw args.usageError(shared.description) }
        // Reports are checked against every spec, reference and artifacts folder, and opened, before the run:
        // a path that cannot be written is found out now, not after every spec has been rendered.
        let references = specs.flatMap { [Verifier.reference(of: $0, animated: false), Verifier.reference(of: $0, animated: true)] }
        try OutputPaths.refuseOverlaps(args, outputs: ["--junit", "--report", "--summary"], inputs: specs + references)
        try OutputPaths.refuseInside(args, outputs: ["--junit", "--report", "--summary"], folders: checks.map { check in
            (ArtifactFolder.path(for: Verifier.artifactsKey(spec: check.spec, variant: check.variant), in: artifacts),
             "the artifacts folder of \(Verifier.checkName(spec: check.spec, variant: check.variant)), which the run clears and writes")
        })
        try OutputPaths.refuseAtOrAbove(args, outputs: ["--junit", "--report", "--summary"], folder: artifacts, role: "the artifacts folder")
        let junit = try ReportFile(args, "--junit", kind: .xml), report = try ReportFile(args, "--report", kind: .html), summary = try SummaryFile(args)
        // A check a spec, or a variant of one: the spec file of each, for its accept command.
        let checked = checks.map(\.spec)
        let progress = VerifyProgress(specs: checked, interactive: out.terminal.isInteractive, accept: { acceptCommand(for: $0, spec: $1, args) })
        let results = zip(verifier.verifyAll(specs, jobs: jobs, progress: progress.finished), checked).map { r, spec in
            var r = r
            r.accept = acceptCommand(for: r, spec: spec, args)
            return r
        }
        progress.end()
        if args.flag("--json") { out.write(Reports.json(results)) }
        try junit?.write(Reports.junit(results))
        if let report { try report.write { try HTMLReport.write(results, linkingFrom: report.folder, embedding: .default.within(memory: limits.memory), to: $0) } }
        try summary?.write(results, report: args.value("--report"), artifacts: artifacts)
        let tally = run.tally(results)
        if specs.isEmpty { out.warn("this shard got none of the specs; every spec is in another shard") }
        out.writeError(tally.summary + "\n")
        if tally.count(.recorded) > 0 && run.recordingFails {
            out.writeError("references were written, so the run fails: look at them, then verify again (`popsnap record` records without failing)\n")
        }
        switch tally.outcome {
        case .success: return .success
        case .mismatch: return .mismatch
        case .badInput: return .badInput
        }
    }

    /// The artifacts' root, `--artifacts`, else POPSNAP_ARTIFACTS, else `.popsnap-artifacts`: a folder or
    /// nothing yet (it is made), checked now, so a file there is refused before any spec is rendered.
    static func artifactsFolder(_ args: ParsedArguments, _ environment: [String: String]) throws -> String {
        let (named, folder) = args.value("--artifacts").map { ("--artifacts \($0)", $0) }
            ?? environment["POPSNAP_ARTIFACTS"].map { ("POPSNAP_ARTIFACTS=\($0)", $0) } ?? (".popsnap-artifacts", ".popsnap-artifacts")
        let (target, code) = FileKind.followed(folder)
        guard target != .directory, code != ENOENT || FileKind.of(folder) == .symbolicLink else { return PathParts.folderSpelling(folder) }
        let what = target.map { FileKind.of(folder) == .symbolicLink ? "a symbolic link to \($0)" : "\($0)" }
            ?? (code == ENOENT ? "a symbolic link to nothing" : "not a path to a folder (\(FileError(.write, path: folder, code: code).reason))")
        throw args.usageError("\(named) is \(what), not a folder; the artifacts go in a folder (a folder a spec, made if new): "
            + "name another with --artifacts DIR")
    }

    /// The whole command that records this check's reference from the render that failed or was missing,
    /// with the options that change what is rendered or what the spec may read; nil when there is nothing to
    /// accept. A variant's command records only what fails (or is missing) among its spec's variants.
    static func acceptCommand(for result: VerifyResult, spec: String, _ args: ParsedArguments) -> String? {
        guard result.status == .fail || result.status == .missing else { return nil }
        var words = ["popsnap", "record", spec]
        if result.spec != spec { words += ["--record", result.status == .missing ? "missing" : "failed"] }
        if let fonts = args.value("--fonts-dir") { words += ["--fonts-dir", fonts] }
        if let ios = args.value(PopupOptions.ios.displayName) { words += [PopupOptions.ios.displayName, ios] }
        for folder in args.values(ReadableFolders.option.displayName) { words += [ReadableFolders.option.displayName, folder] }
        for option in LimitOptions.options where args.contains(option.displayName) {
            words += [option.displayName, args.value(option.displayName)!]
        }
        return words.map(ShellQuoting.quoted).joined(separator: " ")
    }
}

extension Command {
    static let verify = Command(spec: .verify) { args, out in try VerifyArguments.run(args, &out, commandDefault: .never, recording: false) }
    static let record = Command(spec: .record) { args, out in try VerifyArguments.run(args, &out, commandDefault: .all, recording: true) }
    static let prune = Command(spec: .prune) { args, out in
        let folders = args.positionals.isEmpty ? [VerifyArguments.defaultFolder] : args.positionals
        // The specs are read to learn which images they own, so they may read no more than verify lets them.
        var limits = SpecLimits.default
        limits.readableFolders = try ReadableFolders.folders(args, given: folders)
        let (orphans, skipped) = try SpecDiscovery.orphans(in: folders, limits: limits)
        SkippedFiles.list(skipped, args, &out)
        for path in orphans {
            // unlinkat removes only the regular file: one swapped for a folder or a link since the search stays.
            if args.flag("--delete") { try FolderHandle.existing(FileError.folder(of: path))?.removeFile(PathParts.name(of: path)) }
            out.writeLines((args.flag("--delete") ? "deleted " : "") + TerminalText.escaped(path) + "\n")
        }
        return .success
    }
}
