import Foundation
import Popsnap
import PopsnapSnapshot

extension CommandSpec {
    static let verify = CommandSpec(
        name: "verify",
        summary: "Render every spec and compare it with the reference beside it (SPEC.png, or SPEC.apng for an animation).",
        usage: "popsnap verify [DIR | SPEC.json]... [options]",
        positionals: [PositionalSpec("DIR|SPEC", help: "Specs, or folders whose *.json files are specs.", arity: .variadic)],
        options: VerifyArguments.options(record: "never in CI (CI set, not to false or 0), else missing"),
        exclusiveOptions: SnapshotOptions.exclusive,
        examples: ["popsnap verify Snapshots", "popsnap verify Snapshots --shard 2/4 --junit verify.xml", "popsnap verify Snapshots/alert.json --json"])

    static let record = CommandSpec(
        name: "record",
        summary: "Render specs and write their references.",
        usage: "popsnap record [DIR | SPEC.json]... [options]",
        positionals: [PositionalSpec("DIR|SPEC", help: "Specs, or folders whose *.json files are specs.", arity: .variadic)],
        options: VerifyArguments.options(record: "all"),
        exclusiveOptions: SnapshotOptions.exclusive,
        examples: ["popsnap record Snapshots/alert.json", "popsnap record Snapshots --record missing"])

    static let prune = CommandSpec(
        name: "prune",
        summary: "List (or delete) references whose spec is gone: .png and .apng files named after no spec and read by none.",
        usage: "popsnap prune [DIR]... [--delete]",
        positionals: [PositionalSpec("DIR", help: "Folders of specs and references.", arity: .variadic)],
        options: [OptionSpec(names: ["--delete"], help: "Delete them rather than list them.")],
        examples: ["popsnap prune Snapshots", "popsnap prune Snapshots --delete"])
}

enum VerifyArguments {
    static func options(record: String) -> [OptionSpec] {
        [
            OptionSpec(names: ["--record"], valueName: "MODE",
                       help: "never, missing (record what has no reference), all or failed (record over failures); POPSNAP_RECORD does the same.",
                       defaultDescription: record),
            OptionSpec(names: ["--jobs"], valueName: "N", help: "Specs checked at once.", defaultDescription: "the number of cores"),
            OptionSpec(names: ["--shard"], valueName: "I/N", help: "Check only shard I of N: every spec is in exactly one shard."),
            OptionSpec(names: ["--junit"], valueName: "FILE", help: "Also write a JUnit XML report."),
            OptionSpec(names: ["--json"], help: "Print a JSON report on standard output (progress goes to standard error)."),
            OptionSpec(names: ["--report"], valueName: "FILE.html",
                       help: "Write one self-contained HTML page of the failures: images, slider, onion skin, frames, accept commands."),
            OptionSpec(names: ["--artifacts"], valueName: "DIR", help: "Where failures leave actual, diff and side-by-side images.",
                       defaultDescription: "POPSNAP_ARTIFACTS, else .popsnap-artifacts"),
            OptionSpec(names: ["--fonts-dir"], valueName: "DIR", help: "A folder holding Popsnap's font files, used instead of the bundled ones."),
            OptionSpec(names: ["--exact"], help: SnapshotOptions.exactHelp),
        ] + SnapshotOptions.options + LimitOptions.options
    }

    /// `recording`: whether the command records on purpose (`record`, whose written references pass) or
    /// checks (`verify`, where a written reference fails the run, as in the test API: `VerifyRun`).
    static func run(_ args: ParsedArguments, _ out: inout Output, defaultMode: RecordMode?, recording: Bool) throws -> ExitStatus {
        let environment = ProcessInfo.processInfo.environment
        let asked = try args.choice("--record", from: RecordMode.allCases.map(\.rawValue)).flatMap(RecordMode.init(rawValue:))
        let run = try VerifyRun(record: asked, environment: environment, commandDefault: defaultMode, recordingFails: !recording)
        if let warning = run.warning { out.warn(warning) }
        var specs = try SpecDiscovery.specs(in: args.positionals.isEmpty ? ["Snapshots"] : args.positionals)
        // A spec named twice (a folder and a file in it) is checked once.
        var seen = Set<String>()
        specs = specs.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        if let s = args.value("--shard") {
            let shard = try Shard(parsing: s)
            specs = specs.filter(shard.contains)
        }
        let jobs = try args.int("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        // Reports are checked against every spec and reference before the run, not found out after it.
        let references = specs.flatMap { [Verifier.reference(of: $0, animated: false), Verifier.reference(of: $0, animated: true)] }
        try OutputPaths.refuseOverlaps(args, outputs: ["--junit", "--report"], inputs: specs + references)
        var verifier = Verifier(renderer: try PopupRenderer(fontsDirectory: args.value("--fonts-dir")), mode: run.mode,
                                options: try SnapshotOptions.match(args), tolerance: try SnapshotOptions.tolerance(args),
                                artifacts: args.value("--artifacts") ?? environment["POPSNAP_ARTIFACTS"] ?? ".popsnap-artifacts", jobs: 1)
        verifier.exact = args.flag("--exact")
        verifier.limits = try LimitOptions.limits(args)
        let json = args.flag("--json")
        let interactive = out.terminal.isInteractive
        let total = specs.count
        let counter = Counter()
        let results = verifier.verifyAll(specs, jobs: jobs) { r in
            let done = counter.next()
            let line = "\(r.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(r.spec)\(r.message.map { "\n         " + LimitWording.forCommandLine($0) } ?? "")"
            // On a terminal: results that need attention stay, under a progress bar redrawn in place.
            // Elsewhere (CI logs, pipes): one plain line a spec.
            let text = interactive ? "\r\u{1B}[K" + (r.status == .pass ? "" : line + "\n") + Self.bar(done, total) : line + "\n"
            Output.progress(text)
        }
        if interactive { Output.progress("\n") }
        if json { out.write(Reports.json(results)) }
        if let junit = args.value("--junit") { try PopupRenderer.write(Array(Reports.junit(results).utf8), to: junit) }
        if let report = args.value("--report") { try PopupRenderer.write(Array(HTMLReport.page(results).utf8), to: report) }
        let tally = run.tally(results)
        if specs.isEmpty { out.warn("no specs to check (an empty folder, or a shard that got none)") }
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
}

extension VerifyArguments {
    /// `[██████░░░░░░] 6/12`.
    static func bar(_ done: Int, _ total: Int) -> String {
        let width = 24, filled = total > 0 ? done * width / total : width
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "] \(done)/\(total)"
    }
}

/// Counts finished specs across threads, for the progress display.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

extension Command {
    static let verify = Command(spec: .verify) { args, out in try VerifyArguments.run(args, &out, defaultMode: nil, recording: false) }
    static let record = Command(spec: .record) { args, out in try VerifyArguments.run(args, &out, defaultMode: .all, recording: true) }
    static let prune = Command(spec: .prune) { args, out in
        let orphans = try SpecDiscovery.orphans(in: args.positionals.isEmpty ? ["Snapshots"] : args.positionals)
        for path in orphans {
            if args.flag("--delete") { try FileManager.default.removeItem(atPath: path) }
            out.write((args.flag("--delete") ? "deleted " : "") + path + "\n")
        }
        return .success
    }
}
