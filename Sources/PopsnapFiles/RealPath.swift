#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a path really is: every symbolic link, `.` and `..` on it resolved, as the system resolves it
/// when the file is opened.
///
/// ```swift
/// RealPath.of("out/r.html")   // "/work/build/reports/r.html" when out -> build/reports
/// RealPath.of("missing")      // nil
/// ```
public enum RealPath {
    /// The absolute path `path` leads to; nil when some part of it does not exist (or loops), `errno` saying why.
    public static func of(_ path: String) -> String? {
        guard let real = FileNameBytes.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(real) }
        return FileNameBytes.decoding(cString: real)
    }

    /// What the symbolic link at `path` holds, as written (relative to the link's folder unless absolute);
    /// nil when it is not a link or cannot be read.
    public static func linkTarget(of path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = FileNameBytes.withCString(path) { name in buffer.withUnsafeMutableBytes { readlink(name, $0.baseAddress!, $0.count - 1) } }
        return n < 0 ? nil : FileNameBytes.decoding(buffer.prefix(n))
    }

    /// The current folder, absolute; nil when it cannot be told (removed since, say).
    public static var currentFolder: String? {
        guard let folder = getcwd(nil, 0) else { return nil }
        defer { free(folder) }
        return FileNameBytes.decoding(cString: folder)
    }
}

/// Whether a symbolic link at a path stays in the folder it is in: Popsnap writes through a link only when
/// it does, so a committed link (`snaps/a.png -> ../../precious.txt`) cannot turn a file elsewhere into its
/// output.
///
/// ```swift
/// if case let .leavesItsFolder(target) = LinkPlacement.of("Snapshots/a.png") { print("refused: \(target)") }
/// ```
public enum LinkPlacement: Equatable, Sendable {
    /// Not a link, or nothing there.
    case notALink
    /// A link to a path inside its own folder (or below it).
    case staysInItsFolder
    /// A link leading out of its folder, to `target`.
    case leavesItsFolder(target: String)
    /// A link that cannot be followed (dangling, a loop), with the system's errno.
    case broken(code: Int32)

    /// Where the link at `path` leads, judged against the folder that holds it; `.notALink` for
    /// anything else.
    public static func of(_ path: String) -> LinkPlacement {
        guard FileKind.of(path) == .symbolicLink else { return .notALink }
        guard let inside = RealPath.of(FileError.folder(of: path)), let target = RealPath.of(path) else { return .broken(code: errno) }
        return FolderContainment.contains(inside, target) ? .staysInItsFolder : .leavesItsFolder(target: target)
    }
}
