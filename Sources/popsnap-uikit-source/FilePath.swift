#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool's few file operations on the C library, so it links no Foundation.
enum FilePath {
    /// `path` made absolute against the working directory: the `#sourceLocation` the copy carries must name
    /// the user's file wherever the compiler runs.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        return String(cString: cwd) + "/" + path
    }

    /// Whether `a` and `b` name one file: the same path, or (through links) the same inode.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes += buffer[0..<count]
            if count < buffer.count { break }
        }
        guard ferror(file) == 0 else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `text` to a temporary file beside `path`, then renames it over `path`, so a build never
    /// compiles half a copy. Returns the problem, or nil.
    static func writeAtomically(_ text: String, to path: String) -> String? {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let problem = written == bytes.count ? nil : String(cString: strerror(errno))
        if close(descriptor) != 0 || problem != nil || rename(temporary, path) != 0 {
            let reason = problem ?? String(cString: strerror(errno))
            unlink(temporary)
            return reason
        }
        return nil
    }
}
