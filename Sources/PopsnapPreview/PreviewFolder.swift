import Popsnap
import PopsnapFiles
import PopsnapSnapshot

/// The folder a preview shows, and the one way a request names a file in it: a spec's own name
/// (`alert.json`), which must be one of the specs `SpecDiscovery` finds there, inside the folder once
/// links are resolved. No path a request gives is ever opened as such, so `..`, an absolute path, or a
/// link out of the folder reach nothing.
public struct PreviewFolder: Sendable {
    /// The folder as given, in its one spelling (`PathParts.folderSpelling`).
    public let path: String
    /// What specs may read: this folder, and the folders `SpecLimits.readableFolders` adds.
    public let limits: SpecLimits
    /// The listing and the gallery, kept until the folder changes.
    let cache = SpecCache()

    /// The folder at `path`; an error when it is not a folder. `limits.readableFolders` gains the folder
    /// itself when it does not name it: a spec previewed reads only inside it (and what the caller adds).
    public init(_ path: String, limits: SpecLimits = .default) throws(PreviewError) {
        let trimmed = PathParts.folderSpelling(path)
        guard FileKind.of(trimmed + "/.") == .directory else {
            throw .folder("\(FileNameBytes.shown(path)) is not a folder")
        }
        self.path = trimmed
        var limits = limits
        if !(limits.readableFolders ?? []).contains(trimmed) { limits.readableFolders = [trimmed] + (limits.readableFolders ?? []) }
        self.limits = limits
    }

    /// The specs in the folder, by their names in it, sorted; and the JSON files that are not specs. Listed
    /// once, and again after `forget` (the server's watch calls it when a file in the folder changes).
    public func specs() -> (names: [String], skipped: [SpecDiscovery.Skipped]) {
        cache.listing {
            guard let found = try? SpecDiscovery.specs(in: [path], limits: limits) else { return ([], []) }
            return (found.specs.map(name(of:)), found.skipped)
        }
    }

    /// Forgets the listing and what was read of the specs: the folder, or a file a spec reads, changed.
    public func forget() { cache.forget() }

    /// The path of the spec a request names, or a 404 for any name that is not one of the folder's specs
    /// (a path with a slash, `..`, a link leading out of the folder, a file that is not a spec).
    public func spec(named name: String) throws(HTTPFailure) -> String {
        let notFound = HTTPFailure(.notFound, "no spec of that name in the folder")
        guard !name.isEmpty, !name.unicodeScalars.contains("/"), name != ".", name != ".." else { throw notFound }
        let path = self.path + "/" + name
        let listed = { specs().names.contains(where: { FileNameBytes.bytes($0) == FileNameBytes.bytes(name) }) }
        // A spec saved a moment ago is drawn before the watch reports it: a name not listed is looked for again.
        guard listed() || { forget(); return listed() }(), FolderContainment.isInside(path, folders: [self.path]) else { throw notFound }
        return path
    }

    /// A spec's name in the folder, from its path.
    func name(of spec: String) -> String { String(spec.unicodeScalars.dropFirst(path.unicodeScalars.count + 1)) }
}
