#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a write to a path lands, by the rule every Popsnap output follows:
///
/// - a new name, or a regular file, is replaced whole (a temporary file renamed over it);
/// - a symbolic link is followed: the file it points to is replaced and the link stays a link
///   (a link to nothing is refused rather than guessed at);
/// - a character device or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written through,
///   never replaced by a regular file;
/// - a folder, a block device or a socket is refused.
enum WriteTarget: Equatable {
    /// Write a temporary file beside this path (links resolved) and rename it over the path.
    case replace(String)
    /// Open this path and write straight into it.
    case stream(String)

    static func resolve(_ path: String) throws(FileError) -> WriteTarget {
        guard let kind = FileKind.of(path) else { return .replace(path) }
        switch kind {
        case .regular:
            return .replace(path)
        case .symbolicLink:
            var info = stat()
            guard FileNameBytes.withCString(path, { stat($0, &info) }) == 0 else {
                if errno == ENOENT { throw FileError(.write, path: path, cause: .danglingLink) }
                throw FileError(.write, path: path, code: errno)
            }
            let target = FileKind(mode: info.st_mode)
            guard target == .regular else { return try resolve(kind: target, path) }
            guard let resolved = RealPath.of(path) else { throw FileError(.write, path: path, code: errno) }
            return .replace(resolved)
        default:
            return try resolve(kind: kind, path)
        }
    }

    private static func resolve(kind: FileKind, _ path: String) throws(FileError) -> WriteTarget {
        switch kind {
        case .characterDevice, .fifo: return .stream(path)
        case .directory: throw FileError(.write, path: path, code: EISDIR)
        default: throw FileError(.write, path: path, cause: .unwritableKind(kind))
        }
    }
}
