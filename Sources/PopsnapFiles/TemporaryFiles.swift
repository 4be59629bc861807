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
/// file is never made without the cleanup knowing of it.
public enum TemporaryFiles {
    private static let paths = Mutex<[String: Bool]>([:])  // path → is a folder

    /// Runs `create` (which makes `path`, returning false on failure) and registers what it made.
    static func create(folder: Bool, _ create: () -> String?) -> String? {
        paths.withLock { paths in
            guard let path = create() else { return nil }
            paths[path] = folder
            return path
        }
    }

    /// Registers a folder the caller has just created; see `create` for files.
    public static func createFolder(_ path: String) throws(FileError) {
        let made = paths.withLock { paths -> Int32 in
            guard mkdir(path, 0o755) == 0 else { return errno }
            paths[path] = true
            return 0
        }
        if made != 0 { throw FileError(.createTemporary, path: path, code: made) }
    }

    /// The path is no longer temporary: renamed into place, or removed by its owner.
    public static func forget(_ path: String) {
        _ = paths.withLock { $0.removeValue(forKey: path) }
    }

    /// Removes every registered file and folder (a folder's files first); called on the way out.
    static func removeAll() {
        paths.withLock { paths in
            for (path, isFolder) in paths {
                if isFolder { removeFolder(path) } else { unlink(path) }
            }
            paths.removeAll()
        }
    }

    /// A temporary folder holds only files Popsnap wrote into it, so one level is enough.
    private static func removeFolder(_ path: String) {
        if let dir = opendir(path) {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if name != "." && name != ".." { unlink(path + "/" + name) }
            }
            closedir(dir)
        }
        rmdir(path)
    }
}
