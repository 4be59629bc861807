import PopsnapFiles
import PopsnapPNG
import PopsnapRaster

/// The images a spec names, found relative to the spec's folder, with a record of every one read so
/// a command can refuse to write its output over any of them.
///
/// One decode owns one `SpecFiles`, on one thread.
final class SpecFiles {
    let directory: String
    /// nil: any file; else only files inside these folders (`SpecLimits.readableFolders`).
    let readableFolders: [String]?
    private(set) var read: [String] = []

    init(directory: String, readableFolders: [String]? = nil) {
        self.directory = directory
        self.readableFolders = readableFolders
    }

    /// The path the string at `r` names, relative to the spec's folder, recorded as read.
    func path(_ r: SpecReader) throws(SpecError) -> String {
        let name = try r.nonEmptyString()
        // The system reads a path up to its first NUL: "1x1.png\u0000x" would open 1x1.png.
        guard !name.utf8.contains(0) else { throw r.error("expected a file name, found one holding a NUL character (\\u0000): \(SpecWording.quoted(name))") }
        let path = name.hasPrefix("/") || directory.isEmpty ? name : directory + "/" + name
        // Checked before the file is touched, with one message whether or not it exists.
        if let folders = readableFolders, !FolderContainment.isInside(path, folders: folders) {
            throw r.error("\(SpecWording.quoted(name)) is outside the folders this spec may read (\(SpecWording.list(folders, or: false))); "
                          + SpecLimits.readableFoldersAdvice)
        }
        read.append(path)
        return path
    }

    /// The bytes of the file the string at `r` names (strings files: no larger than a spec may be).
    func bytes(_ r: SpecReader, limit: Int) throws(SpecError) -> (path: String, bytes: [UInt8]) {
        let path = try path(r)
        do { return (path, try InputFile.bytes(at: path, limit: limit)) } catch {
            let advice = if case .tooLarge = error.cause { "; " + SpecLimit.specBytes.howToRaise } else { "" }
            throw r.error("cannot read \(path): \(error.reason)\(advice)")
        }
    }

    /// The PNG file the string at `r` names.
    func png(_ r: SpecReader) throws(SpecError) -> Image {
        let path = try path(r)
        do { return try PNG.read(contentsOf: path) } catch {
            throw r.error("expected a PNG file, but \(error)")
        }
    }
}
