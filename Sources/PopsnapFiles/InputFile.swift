#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way Popsnap reads a file: a regular file only, its size checked before a byte is read.
///
/// A FIFO or a device (`/dev/zero`, `/dev/urandom`) given where a spec, an image or a font belongs
/// would hang the reader or fill memory, so it is refused by its kind; the file is opened without
/// blocking so even opening a FIFO with no writer returns at once. A file that grows while it is
/// read is cut off one byte past the limit and refused.
/// ```swift
/// let bytes = try InputFile.bytes(at: "alert.json", limit: 16 << 20)
/// ```
public enum InputFile {
    /// The whole regular file at `path`, at most `limit` bytes; a larger file, a FIFO, a device or a
    /// folder is refused with a `FileError` naming it, and nothing is read.
    public static func bytes(at path: String, limit: Int) throws(FileError) -> [UInt8] {
        try bytes(at: path, limit: limit, opening: path, in: AT_FDCWD, flags: 0)
    }

    /// `name` opened relative to the folder `folder` with extra `flags` (`O_NOFOLLOW`: `FolderHandle`);
    /// `path` is how messages name it.
    static func bytes(at path: String, limit: Int, opening name: String, in folder: Int32, flags: Int32) throws(FileError) -> [UInt8] {
        let (fd, size) = try openRegularFile(path, limit: limit, opening: name, in: folder, flags: flags)
        defer { close(fd) }
        return try readToEnd(fd, path: path, sizeHint: size, limit: limit)
    }

    /// Reads `fd` to its end, refusing more than `limit` bytes (sized from `sizeHint`, but read to the end:
    /// /proc and network files may say 0 or change, and a pipe says nothing).
    static func readToEnd(_ fd: Int32, path: String, sizeHint size: Int, limit: Int) throws(FileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: min(limit, size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw FileError(.read, path: path, cause: .tooLarge(size: count, limit: limit)) }
                bytes.append(contentsOf: repeatElement(0, count: min(limit - count, max(count, 1 << 16)) + 1))
            }
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(.read, path: path, code: errno)
            }
            if n == 0 { break }
            count += n
        }
        guard count <= limit else { throw FileError(.read, path: path, cause: .tooLarge(size: count, limit: limit)) }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Opens `path` for reading if it is a regular file of at most `limit` bytes: its descriptor, which
    /// the caller closes, and its size as `fstat` gives it.
    static func openRegularFile(_ path: String, limit: Int, opening name: String? = nil, in folder: Int32 = AT_FDCWD,
                                flags: Int32 = 0) throws(FileError) -> (descriptor: Int32, size: Int) {
        let fd = FileNameBytes.withCString(name ?? path) { openat(folder, $0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | flags) }
        guard fd >= 0 else { throw FileError(.read, path: path, code: errno) }
        var opened = false
        defer { if !opened { close(fd) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(.read, path: path, code: errno) }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else { throw FileError(.read, path: path, cause: .notRegularFile(kind)) }
        guard Int(info.st_size) <= limit else { throw FileError(.read, path: path, cause: .tooLarge(size: Int(info.st_size), limit: limit)) }
        opened = true
        return (fd, Int(info.st_size))
    }
}

extension InputFile {
    /// The first `count` bytes of the regular file at `path` (fewer when it is shorter) and its whole size,
    /// read without reading the rest: what a header declares can be checked before the file is loaded.
    ///
    /// ```swift
    /// let (head, size) = try InputFile.head(at: "a.png", count: 24)
    /// ```
    public static func head(at path: String, count: Int) throws(FileError) -> (bytes: [UInt8], size: Int) {
        let (fd, size) = try openRegularFile(path, limit: Int.max)
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + got, count - got) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(.read, path: path, code: errno)
            }
            if n == 0 { break }
            got += n
        }
        return (Array(bytes[..<got]), size)
    }
}
