import PopsnapFiles

/// A path written into generated Swift: from the folder the Swift file is in to a file, both made
/// absolute and real first, so the source holds no absolute path and moves with its folder.
///
/// ```swift
/// RelativePath.from("Tests/PopsnapRenderTests/Converted", to: "Snapshots/Images/photo.png")   // "../../../Snapshots/Images/photo.png"
/// ```
enum RelativePath {
    static func from(_ folder: String, to file: String) -> String {
        let base = components(real(folder)), target = components(real(file))
        let shared = zip(base, target).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - shared) + target.dropFirst(shared)).joined(separator: "/")
    }

    /// The real path, or, for one that does not exist yet, the path from the current folder.
    private static func real(_ path: String) -> String {
        RealPath.of(path) ?? (path.hasPrefix("/") ? path : (RealPath.currentFolder ?? "") + "/" + path)
    }

    /// The names along an absolute path, `.` and `..` taken out.
    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").reduce(into: []) { names, part in
            if part == ".." { _ = names.popLast() } else if part != "." { names.append(String(part)) }
        }
    }
}
