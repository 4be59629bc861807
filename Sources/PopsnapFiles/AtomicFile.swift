/// Writes files so that no failure ever leaves a partial one behind.
///
/// The bytes go to a temporary file in the target's folder, are flushed to disk, and the
/// temporary file is then renamed over the target: a reader sees the old file or the new one,
/// whole. On any failure the temporary file is removed and the target is left as it was. Links,
/// devices and FIFOs follow `WriteTarget`'s rule (see `AtomicFileStream`).
/// `AtomicFileStream` does the work, and also serves writers that produce a file in pieces.
/// ```swift
/// try AtomicFile.write(Array("{}".utf8), to: "report/summary.json")
/// ```
public enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`.
    ///
    /// A new file gets mode 0644; a replaced file keeps its mode. The temporary file lives in the
    /// same folder because rename is atomic only within one file system.
    /// With a `kind`, a file there that is not empty and not of that kind is left, and the write refused.
    public static func write(_ bytes: [UInt8], to path: String, replacing kind: OutputKind? = nil) throws(FileError) {
        let file = try AtomicFileStream(path: path, replacing: kind)
        try file.append(bytes)
        try file.commit()
    }

    /// Throws what `write(_:to:replacing:)` would refuse `path` for (a link out of its folder, a folder, a
    /// device that is not a stream, a file of another kind), writing nothing: for a run that writes many
    /// files to refuse before the first is written.
    public static func checkWritable(_ path: String, replacing kind: OutputKind? = nil) throws(FileError) {
        _ = try WriteTarget.resolve(path, replacing: kind)
    }

    /// Replaces (or creates) `name` in `folder` with `bytes`, relative to the folder held open
    /// (`AtomicFileStream(in:name:)`: never through a link); returns the file's path.
    @discardableResult
    public static func write(_ bytes: [UInt8], in folder: FolderHandle, name: String) throws(FileError) -> String {
        let file = try AtomicFileStream(in: folder, name: name)
        try file.append(bytes)
        try file.commit()
        return file.path
    }
}
