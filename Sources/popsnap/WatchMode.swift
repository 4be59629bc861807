import PopsnapFiles

/// What one render wrote and which files it read: the line `--watch` prints, and the files it watches next.
struct Rendering {
    /// The output in words: `out.png`, `12 variants into variants/`.
    var written: String
    /// Every file the render read (the spec first, then its images, strings and fonts).
    var inputs: [String]
}

/// `render --watch` and `animate --watch`: render, then render again each time the spec or a file it read
/// changes (`FileWatcher`), one line on standard error for each render, until a signal ends the process.
///
/// A render that fails (a spec broken mid-edit, an image missing) is reported in the words the command uses
/// without `--watch`, and the watch goes on: the next save may fix it. A mistake on the command line
/// (`UsageError`) ends it with status 2, since no edit of a file can fix that; so does a watched folder
/// removed. Ctrl-C ends it through `SignalCleanup`: the temporary file of a render in flight is removed and
/// the status is 130, as the shell reports for any program Ctrl-C stops (`tsc --watch`, `cargo watch`).
/// ```
/// $ popsnap render --watch alert.json -o alert.png
/// popsnap render: wrote alert.png
/// popsnap render: alert.json:3:12: expected a string for popup.title, got a number
/// popsnap render: wrote alert.png
/// ```
enum WatchMode {
    static let option = OptionSpec(
        names: ["--watch"],
        help: "Render, then render again whenever the spec or a file it reads changes, printing one line a render on "
            + "standard error (what was written, or why not) and going on after errors; Ctrl-C stops (status 130).")

    /// An editor's save is a burst (write a new file, rename it over, remove the backup) over a few
    /// milliseconds; a tenth of a second folds it into one render and still feels immediate.
    static let quiet = Duration.milliseconds(100)

    /// Renders with `render` once, or with `--watch` for ever: watching `specs` (the files named on the command
    /// line) from the start, so an edit during the first render is not missed, and after each render what it
    /// read as well.
    static func run(_ args: ParsedArguments, _ out: inout Output, command: CommandSpec, specs: [String?], outputs: [String],
                    render: (inout Output) throws -> Rendering) throws -> ExitStatus {
        guard args.flag("--watch") else {
            _ = try render(&out)
            return .success
        }
        let named = try refuseUnwatchable(args, specs: specs, outputs: outputs)
        var watcher = try FileWatcher(named)
        var watched = named
        if out.terminal.isInteractive { out.note("watching \(named.joined(separator: ", ")) and the files read; Ctrl-C stops") }
        while true {
            let outcome: Result<Rendering, any Error>
            do { outcome = .success(try render(&out)) } catch let error as UsageError { throw error } catch { outcome = .failure(error) }
            // An edit may add an image or drop one: the set follows the last render that could read the spec.
            if case let .success(rendering) = outcome { watched = unique(named + rendering.inputs) }
            // Watched before the line is printed, so an edit made once the line is seen is never missed.
            try watcher.watch(watched)
            switch outcome {
            case let .success(rendering): out.note("wrote \(rendering.written)")
            case let .failure(error): out.error(ErrorWording.forCommandLine(error, command: command))
            }
            _ = try watcher.next(quiet: quiet, timeout: nil)
        }
    }

    /// The spec files to watch; refuses, before anything is read, a command line with nothing to watch or an
    /// output that cannot take one render after another.
    private static func refuseUnwatchable(_ args: ParsedArguments, specs: [String?], outputs: [String]) throws -> [String] {
        let named = specs.compactMap { $0 }
        guard !named.isEmpty else {
            throw args.usageError("--watch renders again when the spec file changes; options alone read no file: give a SPEC.json")
        }
        if named.contains(StandardInput.name) {
            throw args.usageError("--watch renders again when the spec file changes, and standard input never does: give a SPEC.json file")
        }
        for option in outputs where args.value(option) == StandardInput.name {
            throw args.usageError("--watch writes \(option) again after every change, and standard output would get one image "
                + "after another: give a file")
        }
        return named
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }
}
