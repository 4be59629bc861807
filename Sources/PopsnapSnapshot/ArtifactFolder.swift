import FoundationEssentials

/// Where a check leaves the images that explain it: one folder a reference, by one rule for stills and
/// animations, for `popsnap verify` (keyed by the spec's path) and for tests (keyed by the test file and
/// the snapshot's name, as their references are), so two checks never share a folder.
///
/// ```swift
/// ArtifactFolder.path(for: "Snapshots/alert.json", in: ".popsnap-artifacts")  // .popsnap-artifacts/Snapshots%2Falert
/// ArtifactFolder.path(for: "AlertTests/alert", in: ".popsnap-artifacts")      // .popsnap-artifacts/AlertTests%2Falert
/// ```
public enum ArtifactFolder {
    /// `key` as one folder name, one to one: a leading "./" and a trailing ".json" dropped, "%" written
    /// "%25" and "/" "%2F" (a name of only dots "%2E" a dot, and an empty one, `.json`'s, "%00", as no
    /// name holds a NUL), so no two keys share a folder and none escapes `root`.
    public static func name(for key: String) -> String {
        var n = key.hasPrefix("./") ? String(key.dropFirst(2)) : key
        if n.hasSuffix(".json") { n.removeLast(5) }
        n = n.replacing("%", with: "%25").replacing("/", with: "%2F")
        if n.isEmpty { return "%00" }
        return n.allSatisfy { $0 == "." } ? String(repeating: "%2E", count: n.count) : n
    }

    /// The folder under `root` (the artifacts folder, `.popsnap-artifacts` by default) for the check named
    /// `key`: `root`, a slash, then `name(for: key)`. Only a path: nothing is created or read.
    public static func path(for key: String, in root: String) -> String {
        root + "/" + name(for: key)
    }
}
