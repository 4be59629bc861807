import PopsnapFiles

/// The list, in each check's artifacts folder, of the files Popsnap wrote there (`.popsnap-manifest`, one
/// name a line). Cleaning up deletes only what it lists, so an artifacts folder pointed at a folder of the
/// user's (`--artifacts .`) never loses a file that happens to be called `actual.png`; and a file at an
/// artifact's name that it does not list is never replaced.
///
/// Only names Popsnap gives its artifacts are taken from the file, so an edited manifest cannot point a
/// delete anywhere else (`frames/../../x` is not one of them).
enum ArtifactManifest {
    static let name = ".popsnap-manifest"
    private static let header = "# Files Popsnap wrote in this folder; it deletes only these."
    /// Far more than the longest list: two frames a frame at the largest frame limit, each a short name.
    private static let limit = 4 << 20

    /// The names `folder`'s manifest lists; none when it has no manifest.
    static func names(in folder: FolderHandle) throws(FileError) -> [String] {
        guard let bytes = try folder.read(name, limit: limit) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter(ArtifactFiles.isArtifact)
    }

    /// Replaces `folder`'s manifest with `names`, in order.
    static func write(_ names: [String], in folder: FolderHandle) throws(FileError) {
        try AtomicFile.write(Array(([header] + names).map { $0 + "\n" }.joined().utf8), in: folder, name: name)
    }
}
