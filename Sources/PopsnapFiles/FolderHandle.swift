#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder held open, and the folders and files inside it reached from it without following a link
/// (`openat`, `mkdirat`, `unlinkat` with `O_NOFOLLOW`, `AT_SYMLINK_NOFOLLOW`): a link committed or planted
/// inside a tree Popsnap writes and deletes in (its artifacts) is refused, never followed out of it.
///
/// ```swift
/// let root = try FolderHandle(making: ".popsnap-artifacts")     // the folder the user named, links followed
/// let check = try root.subfolder("Snapshots%2Falert", create: true)!
/// try check.removeFile("diff.png")                               // a regular file, or nothing is removed
/// ```
public final class FolderHandle {
    /// How messages name the folder: the root as given, then "/" and each name.
    public let path: String
    /// Open as long as the handle is; `AtomicFileStream(in:name:)` writes relative to it.
    let fd: Int32

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    deinit { close(fd) }

    /// The folder at `path`, made (with its parents) when absent. A link at `path` itself is followed: it
    /// is the folder the caller chose.
    public convenience init(making path: String) throws(FileError) {
        var made = path.hasPrefix("/") ? "/" : ""
        for part in PathParts.components(path) {
            made += (made.isEmpty || made.hasSuffix("/") ? "" : "/") + part
            if FileNameBytes.withCString(made, { mkdir($0, 0o755) }) != 0 && errno != EEXIST { throw FileError(.write, path: made, code: errno) }
        }
        let fd = FileNameBytes.withCString(path.isEmpty ? "." : path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { throw FileError(.write, path: path, code: errno) }
        self.init(path: path, fd: fd)
    }

    /// The folder at `path` when there is one (links followed, as for `init(making:)`); nil when nothing is there.
    public static func existing(_ path: String) throws(FileError) -> FolderHandle? {
        let fd = FileNameBytes.withCString(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw FileError(.write, path: path, code: errno)
        }
        return FolderHandle(path: path, fd: fd)
    }

    /// How messages name `name` in this folder.
    public func path(of name: String) -> String { path + "/" + name }

    /// What `name` is, a link being a link; nil when nothing is there.
    public func kind(of name: String) -> FileKind? {
        var info = stat()
        return FileNameBytes.withCString(name, { fstatat(fd, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 ? FileKind(mode: info.st_mode) : nil
    }

    /// The folder `name` in this one; made when absent and `create`, else nil. A link, or anything that is
    /// not a folder, at `name` is refused.
    public func subfolder(_ name: String, create: Bool) throws(FileError) -> FolderHandle? {
        let full = path(of: name)
        var sub = FileNameBytes.withCString(name) { openat(fd, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        if sub < 0 && errno == ENOENT {
            guard create else { return nil }
            guard FileNameBytes.withCString(name, { mkdirat(fd, $0, 0o755) }) == 0 || errno == EEXIST else { throw FileError(.write, path: full, code: errno) }
            sub = FileNameBytes.withCString(name) { openat(fd, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        }
        guard sub >= 0 else {
            let code = errno
            if kind(of: name) == .symbolicLink { throw FileError(.write, path: full, cause: .linkNotFollowed) }
            throw FileError(.write, path: full, code: code)
        }
        return FolderHandle(path: full, fd: sub)
    }

    /// Removes `name` if it is a regular file; anything else there (a link, a folder, a device) stays.
    public func removeFile(_ name: String) throws(FileError) {
        guard kind(of: name) == .regular else { return }
        if FileNameBytes.withCString(name, { unlinkat(fd, $0, 0) }) != 0 && errno != ENOENT { throw FileError(.write, path: path(of: name), code: errno) }
    }

    /// Removes the folder `name` if it is empty; a folder holding anything stays, without a word.
    public func removeFolderIfEmpty(_ name: String) {
        _ = FileNameBytes.withCString(name) { unlinkat(fd, $0, AT_REMOVEDIR) }
    }

    /// The bytes of the regular file `name` (a link is refused, as by `InputFile`'s other rules); nil
    /// when nothing is there.
    public func read(_ name: String, limit: Int) throws(FileError) -> [UInt8]? {
        guard let kind = kind(of: name) else { return nil }
        guard kind != .symbolicLink else { throw FileError(.read, path: path(of: name), cause: .linkNotFollowed) }
        return try InputFile.bytes(at: path(of: name), limit: limit, opening: name, in: fd, flags: O_NOFOLLOW)
    }
}
