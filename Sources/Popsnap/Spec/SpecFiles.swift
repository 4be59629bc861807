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
    /// This spec's image files by file version, each read once however often it is named.
    private var imageFiles: [FileVersion: ImageFile] = [:]

    init(directory: String, limits: SpecLimits = .default) {
        self.directory = directory
        self.readableFolders = limits.readableFolders
    }

    /// The path the string at `r` names, relative to the spec's folder, recorded as read.
    func path(_ r: SpecReader) throws(SpecError) -> String {
        let name = try r.nonEmptyString()
        // The system reads a path up to its first NUL: "1x1.png\u0000x" would open 1x1.png.
        guard !name.utf8.contains(0) else { throw r.error("expected a file name, found one holding a NUL character (\\u0000): \(SpecWording.quoted(name))") }
        let path = name.hasPrefix("/") || directory.isEmpty ? name : directory + "/" + name
        // Checked before the file is touched, with one message whether or not it exists.
        if let folders = readableFolders, !FolderContainment.isInside(path, folders: folders) {
            throw r.error("\(SpecWording.quoted(name)) is outside the folders this spec may read (\(SpecWording.list(folders, or: false)))",
                          remedy: .allowFolder)
        }
        read.append(path)
        return path
    }

    /// The bytes of the file the string at `r` names (strings files: no larger than a spec may be).
    func bytes(_ r: SpecReader, limit: Int) throws(SpecError) -> (path: String, bytes: [UInt8]) {
        let path = try path(r)
        do { return (path, try InputFile.bytes(at: path, limit: limit)) } catch {
            let remedy: Remedy? = if case .tooLarge = error.cause { SpecLimit.specBytes.remedy } else { nil }
            throw r.error("cannot read \(path): \(error.reason)", remedy: remedy)
        }
    }

    /// The PNG file the string at `r` names, read and checked once per file version for the process
    /// (`readImageFiles`) and decoded only when drawn, at the size it is drawn (`ImageFile`); what its
    /// pixels take is the spec's budget's to count (`SpecBudget`).
    func imageFile(_ r: SpecReader) throws(SpecError) -> ImageFile {
        let path = try path(r)
        let version = FileVersion(path)
        if let version, let file = imageFiles[version] ?? readImageFiles.value(version) {
            imageFiles[version] = file
            return file
        }
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(at: path, limit: ImageLimits.default.maxBytes) } catch {
            throw r.error("expected a PNG file, but \(PNGError.file(error))")
        }
        let file: ImageFile
        do { file = try ImageFile(bytes: bytes, path: path, version: version, limits: .default) } catch {
            throw r.error("expected a PNG file, but \(error.problem)", remedy: error.remedy)
        }
        if let version {
            imageFiles[version] = file
            readImageFiles.keep(file, as: version)
        }
        return file
    }
}
