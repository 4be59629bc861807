#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a path lies inside some folders once every symbolic link on the way is resolved, as the
/// system will resolve it when the file is opened: the check that keeps a spec from reading outside
/// the tree it was given (`Snapshots/x.png -> /etc/…`, `"../../x.png"`, an absolute path).
///
/// The answer never depends on whether a file outside exists: a missing file is judged by the
/// deepest folder on its path that exists, and a link that leads nowhere (or in a loop) is outside,
/// so no message can tell a probe which files are there.
/// ```swift
/// FolderContainment.isInside("Snapshots/icon.png", folders: ["Snapshots"])   // true
/// FolderContainment.isInside("/etc/passwd", folders: ["Snapshots"])          // false
/// ```
public enum FolderContainment {
    /// Whether `path`, links resolved, is one of `folders` or inside one of them (also resolved).
    public static func isInside(_ path: String, folders: [String]) -> Bool {
        let roots = folders.compactMap(RealPath.of)
        guard !path.isEmpty, !roots.isEmpty else { return false }
        if let real = RealPath.of(path) { return roots.contains { contains($0, real) } }
        // Missing: judged by the deepest existing folder on the way, as opening it would fail there.
        var components = PathParts.components(path, omittingEmpty: false)
        while components.count > 1 {
            let missing = components.removeLast()
            let parent = components.joined(separator: "/")
            guard let real = RealPath.of(parent.isEmpty ? "/" : parent) else { continue }
            guard roots.contains(where: { contains($0, real) }) else { return false }
            // Something there that does not resolve is a link to nowhere or a loop: outside, whatever it names.
            var status = stat()
            return FileNameBytes.withCString((parent.isEmpty ? "" : parent) + "/" + missing) { lstat($0, &status) } != 0
        }
        // A relative name alone, missing: judged by the current folder.
        return RealPath.of(".").map { real in roots.contains { contains($0, real) } } ?? false
    }

    /// Whether `path` is `folder` or inside it; both resolved.
    static func contains(_ folder: String, _ path: String) -> Bool {
        PathParts.isInside(path, folder: folder)
    }
}
