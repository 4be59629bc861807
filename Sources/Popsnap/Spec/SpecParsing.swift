#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        do {
            return SpecReader(file: file, node: try parser.parse(bytes))
        } catch {
            throw SpecError(file: file, path: error.path, line: error.line, column: error.column,
                            message: error.message + Self.howToRaise(error.kind))
        }
    }

    /// The parser's own limits are the spec's `jsonDepth` and `specBytes`; its messages name the figures
    /// and this adds how to raise them, which the general-purpose parser cannot know.
    private static func howToRaise(_ kind: JSONError.Kind) -> String {
        switch kind {
        case .tooDeep: return "; " + SpecLimit.jsonDepth.howToRaise
        case .tooLarge: return "; " + SpecLimit.specBytes.howToRaise
        default: return ""
        }
    }

    /// Reads and parses the file at `path`. A file over the parser's limit is refused by its size
    /// before it is read; at most one byte past the limit is read from anything else.
    ///
    /// ```swift
    /// try SpecParsing.read(contentsOf: "alert.json") // alert.json: cannot read the file: No such file or directory
    /// ```
    public static func read(contentsOf path: String, parser: JSONParser = JSONParser()) throws(SpecError) -> SpecReader {
        try SpecFileSize.check(path, limit: parser.maxBytes)
        let limit = parser.maxBytes < .max ? parser.maxBytes + 1 : .max
        return try parse(try fileBytes(at: path, limit: limit), file: path, parser: parser)
    }
}

/// The file's bytes, at most `limit` of them; outside `SpecParsing` so `read` is the system call.
private func fileBytes(at path: String, limit: Int) throws(SpecError) -> [UInt8] {
    func failure(_ code: Int32) -> SpecError {
        SpecError(file: path, message: "cannot read the file: " + String(cString: strerror(code)))
    }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw failure(errno) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < limit {
        let wanted = min(chunk.count, limit - bytes.count)
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, wanted) }
        if n < 0 {
            if errno == EINTR { continue }
            throw failure(errno)
        }
        if n == 0 { break }
        bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
}
