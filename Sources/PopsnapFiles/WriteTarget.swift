#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a write to a path lands, by the rule every Popsnap output follows:
///
/// - a new name, or a regular file, is replaced whole (a temporary file renamed over it);
/// - a symbolic link is followed when it stays in the folder that holds it: the file it points to is
///   replaced and the link stays a link (a link to nothing is refused rather than guessed at); one that
///   leaves the folder is refused, so a committed link (`mx/a.png -> ../../notes.txt`) cannot make a file
///   elsewhere an output. The descriptor links `/dev/stdout`, `/dev/fd/N` and `/proc/self/fd/N` are the
///   caller's own open files, and are followed wherever they lead;
/// - with a `kind`, an existing regular file that is not empty and not of that kind is refused
///   (`OutputKind`): the caller's `--force` passes none;
/// - a character device or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written through,
///   never replaced by a regular file;
/// - a folder, a block device or a socket is refused.
enum WriteTarget: Equatable {
    /// Write a temporary file beside this path (links resolved) and rename it over the path.
    case replace(String)
    /// Open this path and write straight into it.
    case stream(String)

    static func resolve(_ path: String, replacing kind: OutputKind? = nil) throws(FileError) -> WriteTarget {
        guard let own = FileKind.of(path) else { return .replace(path) }
        switch own {
        case .regular:
            try check(path, holds: kind, named: path)
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
            if !isDescriptorLink(path), case let .leavesItsFolder(target) = LinkPlacement.of(path) {
                throw FileError(.write, path: path, cause: .linkLeavesFolder(target: target))
            }
            try check(resolved, holds: kind, named: path)
            return .replace(resolved)
        default:
            return try resolve(kind: own, path)
        }
    }

    private static func check(_ file: String, holds kind: OutputKind?, named path: String) throws(FileError) {
        guard let kind, !kind.allowsReplacing(file) else { return }
        throw FileError(.write, path: path, cause: .otherKind(expected: kind.name))
    }

    /// `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`: a name for a descriptor the caller opened, not a file
    /// somebody placed there.
    private static func isDescriptorLink(_ path: String) -> Bool {
        let places = ["/dev/stdout", "/dev/stderr", "/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/"]
        return ([path] + [RealPath.linkTarget(of: path)].compactMap { $0 }).contains { name in
            places.contains { name == $0 || ($0.hasSuffix("/") && name.hasPrefix($0)) }
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
