#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, as `stat` tells it, in words a message can use ("X is a FIFO").
public enum FileKind: Equatable, Sendable, CustomStringConvertible {
    /// The kinds `stat`'s `S_IFMT` bits name; `unknown` for any other.
    case regular, directory, symbolicLink, characterDevice, blockDevice, fifo, socket, unknown

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        default: self = .unknown
        }
    }

    /// The kind of `path` itself (a link is a link), or nil when nothing is there.
    public static func of(_ path: String) -> FileKind? {
        var info = stat()
        return FileNameBytes.withCString(path, { lstat($0, &info) }) == 0 ? FileKind(mode: info.st_mode) : nil
    }

    /// The kind of what `path` leads to, links followed: nil and the `errno` when that fails (ENOENT for
    /// nothing there or a link to nothing, ELOOP for a loop of links).
    public static func followed(_ path: String) -> (kind: FileKind?, code: Int32) {
        var info = stat()
        return FileNameBytes.withCString(path, { stat($0, &info) }) == 0 ? (FileKind(mode: info.st_mode), 0) : (nil, errno)
    }

    public var description: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a folder"
        case .symbolicLink: return "a symbolic link"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .fifo: return "a FIFO (named pipe)"
        case .socket: return "a socket"
        case .unknown: return "a special file"
        }
    }
}
