/// A path made absolute from the current folder and cleared of `.`, `..` and repeated slashes by its text
/// alone, links not resolved (what `URL.standardizedFileURL` gives, without Foundation's re-encoding of a
/// name that is not UTF-8): how two spellings of a file that may not exist yet are compared.
///
/// ```swift
/// AbsolutePath.of("out/../a.png")   // "/work/a.png" in /work
/// ```
public enum AbsolutePath {
    public static func of(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (RealPath.currentFolder ?? "") + "/" + path
        var parts: [Substring.UnicodeScalarView] = []
        // By scalars: a component starting with a combining mark would join the "/" before it in one Character.
        for part in full.unicodeScalars.split(separator: "/") {
            if String(part) == "." { continue }
            if String(part) == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.map(String.init).joined(separator: "/")
    }
}
