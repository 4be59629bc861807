#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Every temporary file and folder the process has made and not yet renamed or removed, so an
/// interrupted run can remove them on its way out (`SignalCleanup`): the half-written
/// `.alert.png.XXXXXX` or `.popsnap-frames-…` that would otherwise stay in a snapshot folder for git
/// to find.
///
/// Creation and registration happen under one lock that the cleanup also takes, so a temporary
/// file is never made without the cleanup knowing of it; so do renames into place, so none lands in a
/// folder being removed. The cleanup keeps the lock until the process has ended.
public enum TemporaryFiles {
    /// What is registered: each path, whether it is a folder, and its slot in `CrashCleanup`'s table.
    private struct Registry {
        private(set) var entries: [String: (isFolder: Bool, slot: Int?)] = [:]

        mutating func add(_ path: String, isFolder: Bool) {
            entries[path] = (isFolder, CrashCleanup.track(path, folder: isFolder))
        }

        mutating func remove(_ path: String) {
            if let slot = entries.removeValue(forKey: path)?.slot { CrashCleanup.untrack(slot) }
        }
    }

    private static let paths = Mutex(Registry())

    /// Runs `create` (which makes `path`, returning false on failure) and registers what it made.
    static func create(folder: Bool, _ create: () -> String?) -> String? {
        paths.withLock { paths in
            guard let path = create() else { return nil }
            paths.add(path, isFolder: folder)
            return path
        }
    }

    /// Registers a folder the caller has just created; see `create` for files.
    public static func createFolder(_ path: String) throws(FileError) {
        let made = paths.withLock { paths -> Int32 in
            guard FileNameBytes.withCString(path, { mkdir($0, 0o755) }) == 0 else { return errno }
            paths.add(path, isFolder: true)
            return 0
        }
        if made != 0 { throw FileError(.createTemporary, path: path, code: made) }
    }

    /// Makes and registers a folder of the process's own, `prefix` and six random characters under `TMPDIR`
    /// (`/tmp` when it is unset), readable by this user only (mkdtemp's 0700): a name no one can guess and
    /// take first, and that no one else can read or write into.
    public static func createPrivateFolder(prefix: String) throws(FileError) -> String {
        let base = PathParts.folderSpelling(getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")
        let template = base + "/" + prefix + "XXXXXX"
        var code: Int32 = 0
        let made = create(folder: true) { () -> String? in
            var bytes = FileNameBytes.bytes(template).map { CChar(bitPattern: $0) } + [0]
            guard mkdtemp(&bytes) != nil else { code = errno; return nil }
            return FileNameBytes.decoding(bytes.dropLast().map { UInt8(bitPattern: $0) })
        }
        guard let made else { throw FileError(.createTemporary, path: template, code: code) }
        return made
    }

    /// The path is no longer temporary: renamed into place, or removed by its owner.
    public static func forget(_ path: String) {
        paths.withLock { $0.remove(path) }
    }

    /// Renames each temporary path into place, in order, forgetting each one moved; stops at the first
    /// failure and returns its index and errno. The cleanup never runs in the middle (it waits for the
    /// last rename), and once it has begun no rename starts: a rename into a folder the cleanup is
    /// removing would leave the folder behind, and its failure would end the run as an error.
    public static func rename(_ moves: [(from: String, to: String)]) -> (index: Int, code: Int32)? {
        paths.withLock { paths in
            for (i, move) in moves.enumerated() {
                guard systemRename(move.from, move.to) == 0 else { return (i, errno) }
                paths.remove(move.from)
            }
            return nil
        }
    }

    /// Runs `move`, one rename into place relative to an open folder (returning 0, or errno), under the
    /// lock as `rename` does, and forgets `registered` once it has moved.
    public static func renameIntoPlace(forgetting registered: String?, _ move: () -> Int32) -> Int32 {
        paths.withLock { paths in
            let code = move()
            if code == 0, let registered { paths.remove(registered) }
            return code
        }
    }

    /// Asks `status` under the lock; when it gives one, removes every registered file and folder (a
    /// folder's files first) and ends the process with it, never giving the lock back, so nothing is
    /// created or renamed into place after the removal. When it gives nil, returns.
    static func removeAllAndExit(if status: () -> Int32?) {
        paths.withLock { paths in
            guard let status = status() else { return }
            for (path, entry) in paths.entries {
                if entry.isFolder { removeFolder(path) } else { FileNameBytes.withCString(path) { _ = unlink($0) } }
            }
            _exit(status)
        }
    }

    /// Removes the temporary folder `path` and what is in it, and forgets it: the owner's cleanup after a failure.
    public static func removeFolderAndForget(_ path: String) {
        paths.withLock { paths in
            removeFolder(path)
            paths.remove(path)
        }
    }

    /// Removes the folder whole, the folders in it too (an artifacts folder holds a check's, and an
    /// animation's frames' in that), never through a link: `FileKind.of` does not follow one, and a link is
    /// unlinked as a file.
    private static func removeFolder(_ path: String) {
        for name in FolderListing(path: path)?.names ?? [] {
            let entry = path + "/" + name
            if FileKind.of(entry) == .directory { removeFolder(entry) } else { FileNameBytes.withCString(entry) { _ = unlink($0) } }
        }
        FileNameBytes.withCString(path) { _ = rmdir($0) }
    }
}

// At file scope, so the `rename` above does not shadow the system call.
private func systemRename(_ from: String, _ to: String) -> Int32 {
    FileNameBytes.withCString(from) { from in FileNameBytes.withCString(to) { rename(from, $0) } }
}
