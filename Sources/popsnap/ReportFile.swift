import PopsnapFiles

/// A report file (`--junit`, `--report`) opened before the run, so a path that cannot be written (no such
/// folder, a folder, no permission) is refused at once, with exit status 2, rather than after every spec
/// has been rendered. Written whole at the end, as every output is (`AtomicFileStream`).
struct ReportFile {
    private let option: String
    private let file: AtomicFileStream

    /// nil when the option was not given.
    init?(_ args: ParsedArguments, _ option: String) throws {
        guard let path = args.value(option) else { return nil }
        do { file = try AtomicFileStream(path: path) } catch {
            throw args.usageError("\(option) \(path): \(error)")
        }
        self.option = option
    }

    func write(_ text: String) throws {
        try file.append(Array(text.utf8))
        try file.commit()
    }
}
