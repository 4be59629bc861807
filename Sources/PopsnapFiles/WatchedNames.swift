/// The files a `FileWatcher` was given, as inotify sees them: by folder, then by name in the folder (the
/// bytes, so "é" composed and decomposed stay two names, as they are two files), each leading back to the
/// paths the caller gave. A path that is a symbolic link is watched both where it is (the link replaced)
/// and where it leads (the file it names edited). A folder watched whole is watched as itself, whatever
/// the names in it.
///
/// ```swift
/// WatchedNames(["s/a.json", "s/img.png"]).folders   // ["s": ["a.json": ["s/a.json"], "img.png": ["s/img.png"]]]
/// WatchedNames([], folders: ["s/"]).whole           // ["s": ["s/"]]
/// ```
struct WatchedNames: Equatable, Sendable {
    /// Folder path → name's bytes → the caller's paths that name it.
    private(set) var folders: [String: [[UInt8]: Set<String>]] = [:]
    /// Folder path → the caller's paths of it, for the folders watched whole.
    private(set) var whole: [String: Set<String>] = [:]

    init(_ paths: [String], folders wholeFolders: [String] = []) {
        for path in paths {
            add(path, as: path)
            if FileKind.of(path) == .symbolicLink, let target = RealPath.of(path) { add(target, as: path) }
        }
        for folder in wholeFolders {
            let place = PathParts.folderSpelling(folder)
            if folders[place] == nil { folders[place] = [:] }
            whole[place, default: []].insert(folder)
        }
    }

    private mutating func add(_ place: String, as path: String) {
        folders[PathParts.folder(of: place), default: [:]][FileNameBytes.bytes(PathParts.name(of: place)), default: []].insert(path)
    }
}
