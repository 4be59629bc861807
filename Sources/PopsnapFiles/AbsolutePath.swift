/// A path made absolute from the current folder and cleared of `.`, `..` and repeated slashes by its text
/// alone, links not resolved (what `URL.standardizedFileURL` gives, without Foundation's re-encoding of a
/// name that is not UTF-8): how two spellings of a file that may not exist yet are compared.
///
/// ```swift
/// AbsolutePath.of("out/../a.png")   // "/work/a.png" in /work
/// ```
public enum AbsolutePath {
    /// `path` absolute and normalised, by its text alone; the file need not exist.
    public static func of(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (RealPath.currentFolder ?? "") + "/" + path
        var parts: [String] = []
        for part in PathParts.components(full) where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
