import FoundationEssentials
import Glibc
import Popsnap
import PopsnapFiles

/// A folder of numbered frames (`frame-0000.png`, …) and the rules for writing into it: Popsnap
/// replaces or removes only its own numbered frames, never another file, and never removes a folder
/// it did not create.
struct FrameFolder {
    /// The folder as given, in its one spelling (`PathParts.folderSpelling`).
    let path: String

    init(_ path: String) {
        self.path = PathParts.folderSpelling(path)
    }

    static func name(_ index: Int) -> String { String(printf: "frame-%04ld.png", index) }

    /// Whether `name` is one of Popsnap's frame names: `frame-` and four or more digits, `.png`.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 4 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// nil when the folder does not exist yet; else the numbered frames in it, after checking the
    /// folder may be written into (empty, or `overwrite`) and that each of the `count` frames to come
    /// replaces a regular file or nothing (a folder or a link under a frame's name is not a frame), so a
    /// refusal comes before the first frame is moved in.
    func existingFrames(overwrite: Bool, count: Int) throws -> [String]? {
        guard let kind = FileKind.followed(path).kind else { return nil }
        guard kind == .directory else { throw PopsnapError.invalid("\(path) is a file, not a folder; choose another name") }
        guard let names = FolderListing(path: path)?.names else {
            throw PopsnapError.invalid("cannot list \(path): \(String(cString: strerror(errno)))")
        }
        if !overwrite && !names.isEmpty { throw FrameFolderNotEmpty(folder: path) }
        let frames = names.filter(Self.isFrameName).sorted()
        let coming = Set((0..<count).map(Self.name))
        for name in frames where coming.contains(name) {
            if let kind = FileKind.of(path + "/" + name), kind != .regular {
                throw PopsnapError.invalid("\(path)/\(name) is \(kind), not a frame Popsnap wrote; only frames that are regular files are replaced: "
                    + "move it, or choose another folder")
            }
        }
        return frames
    }

    /// Moves `count` frames from `temporary` into place; then removes the `existing` frames the new
    /// run did not replace (an earlier run's longer sequence), files only.
    func moveFrames(from temporary: String, count: Int, replacing existing: [String]?) throws(PopsnapError) {
        // All frames or none: a signal's cleanup waits for the last rename (see TemporaryFiles.rename).
        guard let existing else {
            if let failed = TemporaryFiles.rename([(temporary, path)]) {
                throw .invalid("cannot move the frames into \(path): \(String(cString: strerror(failed.code)))")
            }
            return
        }
        if let failed = TemporaryFiles.rename((0..<count).map { (temporary + "/" + Self.name($0), path + "/" + Self.name($0)) }) {
            throw .invalid("cannot move \(Self.name(failed.index)) into \(path): \(String(cString: strerror(failed.code)))")
        }
        let written = Set((0..<count).map(Self.name))
        // Files only: removeFile leaves a folder or a link under a frame's name.
        let folder = try? FolderHandle.existing(path)
        for name in existing where !written.contains(name) { try? folder?.removeFile(name) }
    }

    /// Removes a temporary folder left by a failure (after a successful move there is none).
    static func removeTemporary(_ temporary: String) {
        TemporaryFiles.removeFolderAndForget(temporary)
    }
}

/// A folder of frames that already holds files, written without leave to replace Popsnap's own frames in
/// it (`AnimationOutput.folder(_:overwrite:)`): the caller words how to give that leave.
public struct FrameFolderNotEmpty: Error, CustomStringConvertible {
    /// The folder, as given.
    public let folder: String

    public var description: String {
        "\(folder) exists and is not empty; choose another folder, or export with overwrite: true to replace its numbered frames "
            + "(no other file is touched)"
    }
}
