#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written in pieces that appears at its path only when committed, whole.
///
/// The pieces go to a temporary file in the target's folder (rename is atomic only within one
/// file system); `commit` flushes it and renames it over the target. Any failure, `discard`, or
/// dropping the stream before `commit` removes the temporary file, so nothing partial is left, and
/// an interrupted process removes it too (`TemporaryFiles`). This is what lets an APNG stream frame
/// by frame to disk and still be written atomically.
///
/// Where the path leads is decided by `WriteTarget`: links are followed, a character device or a
/// FIFO is written through (there is nothing to rename over), and folders, block devices and
/// sockets are refused.
/// ```swift
/// let file = try AtomicFileStream(path: "out.apng")
/// try file.append(header)
/// try file.commit()
/// ```
public final class AtomicFileStream {
    /// The file the caller named (not the temporary one).
    public let path: String
    /// The file renamed over at commit (links resolved); nil when writing through to a stream.
    private let destination: String?
    private var temporary: String?
    /// The temporary file as `TemporaryFiles` knows it: `temporary`, or its path when that is relative to `folder`.
    private var registered: String?
    /// The folder `destination` and `temporary` are relative to (`init(in:name:)`); nil for paths.
    private let folder: FolderHandle?
    /// -1 once committed or discarded.
    private var fd: Int32

    private var folderFD: Int32 { folder?.fd ?? AT_FDCWD }

    /// Opens a temporary file beside `path` (or `path` itself for a FIFO or a character device) to
    /// append to; nothing at `path` changes until `commit()`. Throws when `path` is a folder, a block
    /// device or a socket, a link out of its folder, a file that is not empty and not of `kind` (when given),
    /// or the temporary file cannot be created.
    public init(path: String, replacing kind: OutputKind? = nil) throws(FileError) {
        self.path = path
        folder = nil
        let name = PathParts.name(of: path)
        // `-o newdir/` for a folder yet to be made is not "a directory", as EISDIR would say: it names one.
        guard !name.isEmpty, name != ".", name != ".." else { throw FileError(.write, path: path, cause: .folderName) }
        switch try WriteTarget.resolve(path, replacing: kind) {
        case let .stream(target):
            // Without O_NONBLOCK, opening a FIFO nobody reads would wait for ever; with it, ENXIO.
            let fd = FileNameBytes.withCString(target) { open($0, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
            guard fd >= 0 else { throw FileError(.write, path: path, code: errno) }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            self.fd = fd
            destination = nil
        case let .replace(target):
            // A leading dot hides the temporary file from listings while it exists.
            var fd: Int32 = -1, code: Int32 = 0
            let folder = FileError.folder(of: target)
            let targetName = PathParts.name(of: target)
            let temporary = TemporaryFiles.create(folder: false) {
                var template = FileNameBytes.bytes("\(folder)/.\(targetName).XXXXXX").map { CChar(bitPattern: $0) } + [0]
                fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
                code = errno
                return fd >= 0 ? template.withUnsafeBufferPointer { FileNameBytes.decoding(cString: $0.baseAddress!) } : nil
            }
            guard let temporary else { throw FileError(.createTemporary, path: path, code: code) }
            self.fd = fd
            self.temporary = temporary
            registered = temporary
            destination = target
        }
    }

    /// The file `name` in `folder`, created and renamed relative to the folder's descriptor, so the file
    /// lands in that folder even if its path is swapped for a link meanwhile. Only a new name or a regular
    /// file is replaced: a link, a device or a FIFO there is refused, never followed or written through.
    public init(in folder: FolderHandle, name: String) throws(FileError) {
        path = folder.path(of: name)
        self.folder = folder
        guard !name.isEmpty, !name.unicodeScalars.contains("/"), name != ".", name != ".." else { throw FileError(.write, path: path, code: EINVAL) }
        if let kind = folder.kind(of: name), kind != .regular {
            throw FileError(.write, path: path, cause: kind == .symbolicLink ? .linkNotFollowed : .unwritableKind(kind))
        }
        var fd: Int32 = -1, code: Int32 = 0, created: String?
        let registered = TemporaryFiles.create(folder: false) {
            // mkstemp has no form relative to a folder: the same exclusive create, named at random.
            for _ in 0..<100 {
                let candidate = ".\(name).\(String(UInt64.random(in: 0...UInt64(Int64.max)), radix: 36))"
                fd = FileNameBytes.withCString(candidate) { openat(folder.fd, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }
                code = errno
                if fd >= 0 { created = candidate; return folder.path(of: candidate) }
                if code != EEXIST { return nil }
            }
            return nil
        }
        guard let registered, let created else { throw FileError(.createTemporary, path: path, code: code) }
        self.fd = fd
        temporary = created
        self.registered = registered
        destination = name
    }

    deinit { discard() }

    /// True until `commit` or `discard` (or a failure, which discards).
    public var isOpen: Bool { fd >= 0 }

    /// Bytes appended so far: the file's size once committed (`popsnap animate --json` reports it).
    public private(set) var bytesWritten = 0

    /// The most bytes the file may have, so that what Popsnap writes, Popsnap can read back; nil: no bound.
    /// An append past it discards the file (`FileError.Cause.outputTooLarge`), so nothing partial is left.
    public var maxBytes: Int?

    /// Writes `bytes` at the end; a failure discards the file.
    public func append(_ bytes: [UInt8]) throws(FileError) {
        guard fd >= 0 else { throw FileError(.write, path: path, code: EBADF) }
        if let maxBytes, bytes.count > maxBytes - bytesWritten {
            discard()
            throw FileError(.write, path: path, cause: .outputTooLarge(limit: maxBytes))
        }
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
        bytesWritten += bytes.count
    }

    /// Whether `overwrite` can rewrite what was appended: false for a FIFO or a device written through.
    public var isRewritable: Bool { destination != nil }

    /// Writes `bytes` over what was appended at `offset` (a header whose sizes are known only at the end,
    /// say); the file does not grow. A file written through to a FIFO or a device cannot be rewritten:
    /// that fails, as does any failure to write, and discards the file.
    public func overwrite(_ bytes: [UInt8], at offset: Int) throws(FileError) {
        guard fd >= 0 else { throw FileError(.write, path: path, code: EBADF) }
        guard offset >= 0, bytes.count <= bytesWritten - offset else {
            discard()
            throw FileError(.write, path: path, code: EINVAL)
        }
        let failure: Int32 = bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = pwrite(fd, raw.baseAddress! + done, raw.count - done, off_t(offset + done))
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                done += n
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
    public func commit() throws(FileError) {
        guard fd >= 0 else { throw FileError(.write, path: path, code: EBADF) }
        guard let temporary, let destination else {
            // Written through: a device or FIFO has nothing to flush to disk or rename.
            let closed = close(fd)
            let code = errno
            fd = -1
            if closed != 0 { throw FileError(.write, path: path, code: code) }
            return
        }
        // mkstemp creates 0600; a failure here only leaves the file private, not wrong.
        _ = fchmod(fd, mode(replacing: destination))
        guard fsync(fd) == 0 else {
            let code = errno
            discard()
            throw FileError(.sync, path: path, code: code)
        }
        // close can report a deferred write error (e.g. on network file systems).
        let closed = close(fd)
        let closeCode = errno
        fd = -1
        defer { registered.map(TemporaryFiles.forget) }
        guard closed == 0 else {
            FileNameBytes.withCString(temporary) { _ = unlinkat(folderFD, $0, 0) }
            throw FileError(.write, path: path, code: closeCode)
        }
        // Under the cleanup's lock: a signal's cleanup never runs while the file lands, nor lets it land after.
        let code = TemporaryFiles.renameIntoPlace(forgetting: registered) {
            FileNameBytes.withCString(temporary) { from in FileNameBytes.withCString(destination) { renameat(folderFD, from, folderFD, $0) } } == 0 ? 0 : errno
        }
        guard code == 0 else {
            FileNameBytes.withCString(temporary) { _ = unlinkat(folderFD, $0, 0) }
            throw FileError(.rename, path: path, code: code)
        }
        // The folder is not fsync'd: the rename's durability after a power cut is not needed
        // for the guarantee that matters here, never a partial file.
    }

    /// Closes and removes the temporary file; nothing happens once committed or discarded.
    /// Bytes already written through to a device or FIFO cannot be taken back.
    public func discard() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        if let temporary {
            FileNameBytes.withCString(temporary) { _ = unlinkat(folderFD, $0, 0) }
            registered.map(TemporaryFiles.forget)
        }
    }

    private func mode(replacing path: String) -> mode_t {
        var info = stat()
        if FileNameBytes.withCString(path, { fstatat(folderFD, $0, &info, 0) }) == 0 { return info.st_mode & 0o7777 }
        return 0o644
    }
}

// At file scope, so nothing named write in scope shadows the system call.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
