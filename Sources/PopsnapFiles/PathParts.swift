/// A path's parts, split at "/" by Unicode scalars, as the system splits its bytes: split by `Character`, a
/// name starting with a combining mark (`s/\u{301}.json`) would join the "/" before it in one character, and
/// the path would have no folder at all.
///
/// ```swift
/// PathParts.components("s/\u{301}.json")   // ["s", "\u{301}.json"]
/// PathParts.name(of: "s/a.png")            // "a.png"
/// ```
public enum PathParts {
    /// The parts between slashes; empty ones (`a//b`, a leading "/") kept when `omittingEmpty` is false.
    public static func components(_ path: String, omittingEmpty: Bool = true) -> [String] {
        path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: omittingEmpty).map(String.init)
    }

    /// The last part: the file's own name ("" for a path ending in "/").
    public static func name(of path: String) -> String {
        guard let slash = path.unicodeScalars.lastIndex(of: "/") else { return path }
        return String(path.unicodeScalars[path.unicodeScalars.index(after: slash)...])
    }

    /// A folder's one spelling, however many slashes or dots it was given with: "specs", "specs/",
    /// "specs//", "./specs/.//" and "specs/./" are all "specs"; "/a//b/" is "/a/b"; ".", "./" and ".//." are
    /// "."; "/", "//" and "/./" are "/". Every name of a file in the folder is this, a slash and the name,
    /// so a name taken back off a path (`dropFirst(folder.count + 1)`) is the name, whatever the spelling.
    /// ".." is kept: what it leads to depends on links, which only the file system resolves.
    ///
    /// ```swift
    /// PathParts.folderSpelling("./S//")   // "S"
    /// ```
    public static func folderSpelling(_ path: String) -> String {
        let parts = components(path).filter { $0 != "." }
        let absolute = path.unicodeScalars.first == "/"
        if parts.isEmpty { return absolute ? "/" : (path.isEmpty ? "" : ".") }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// The folder a path's file lives in: "." for a bare name, "/" for a name at the root.
    public static func folder(of path: String) -> String {
        guard let slash = path.unicodeScalars.lastIndex(of: "/") else { return "." }
        return slash == path.unicodeScalars.startIndex ? "/" : String(path.unicodeScalars[..<slash])
    }

    /// Whether `path` is `folder` or inside it, by bytes: String's `hasPrefix` takes "é" composed and
    /// decomposed, two folders, for one.
    public static func isInside(_ path: String, folder: String) -> Bool {
        let path = FileNameBytes.bytes(path), folder = FileNameBytes.bytes(folder)
        return folder == [0x2F] || path == folder || path.starts(with: folder + [0x2F])
    }
}
