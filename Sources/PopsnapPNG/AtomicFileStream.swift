#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written in pieces that appears at its path only when committed, whole.
///
/// The pieces go to a temporary file in the target's folder (rename is atomic only within one
/// file system); `commit` flushes it and renames it over the target. Any failure, `discard`, or
/// dropping the stream before `commit` removes the temporary file, so nothing partial is left.
/// This is what lets an APNG stream frame by frame to disk and still be written atomically.
/// ```swift
/// let file = try AtomicFileStream(path: "out.apng")
/// try file.append(header)
/// try file.commit()
/// ```
final class AtomicFileStream {
    /// The file the caller named (not the temporary one).
    let path: String
    private var temporary: String
    /// -1 once committed or discarded.
    private var fd: Int32

    init(path: String) throws(FileError) {
        let folder = FileError.folder(of: path)
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        guard !name.isEmpty, name != ".", name != ".." else { throw FileError(.write, path: path, code: EISDIR) }

        // A leading dot hides the temporary file from listings while it exists.
        var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError(.createTemporary, path: path, code: errno) }
        self.path = path
        self.fd = fd
        temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    deinit { discard() }

    /// True until `commit` or `discard` (or a failure, which discards).
    var isOpen: Bool { fd >= 0 }

    /// Writes `bytes` at the end; a failure discards the file.
    func append(_ bytes: [UInt8]) throws(FileError) {
        guard fd >= 0 else { throw FileError(.write, path: path, code: EBADF) }
        let failure: Int32 = bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
        if failure != 0 {
            discard()
            throw FileError(.write, path: path, code: failure)
        }
    }

    /// Flushes the file and renames it to `path`, replacing any file there whole.
    ///
    /// A new file gets mode 0644; a replaced file keeps its mode. On failure the temporary file
    /// is removed and the target is left as it was.
    func commit() throws(FileError) {
        guard fd >= 0 else { throw FileError(.write, path: path, code: EBADF) }
        // mkstemp creates 0600; a failure here only leaves the file private, not wrong.
        _ = fchmod(fd, Self.mode(replacing: path))
        guard fsync(fd) == 0 else {
            let code = errno
            discard()
            throw FileError(.sync, path: path, code: code)
        }
        // close can report a deferred write error (e.g. on network file systems).
        let closed = close(fd)
        let closeCode = errno
        fd = -1
        guard closed == 0 else {
            unlink(temporary)
            throw FileError(.write, path: path, code: closeCode)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileError(.rename, path: path, code: code)
        }
        // The folder is not fsync'd: the rename's durability after a power cut is not needed
        // for the guarantee that matters here, never a partial file.
    }

    /// Closes and removes the temporary file; nothing happens once committed or discarded.
    func discard() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        unlink(temporary)
    }

    private static func mode(replacing path: String) -> mode_t {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & 0o7777 }
        return 0o644
    }
}

// At file scope, so nothing named write in scope shadows the system call.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
