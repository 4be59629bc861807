#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A spec file's size from the file system: a file over `SpecLimits.specBytes` is refused before it is
/// read, with its real size (the reader stops one byte past the limit, so the bytes read cannot tell).
enum SpecFileSize {
    /// Throws when `path` is a regular file larger than `limit` bytes; anything else is the reader's to judge.
    static func check(_ path: String, limit: Int) throws(SpecError) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > limit else { return }
        throw SpecError(file: path, message: SpecLimit.specBytes.exceeded("the file is \(info.st_size) bytes", limit: limit, unit: " bytes"))
    }
}
