#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file that text is added to at its end, created when missing: a log several writers share,
/// such as GitHub's step summary, which every tool in a step appends to, so what others wrote stays.
///
/// Checked at once, so a path that cannot be written is refused before any work. Only a regular file is
/// appended to: a FIFO, a device, a socket or a folder is refused before it is opened (opening a device
/// can act on it). Each `append` is one write of the whole text; when the write falls short (a full
/// disk), the file is cut back to its length before, so it never ends half-way through a piece.
/// ```swift
/// let summary = try AppendingFile(path: "summary.md")
/// try summary.append(Array("## Snapshots\n".utf8))
/// ```
public final class AppendingFile {
    /// The file as the caller named it.
    public let path: String
    /// How many bytes the file held when it was opened (0 when it is yet to be made).
    public let bytesBefore: Int
    /// -1 until a missing file is made, by the first `append`.
    private var fd: Int32 = -1

    /// Opens `path` to append to; when nothing is there, checks that its folder can be written and makes the
    /// file at the first `append`, so a run stopped before it leaves no empty file. Throws when `path` is not a
    /// regular file or cannot be written.
    public init(path: String) throws(FileError) {
        self.path = path
        if case let .leavesItsFolder(target) = LinkPlacement.of(path) { throw FileError(.write, path: path, cause: .linkLeavesFolder(target: target)) }
        let (kind, code) = FileKind.followed(path)
        if let kind, kind != .regular { throw FileError(.write, path: path, cause: .notAppendable(kind)) }
        guard kind != nil else {
            guard code == ENOENT else { throw FileError(.write, path: path, code: code) }
            // A link to nothing could make a file anywhere it points.
            if FileKind.of(path) == .symbolicLink { throw FileError(.write, path: path, cause: .danglingLink) }
            let folder = FileError.folder(of: path)
            guard FileKind.followed(folder).kind == .directory, FileNameBytes.withCString(folder, { access($0, W_OK) }) == 0 else {
                throw FileError(.write, path: path, code: FileKind.followed(folder).kind == nil ? ENOENT : errno)
            }
            bytesBefore = 0
            return
        }
        fd = try Self.openForAppending(path, flags: 0)
        var info = stat()
        _ = fstat(fd, &info)
        bytesBefore = Int(info.st_size)
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Opens for appending, refusing what is not a regular file once open too: something may have taken the
    /// checked file's place. O_NONBLOCK: opening a FIFO that took its place does not wait for a reader.
    private static func openForAppending(_ path: String, flags: Int32) throws(FileError) -> Int32 {
        let fd = FileNameBytes.withCString(path) { open($0, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC | O_NONBLOCK | flags, 0o666) }
        guard fd >= 0 else { throw FileError(.write, path: path, code: errno) }
        var info = stat()
        guard fstat(fd, &info) == 0, FileKind(mode: info.st_mode) == .regular else {
            close(fd)
            throw FileError(.write, path: path, cause: .notAppendable(FileKind(mode: info.st_mode)))
        }
        return fd
    }

    /// Adds `bytes` at the end of the file, all of them or none.
    public func append(_ bytes: [UInt8]) throws(FileError) {
        // O_NOFOLLOW: the file is made only where it was found missing, not where a link put since points.
        if fd < 0 { fd = try Self.openForAppending(path, flags: O_CREAT | O_NOFOLLOW) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(.write, path: path, code: errno) }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                let code = n < 0 ? errno : ENOSPC
                _ = ftruncate(fd, info.st_size)
                throw FileError(.write, path: path, code: code)
            }
            written += n
        }
    }
}
