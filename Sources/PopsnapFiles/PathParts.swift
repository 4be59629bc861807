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

    /// `path` without one trailing slash, so "specs/" and "specs" name one folder; "/" stays "/".
    public static func withoutTrailingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
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
