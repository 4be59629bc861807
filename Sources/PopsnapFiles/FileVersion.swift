#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One version of one regular file: its identity (device and inode, so two spellings of one file
/// compare equal) with its size and modification time, so a file rewritten in place, or a new file on
/// an inode freed by a deleted one, is another version. What a cache of decoded files is keyed by.
public struct FileVersion: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let seconds: Int64
    let nanoseconds: Int64

    /// The regular file `path` names, links followed; nil when there is none or it is not a regular file.
    public init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        (seconds, nanoseconds) = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
        #else
        (seconds, nanoseconds) = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
        #endif
    }
}
