#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file as the file system knows it (device and inode), so two spellings of one file, through
/// `..`, a symbolic link or a hard link, compare equal.
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The file `path` names, links followed; nil when there is none.
    public init?(_ path: String) {
        var info = stat()
        guard FileNameBytes.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        self.init(info)
    }

    /// The file `info` describes.
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The first of `inputs` that is the file at `output` (through `..`, a link or a hard link): what writing
    /// `output` would destroy. Nil when `output` does not exist yet or is none of them.
    ///
    /// ```swift
    /// if let input = FileIdentity.input(overwrittenBy: "a.png", among: ["spec.json", "./a.png"]) { … }   // "./a.png"
    /// ```
    public static func input(overwrittenBy output: String, among inputs: [String]) -> String? {
        guard let id = FileIdentity(output) else { return nil }
        return inputs.first { FileIdentity($0) == id }
    }
}

/// One version of one regular file: its identity with its size and modification time, so a file
/// rewritten in place, or a new file on an inode freed by a deleted one, is another version. What a
/// cache of decoded files is keyed by.
///
/// A modification time is only as fine as the kernel's clock tick (a few milliseconds), so a file written
/// again within the tick it was read in, at the same size, would look like the version read. Such a
/// version is not `isSettled` and is kept by no cache (git's "racily clean" files, the same problem):
/// `--watch` renders a save made just after the render before it as it is.
public struct FileVersion: Hashable, Sendable {
    let identity: FileIdentity
    /// The file's length in bytes.
    public let size: Int64
    let modified: [Int64]
    /// Whether it was last modified over `settleTime` whole seconds before it was looked at (2 to 3 s).
    public let isSettled: Bool

    /// How long after its modification a version can no longer be written again unnoticed: far longer
    /// than a clock tick, so a clock a little behind another's (a network file system's) is allowed for.
    public static let settleTime: Int64 = 2

    /// The regular file `path` names, links followed; nil when there is none or it is not a regular file.
    public init?(_ path: String) {
        var info = stat()
        guard FileNameBytes.withCString(path, { stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        identity = FileIdentity(info)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = [Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec)]
        #else
        modified = [Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)]
        #endif
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        isSettled = Int64(now.tv_sec) - modified[0] > Self.settleTime
    }

    /// Two looks at one version are one key, however long apart.
    public static func == (a: FileVersion, b: FileVersion) -> Bool {
        a.identity == b.identity && a.size == b.size && a.modified == b.modified
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
        hasher.combine(size)
        hasher.combine(modified)
    }
}
