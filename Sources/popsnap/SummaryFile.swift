import PopsnapFiles
import PopsnapSnapshot

/// `--summary FILE`: the run's Markdown summary (`MarkdownSummary`), appended to FILE, created if missing.
/// Appended, not replaced, because GitHub's `$GITHUB_STEP_SUMMARY` is a file every tool of a step adds to
/// (its documentation writes to it with `>>`): replacing it would erase what the step wrote before. Opened
/// before the run, so a path that cannot be written is refused with exit status 2 before any spec is rendered.
struct SummaryFile {
    static let option = OptionSpec(names: ["--summary"], valueName: "FILE.md",
                                   help: "Append a Markdown summary to FILE (created if missing): the counts, a table of the failures "
                                       + "(differing pixels, changed region, accept command, image) and what to open. "
                                       + "For GitHub, --summary \"$GITHUB_STEP_SUMMARY\".")

    private let file: AppendingFile

    /// nil when the option was not given.
    init?(_ args: ParsedArguments) throws {
        let option = Self.option.displayName
        guard let path = args.value(option) else { return nil }
        do { file = try AppendingFile(path: path) } catch {
            throw args.usageError("\(option) \(path): \(error)")
        }
    }

    /// Appends the summary, kept within what GitHub takes of a step together with what the file held before.
    func write(_ results: [VerifyResult], report: String?, artifacts: String) throws {
        let room = MarkdownSummary.stepSummaryLimit - file.bytesBefore
        let text = MarkdownSummary.text(results, report: report, artifacts: artifacts, maxBytes: room)
        try file.append(Array(((file.bytesBefore > 0 ? "\n" : "") + text).utf8))
    }
}
