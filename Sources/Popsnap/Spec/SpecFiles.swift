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
    /// What this spec's decoded images are held to together (`SpecLimits.memory`).
    var limits: SpecLimits
    /// This spec's images by file version, each counted once however often it is named.
    private var images: [FileVersion: Image] = [:]
    private var imageBytes = 0
    /// This spec's image files by file version, each read once however often it is named.
    private var imageFiles: [FileVersion: ImageFile] = [:]

    init(directory: String, limits: SpecLimits = .default) {
        self.directory = directory
        self.readableFolders = limits.readableFolders
        self.limits = limits
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

    /// The PNG file the string at `r` names, decoded once per file version for the process
    /// (`decodedImages`). Before a new one is counted, its size (from the header, for a file not yet
    /// decoded) is added to the spec's other images and held to the spec's memory share, so a spec over the budget
    /// allocates nothing.
    func png(_ r: SpecReader) throws(SpecError) -> Image {
        let path = try path(r)
        let version = FileVersion(path)
        if let version, let image = images[version] { return image }
        if let version, let image = decodedImages.value(version) {
            try checkMemory(adding: image.pixels.count, "\(path) is \(image.width) x \(image.height) px", r)
            return counted(image, as: version)
        }
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(at: path, limit: ImageLimits.default.maxBytes) } catch {
            throw r.error("expected a PNG file, but \(PNGError.file(error))")
        }
        // A header beyond the image limits is refused by the decoder, in its own words.
        if let (width, height) = PNG.declaredSize(of: bytes), width <= ImageLimits.default.maxSide, height <= ImageLimits.default.maxSide {
            try checkMemory(adding: width * height * 4, "\(path) is \(width) x \(height) px", r)
        }
        let image: Image
        do { image = try PNG.decode(bytes) } catch { throw r.error("expected a PNG file, but \(error.at(path))") }
        if let version { decodedImages.keep(image, as: version) }
        return counted(image, as: version)
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
            throw r.error("expected a PNG file, but \(error)")
        }
        if let version {
            imageFiles[version] = file
            readImageFiles.keep(file, as: version)
        }
        return file
    }

    private func counted(_ image: Image, as version: FileVersion?) -> Image {
        if let version { images[version] = image }
        imageBytes += image.pixels.count
        return image
    }

    private func checkMemory(adding bytes: Int, _ what: String, _ r: SpecReader) throws(SpecError) {
        let total = imageBytes + bytes
        guard total > limits.memory else { return }
        throw r.error(SpecLimit.memory.exceeded("\(what): the spec's decoded images would take \(total) bytes (\(total >> 20) MiB)",
                                                limit: limits.memory, unit: " bytes"))
    }
}
