#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// `-` where a command reads one file: standard input, read to its end once, at most `limit` bytes.
///
/// Standard input can be read only once, so its bytes are kept: a command that reads its spec twice
/// (its variants first, then each variant) gets the same bytes both times.
/// ```swift
/// if path == StandardInput.name { bytes = try StandardInput.bytes(limit: 1 << 20) }
/// ```
public enum StandardInput {
    /// The name that stands for standard input (or output) on a command line.
    public static let name = "-"
    /// How messages name it.
    public static let displayName = "<stdin>"

    private static let read = Mutex<[UInt8]?>(nil)

    /// Standard input's bytes; more than `limit` is refused, before more than `limit + 1` are read.
    public static func bytes(limit: Int) throws(FileError) -> [UInt8] {
        let result = read.withLock { kept -> Result<[UInt8], FileError> in
            if let kept { return .success(kept) }
            do throws(FileError) {
                let bytes = try InputFile.readToEnd(STDIN_FILENO, path: displayName, sizeHint: 0, limit: limit)
                kept = bytes
                return .success(bytes)
            } catch {
                return .failure(error)
            }
        }
        let bytes = try result.get()
        guard bytes.count <= limit else { throw FileError(.read, path: displayName, cause: .tooLarge(size: bytes.count, limit: limit)) }
        return bytes
    }
}
