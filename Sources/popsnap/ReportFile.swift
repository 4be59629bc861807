import PopsnapExport
import PopsnapFiles

/// A report file (`--junit`, `--report`) opened before the run, so a path that cannot be written (no such
/// folder, a folder, no permission) is refused at once, with exit status 2, rather than after every spec
/// has been rendered. Written at the end, a piece at a time, and appears whole, as every output does
/// (`AtomicFileStream`).
struct ReportFile {
    private let option: String
    private let file: AtomicFileStream

    /// nil when the option was not given. `kind`: what a file already at the path must be to be replaced
    /// without `--force` (an HTML page for `--report`, XML for `--junit`).
    init?(_ args: ParsedArguments, _ option: String, kind: OutputKind) throws {
        guard let path = args.value(option) else { return nil }
        do { file = try AtomicFileStream(path: path, replacing: OutputFile.kind(kind, args)) } catch {
            throw args.usageError("\(option) \(path): " + RemedyWording.describe(error, command: args.spec))
        }
        self.option = option
    }

    /// The folder the report is written in, which its links start from: where a link at its path leads.
    var folder: String { FileError.folder(of: RealPath.of(file.path) ?? file.path) }

    func write(_ text: String) throws {
        try write { try $0(text) }
    }

    /// The pieces `body` hands its writer, in order, then the file committed.
    func write(_ body: ((String) throws -> Void) throws -> Void) throws {
        try body { try file.append(Array($0.utf8)) }
        try file.commit()
    }
}
