#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read or written, with the system's reason.
///
/// ```swift
/// do { try AtomicFile.write(bytes, to: "/missing/out.png") }
/// catch { print(error) } // could not create a temporary file in /missing: No such file or directory ...
/// ```
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The step that failed.
    public enum Operation: Sendable, Equatable {
        case read, createTemporary, write, sync, rename
    }

    public let operation: Operation
    /// The file the caller named (not the temporary one).
    public let path: String
    /// The `errno` value, 0 when the failure was not a system call's.
    public let code: Int32

    public init(_ operation: Operation, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The system's text for `code`.
    public var reason: String {
        code == 0 ? "unknown error" : String(cString: strerror(code))
    }

    public var description: String {
        let what: String
        switch operation {
        case .read: what = "could not read \(path)"
        case .createTemporary: what = "could not create a temporary file in \(Self.folder(of: path)) to write \(path)"
        case .write: what = "could not write \(path)"
        case .sync: what = "could not flush \(path) to disk"
        case .rename: what = "could not replace \(path)"
        }
        return what + ": " + reason + hint
    }

    private var hint: String {
        switch code {
        case ENOENT where operation == .createTemporary: return " (does the folder exist?)"
        case EACCES, EPERM: return " (check the permissions)"
        case ENOSPC: return " (the disk is full)"
        case EISDIR: return " (the path is a folder)"
        default: return ""
        }
    }

    /// The folder a path's file lives in: "." for a bare name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
