#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read or written, with the reason: the system's, or a rule of Popsnap's
/// (only regular files are read, within a size; some kinds of file are never written to).
///
/// ```swift
/// do { try AtomicFile.write(bytes, to: "/missing/out.png") }
/// catch { print(error) } // could not create a temporary file in /missing: No such file or directory ...
/// ```
public struct FileError: RemediableError, Equatable, Sendable {
    /// The step that failed.
    public enum Operation: Sendable, Equatable {
        /// Reading a file; creating the temporary file a write goes to; writing it; flushing it to disk;
        /// renaming it over the destination; watching a file's folder for changes (`FileWatcher`).
        case read, createTemporary, write, sync, rename, watch
    }

    /// Why it failed.
    public enum Cause: Sendable, Equatable {
        /// A system call failed with this `errno`.
        case system(Int32)
        /// Only regular files are read: a FIFO or a device could block for ever or never end.
        case notRegularFile(FileKind)
        /// The file is larger than the reader's limit; nothing was read.
        case tooLarge(size: Int, limit: Int)
        /// Writing there would replace or damage something that is not a file of the user's work.
        case unwritableKind(FileKind)
        /// Text is appended only to a regular file (`AppendingFile`): a log is a file, not a FIFO or a device.
        case notAppendable(FileKind)
        /// The path is a symbolic link whose target does not exist.
        case danglingLink
        /// The path is a symbolic link where Popsnap follows none: inside a folder it writes and deletes in.
        case linkNotFollowed
        /// The path names a folder by its spelling (`out/`, `.`, `..`), where a file is written.
        case folderName
        /// The path is a symbolic link to `target`, outside the folder that holds the link: Popsnap writes
        /// through no link that leaves the folder it was given.
        case linkLeavesFolder(target: String)
        /// A file is there that is not empty and not `expected` ("a PNG, GIF or WebP image"), the kind of
        /// file the write makes: it may be the user's, so it is left unless the caller says to replace it.
        case otherKind(expected: String)
        /// The output would be larger than `limit` bytes, the most Popsnap reads back (`AtomicFileStream.maxBytes`):
        /// nothing was written.
        case outputTooLarge(limit: Int)
    }

    /// The step that failed.
    public let operation: Operation
    /// The file the caller named (not the temporary one).
    public let path: String
    /// Why it failed: the system's `errno`, or the rule of Popsnap's that refused the file.
    public let cause: Cause

    /// A failure of `operation` on `path` (the file the caller named), for `cause`.
    public init(_ operation: Operation, path: String, cause: Cause) {
        self.operation = operation
        self.path = path
        self.cause = cause
    }

    /// A system call's failure of `operation` on `path`, with its `errno`:
    /// `FileError(.read, path: "a.png", code: ENOENT)`.
    public init(_ operation: Operation, path: String, code: Int32) {
        self.init(operation, path: path, cause: .system(code))
    }

    /// The `errno` value, 0 when the failure was not a system call's.
    public var code: Int32 {
        if case let .system(code) = cause { return code }
        return 0
    }

    /// The reason in words.
    public var reason: String {
        switch cause {
        case let .system(code): return code == 0 ? "unknown error" : String(cString: strerror(code))
        case let .notRegularFile(kind): return "it is \(kind); only regular files are read"
        case let .tooLarge(size, limit): return "it is \(size) bytes, more than the limit of \(limit) bytes"
        case let .unwritableKind(kind):
            return "it is \(kind); Popsnap writes to regular files (replaced whole), character devices and FIFOs (written through)"
        case let .notAppendable(kind): return "it is \(kind); Popsnap appends only to a regular file"
        case .danglingLink: return "it is a symbolic link to a file that does not exist"
        case .linkNotFollowed: return "it is a symbolic link, and Popsnap follows no link inside a folder it writes and deletes in, where one could lead anywhere: remove the link"
        case .folderName:
            return "the name ends in \"/\" (or is \".\" or \"..\"), so it names a folder, and a file is written here: add the file's name"
        case let .linkLeavesFolder(target):
            return "it is a symbolic link to \(target), outside \(Self.folder(of: path)); Popsnap writes through no link that leaves "
                + "the folder it was given: remove the link, or name the file it points to"
        case let .otherKind(expected):
            return "a file is there that is not \(expected), so it may be a file of yours; it is left as it is: move it"
        case let .outputTooLarge(limit):
            return "it would be more than \(limit) bytes (\(limit >> 20) MiB), the largest image file Popsnap reads, so nothing was "
                + "written: make fewer frames (a shorter duration or a lower fps), or a smaller canvas or scale"
        }
    }

    /// A file of another kind left as it is can be replaced (`Remedy.replaceOtherKind`).
    public var remedy: Remedy? {
        if case .otherKind = cause { return .replaceOtherKind }
        return nil
    }

    /// The problem with its remedy in a Swift caller's words.
    public var description: String { description(remedy: \.inSwift) }

    /// What could not be done to which file, and why, without the remedy.
    public var problem: String {
        let what: String
        switch operation {
        case .read: what = "could not read \(path)"
        case .createTemporary: what = "could not create a temporary file in \(Self.folder(of: path)) to write \(path)"
        case .write: what = "could not write \(path)"
        case .sync: what = "could not flush \(path) to disk"
        case .rename: what = "could not replace \(path)"
        case .watch: what = "could not watch \(path)"
        }
        return what + ": " + reason + hint
    }

    private var hint: String {
        switch code {
        // inotify's limits, which its errno values do not name.
        case ENOSPC where operation == .watch: return " (the system's limit of watched folders, fs.inotify.max_user_watches, is reached)"
        case EMFILE where operation == .watch: return " (the system's limit of watchers, fs.inotify.max_user_instances, is reached)"
        case ENOENT where operation == .watch: return " (was the folder removed or renamed?)"
        case ENOENT where operation == .createTemporary: return " (does the folder exist?)"
        case EACCES, EPERM: return " (check the permissions)"
        case ENOSPC: return " (the disk is full)"
        case EISDIR: return " (the path is a folder)"
        case ENXIO where operation == .write: return " (no process is reading the FIFO)"
        default: return ""
        }
    }


    /// The folder a path's file lives in: "." for a bare name.
    public static func folder(of path: String) -> String { PathParts.folder(of: path) }
}
