#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that no failure ever leaves a partial one behind.
///
/// The bytes go to a temporary file in the target's folder, are flushed to disk, and the
/// temporary file is then renamed over the target: a reader sees the old file or the new one,
/// whole. On any failure the temporary file is removed and the target is left as it was.
/// ```swift
/// try AtomicFile.write(Array("{}".utf8), to: "report/summary.json")
/// ```
public enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`.
    ///
    /// A new file gets mode 0644; a replaced file keeps its mode. The temporary file lives in the
    /// same folder because rename is atomic only within one file system.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let folder = FileError.folder(of: path)
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        guard !name.isEmpty, name != ".", name != ".." else { throw FileError(.write, path: path, code: EISDIR) }

        // A leading dot hides the temporary file from listings while it exists.
        var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError(.createTemporary, path: path, code: errno) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }

        do throws(FileError) {
            try writeAll(bytes, to: fd, path: path)
            // mkstemp creates 0600; a failure here only leaves the file private, not wrong.
            _ = fchmod(fd, mode(replacing: path))
            guard fsync(fd) == 0 else { throw FileError(.sync, path: path, code: errno) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        // close can report a deferred write error (e.g. on network file systems).
        guard close(fd) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileError(.write, path: path, code: code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileError(.rename, path: path, code: code)
        }
        // The folder is not fsync'd: the rename's durability after a power cut is not needed
        // for the guarantee that matters here, never a partial file.
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileError) {
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
        if failure != 0 { throw FileError(.write, path: path, code: failure) }
    }

    private static func mode(replacing path: String) -> mode_t {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & 0o7777 }
        return 0o644
    }
}

// At file scope, so AtomicFile.write does not shadow the system call.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
