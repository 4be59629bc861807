import PopsnapFiles
import PopsnapJSON

/// The way into a spec: bytes or a file to a `SpecReader` on its root, with JSON syntax
/// errors already turned into `SpecError`s naming the file.
///
/// ```swift
/// let root = try SpecParsing.read(contentsOf: "Snapshots/alert.json")
/// let fromStdin = try SpecParsing.parse(bytes, file: "<stdin>")
/// ```
public enum SpecParsing {
    /// Parses `bytes` as JSON; `file` is only used in messages.
    public static func parse(_ bytes: [UInt8], file: String, parser: JSONParser = JSONParser()) throws(SpecError) -> SpecReader {
        // An image given where a spec goes (`render alert.png`) is named for what it is, not as JSON's first bad byte.
        if let format = OutputKind.imageFormat(of: Array(bytes.prefix(16))) {
            throw SpecError(file: file, message: "this is a \(format) image, not a spec; a spec is a JSON file with a top-level \"popup\" key")
        }
        do {
            return SpecReader(file: file, node: try parser.parse(bytes))
        } catch {
            throw SpecError(file: file, path: error.path, line: error.line, column: error.column,
                            message: error.message, remedy: Self.remedy(error.kind))
        }
    }

    /// The parser's own limits are the spec's `jsonDepth` and `specBytes`; its messages name the figures
    /// and this adds raising them, which the general-purpose parser cannot know.
    private static func remedy(_ kind: JSONError.Kind) -> Remedy? {
        switch kind {
        case .tooDeep: return SpecLimit.jsonDepth.remedy
        case .tooLarge: return SpecLimit.specBytes.remedy
        default: return nil
        }
    }

    /// Reads and parses the file at `path`. A file over the parser's limit, or one that is not a
    /// regular file (a FIFO, a device), is refused before anything is read.
    ///
    /// ```swift
    /// try SpecParsing.read(contentsOf: "alert.json") // alert.json: cannot read the file: No such file or directory
    /// ```
    /// `-` is standard input, named `<stdin>` in messages.
    public static func read(contentsOf path: String, parser: JSONParser = JSONParser()) throws(SpecError) -> SpecReader {
        let file = path == StandardInput.name ? StandardInput.displayName : path
        return try parse(try fileBytes(at: path, file: file, limit: parser.maxBytes), file: file, parser: parser)
    }
}

/// The file's bytes; only a regular file (or standard input) within the parser's limit is read (`InputFile`).
private func fileBytes(at path: String, file: String, limit: Int) throws(SpecError) -> [UInt8] {
    do {
        return path == StandardInput.name ? try StandardInput.bytes(limit: limit) : try InputFile.bytes(at: path, limit: limit)
    } catch {
        if case let .tooLarge(size, limit) = error.cause {
            // Standard input is read one byte past the limit, so its whole length is not known.
            let what = path == StandardInput.name ? "standard input holds at least \(size) bytes" : "the file is \(size) bytes"
            throw SpecError(file: file, exceeded: SpecLimit.specBytes.exceeded(what, limit: limit, unit: " bytes"))
        }
        throw SpecError(file: file, message: "cannot read the file: " + error.reason)
    }
}
