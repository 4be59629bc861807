import Popsnap
import PopsnapFiles

/// Which files a spec may read in `verify`, `record`, `lint` and `prune`: only inside the folders (and the
/// folders of the specs) the command was given, and the current folder, unless `--allow-path` adds
/// more. A pull request's spec is checked there, and must not pull a file of the CI machine into an
/// artifact. `render`, `layout` and `animate` read what the spec names, as their user asked.
enum ReadableFolders {
    static let option = OptionSpec(names: ["--allow-path"], valueName: "DIR",
                                   help: "Let specs read images and strings files in this folder too; by default a spec reads "
                                       + "only inside the folders and spec files given (and the current folder).",
                                   repeatable: true)

    /// The folders for specs found in `given` (folders or spec files).
    static func folders(_ args: ParsedArguments, given: [String]) throws -> [String] {
        let allowed = args.values("--allow-path")
        for folder in allowed where !isFolder(folder) {
            guard let kind = FileKind.followed(folder).kind else { throw args.usageError("--allow-path \(folder): no such folder") }
            throw args.usageError("--allow-path \(folder) is \(kind), not a folder")
        }
        let trees = given.map { isFolder($0) ? $0 : FileError.folder(of: $0) }
        var seen = Set<String>()
        return (trees + ["."] + allowed).filter { seen.insert($0).inserted }
    }

    /// A folder, or a link to one (`path/.` is the folder itself).
    private static func isFolder(_ path: String) -> Bool { FileKind.of(path + "/.") == .directory }
}
