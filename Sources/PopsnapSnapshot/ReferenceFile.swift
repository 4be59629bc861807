import Glibc
import Popsnap
import PopsnapFiles
import PopsnapPNG
import PopsnapRaster

/// A reference's path as a check reads and records it, looked at before it is trusted: a regular file (or a
/// link to one) is a reference; nothing there is a missing one; anything else — a link to nothing, a loop of
/// links, a device, a FIFO, a folder — is neither, and says so, rather than passing for missing (and then
/// failing to record) or being written through (a device "recorded").
///
/// Recording replaces only what Popsnap could have written: never through a link that leaves the folder the
/// reference is in, and never a file that is not a PNG or APNG (its structure checked, every chunk's CRC,
/// no pixel decoded) unless the caller says so (`Verifier.replacesOtherFiles`).
///
/// ```swift
/// let reference = ReferenceFile(path: "Snapshots/alert.png", writing: false)
/// if try reference.exists() { … compare … }
/// try reference.checkRecordable(decoded: false, replacesOtherFiles: false, maxFrames: 600)
/// ```
struct ReferenceFile {
    var path: String
    /// Whether the check would only write the reference (record mode all), so a problem is a write's.
    var writing: Bool
    /// The folders a spec may read (`SpecLimits.readableFolders`), a reference with them: nil, anywhere.
    var readableFolders: [String]? = nil

    private func refuse(_ message: String, remedy: Remedy? = nil) -> SnapshotError {
        var error: SnapshotError = writing ? .unwritable(message) : .invalid(message)
        error.remedy = remedy
        return error
    }

    /// Whether there is a reference to compare with: a regular file, or a link to one.
    func exists() throws(SnapshotError) -> Bool {
        guard let own = FileKind.of(path) else { return false }
        // Before anything is told about where the link leads, so no message says whether a file outside exists.
        if own == .symbolicLink, let folders = readableFolders, let target = RealPath.of(path) ?? (errno == ELOOP ? nil : linkTargetPath),
           !FolderContainment.isInside(target, folders: folders) {
            throw refuse("the reference \(path) is a symbolic link that leads outside the folders this spec may read "
                + "(\(SpecWording.list(folders, or: false)))", remedy: .allowFolder)
        }
        let (kind, code) = FileKind.followed(path)
        switch (kind, code) {
        case (.regular?, _): return true
        case (nil, ENOENT):
            throw refuse("the reference \(path) is a symbolic link to \(linkTarget ?? "a file"), which does not exist: "
                + "remove the link (the check then records or reports a missing reference), or make it point at the reference")
        case (nil, ELOOP):
            throw refuse("the reference \(path) is a symbolic link that leads back to itself (a loop of links): remove the link")
        case (nil, _):
            throw refuse("the reference \(path) cannot be looked at: \(String(cString: strerror(code)))")
        case let (kind?, _):
            throw refuse("the reference \(path) is \(kind)\(own == .symbolicLink ? " (through a symbolic link)" : ""); a reference is a "
                + "regular file, a PNG or an APNG, and Popsnap never writes over anything else: move it away")
        }
    }

    /// Before recording over what `exists` accepted: a link must lead to a file inside the reference's own
    /// folder, and a file must be a PNG or APNG of at most `maxFrames` (`decoded`: the check already read it as
    /// one) unless `replacesOtherFiles`; or, for another `format` (its name: "layout.json snapshot"), a file
    /// that `recognizes` reads without throwing.
    func checkRecordable(decoded: Bool, replacesOtherFiles: Bool, maxFrames: Int, limits: ImageLimits = .default, format: String? = nil,
                         recognizes: (String) throws -> Void = { _ in }) throws(SnapshotError) {
        guard FileKind.of(path) != nil else { return }
        switch LinkPlacement.of(path) {
        case .notALink, .staysInItsFolder: break
        case let .broken(code):
            throw .unwritable("the reference \(path) cannot be followed: \(String(cString: strerror(code)))")
        case let .leavesItsFolder(target):
            throw .unwritable("the reference \(path) is a symbolic link to \(target), outside \(FileError.folder(of: path)); Popsnap writes no reference "
                + "through a link that leaves the folder being recorded: remove the link, or record the reference where it points")
        }
        guard !decoded && !replacesOtherFiles else { return }
        do {
            if format == nil { try APNG.checkStructure(contentsOf: path, limits: limits, maxFrames: maxFrames) } else { try recognizes(path) }
        } catch {
            // Too large to read whole (a reference recorded before outputs were bounded): its header says whether it is a PNG.
            if format == nil, let (head, size) = try? InputFile.head(at: path, count: PNG.headerBytes), size > limits.maxBytes,
               PNG.hasValidHeader(head) { return }
            var refusal = SnapshotError.unwritable("the reference \(path) is not \(format.map { "a " + $0 } ?? "a PNG or APNG image") "
                + "(\((error as? any RemediableError)?.problem ?? "\(error)")), so it may be a file of yours under a reference's name; it is left as it is: move it")
            refusal.remedy = .recordOverOtherFile
            throw refusal
        }
    }

    /// What the link holds, as written; nil when it cannot be read.
    private var linkTarget: String? { RealPath.linkTarget(of: path) }

    /// Where the link leads, from the link's folder when relative.
    private var linkTargetPath: String? {
        linkTarget.map { $0.hasPrefix("/") ? $0 : FileError.folder(of: path) + "/" + $0 }
    }

}
