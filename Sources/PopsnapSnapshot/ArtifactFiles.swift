import Popsnap
import PopsnapFiles
import PopsnapPNG
import PopsnapCompare

/// The images a check leaves for one spec (or one named snapshot), all in its folder of the artifacts
/// (`ArtifactFolder`), stills and animations alike:
///
/// - a failure: `expected.png`, `actual.png`, `diff.png` and `side-by-side.png` (of the first failing
///   frame for an animation), and for an animation `frames/expected-0000.png`, `frames/actual-0000.png`, …
/// - a missing reference: `actual.png`, or `actual.apng` for an animation, the image to look at and keep.
///
/// Every file is listed in the folder's `ArtifactManifest` before it is written, and only listed files are
/// ever removed; a file at an artifact's name that the manifest does not list is someone else's, and stops
/// the check rather than being replaced. Below the root, folders are opened and made without following a
/// link, and files written relative to the folder held open (`FolderHandle`): a link there is refused, so no
/// artifact is written, or deleted, outside the tree, even if a folder is swapped for a link meanwhile.
///
/// ```swift
/// let files = ArtifactFiles(root: ".popsnap-artifacts", name: "Snapshots/alert.json")
/// try files.clear()                         // what the last check of this spec left
/// ```
struct ArtifactFiles {
    var root: String
    var name: String

    static let expected = "expected.png", actual = "actual.png", diff = "diff.png", sideBySide = "side-by-side.png"
    static let actualAnimation = "actual.apng", frames = "frames"
    private static let named = [expected, actual, diff, sideBySide, actualAnimation]

    /// The check's own folder, which no other check shares (`ArtifactFolder`).
    var path: String { ArtifactFolder.path(for: name, in: root) }

    /// Removes what an earlier check of this spec wrote, and nothing else: the regular files its manifest
    /// lists, the manifest, then the frames' folder and the check's folder if that left them empty. Without
    /// a manifest nothing is removed, not even an empty folder: Popsnap did not write there.
    func clear() throws {
        guard let root = try FolderHandle.existing(root),
              let folder = try root.subfolder(ArtifactFolder.name(for: name), create: false) else { return }
        guard folder.kind(of: ArtifactManifest.name) != nil else { return }
        let listed = try ArtifactManifest.names(in: folder)
        let frames = listed.contains(where: Self.isInFrames) ? try folder.subfolder(Self.frames, create: false) : nil
        for entry in listed {
            if Self.isInFrames(entry) { try frames?.removeFile(String(entry.dropFirst(Self.frames.count + 1))) } else { try folder.removeFile(entry) }
        }
        try folder.removeFile(ArtifactManifest.name)
        if frames != nil { folder.removeFolderIfEmpty(Self.frames) }
        root.removeFolderIfEmpty(ArtifactFolder.name(for: name))
    }

    /// Makes the check's folder (and `frames/` when a name is in it) and adds `names` to its manifest,
    /// before any of them is written; returns the folder, held open. A file already at one of the names is
    /// not Popsnap's (`clear` removed what the manifest listed): an error, and nothing is written.
    func claim(_ names: [String]) throws -> FolderHandle {
        let folder = try FolderHandle(making: root).subfolder(ArtifactFolder.name(for: name), create: true)!
        let listed = try ArtifactManifest.names(in: folder)
        let existingFrames = names.contains(where: Self.isInFrames) ? try folder.subfolder(Self.frames, create: false) : nil
        for entry in names {
            let there = Self.isInFrames(entry) ? existingFrames?.kind(of: String(entry.dropFirst(Self.frames.count + 1))) : folder.kind(of: entry)
            // Only a regular file the manifest lists (written earlier in this check) is Popsnap's: a FIFO or a
            // device under a listed name would be written through, not replaced.
            guard let there, there != .regular || !listed.contains(entry) else { continue }
            throw SnapshotError.unwritable("\(folder.path(of: entry)) is already there and is not a file Popsnap wrote (one its "
                + "\(ArtifactManifest.name) lists), so it is left as it is: move it, or choose another folder for the artifacts")
        }
        try ArtifactManifest.write(listed + names.filter { !listed.contains($0) }, in: folder)
        return folder
    }

    /// `image` as the PNG `name` in `folder`; its path.
    private func write(_ image: StraightImage, _ name: String, in folder: FolderHandle) throws -> String {
        try AtomicFile.write(try PNG.encodeStraight(width: image.width, height: image.height, rgba: image.rgba), in: folder, name: name)
    }

    /// A name Popsnap gives an artifact: one of the files above, or a frame in `frames/`.
    static func isArtifact(_ name: String) -> Bool {
        named.contains(name) || isAttachmentName(name) || (isInFrames(name) && isFrame(String(name.dropFirst(frames.count + 1))))
    }

    /// The names a diff's attachments may have: `expected`, `actual`, `diff` or `side-by-side`, a dot, and an
    /// extension of lower-case letters and digits in dotted parts (`png`, `layout.json`): a file name in the
    /// check's own folder, never a path, never hidden, never the manifest.
    static func isAttachmentName(_ name: String) -> Bool {
        for (role, _) in roles where name.hasPrefix(role + ".") {
            let parts = name.dropFirst(role.count + 1).split(separator: ".", omittingEmptySubsequences: false)
            return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) } }
        }
        return false
    }

    /// What each attachment is, by the start of its name, as `VerifyResult.artifacts` keys it.
    private static let roles = [("expected", "expected"), ("actual", "actual"), ("diff", "diff"), ("side-by-side", "sideBySide")]

    /// The file a failure's message points at: the side-by-side image, else the diff, else the new value.
    static func shown(_ artifacts: [String: String]) -> String? {
        artifacts["sideBySide"] ?? artifacts["diff"] ?? artifacts["actual"]
    }

    private static func isInFrames(_ name: String) -> Bool { name.hasPrefix(frames + "/") }

    /// `expected-0012.png` or `actual-0012.png`: the frames `write(frames:reference:)` names.
    static func isFrame(_ name: String) -> Bool {
        for prefix in ["expected-", "actual-"] where name.hasPrefix(prefix) && name.hasSuffix(".png") {
            let digits = name.dropFirst(prefix.count).dropLast(4)
            return digits.count >= 4 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
        }
        return false
    }

    /// A check's attachments, each under its own name, keyed by what it is (`expected`, `actual`, `diff`,
    /// `sideBySide`); all are claimed in the manifest before any is written.
    func write(_ attachments: [SnapshotAttachment]) throws -> [String: String] {
        let folder = try claim(attachments.map(\.name))
        var written: [String: String] = [:]
        for a in attachments {
            let role = Self.roles.first { a.name.hasPrefix($0.0 + ".") }!.1
            written[role] = try AtomicFile.write(a.bytes, in: folder, name: a.name)
        }
        return written
    }

    /// The animation as it renders now, for a check that cannot record it; its path. Refused past `maxBytes`
    /// (the references' read limit), as recording it would be, so the file handed over can be read and recorded.
    func write(actualAnimation frames: FrameSource, writer: AnimationWriter, maxBytes: Int) throws -> String {
        let file = try AtomicFileStream(in: try claim([Self.actualAnimation]), name: Self.actualAnimation)
        file.maxBytes = maxBytes
        try writer.writeAPNG(frames, to: file, loopCount: 0)
        return file.path
    }

    /// Every frame, expected and actual, for the report's frame scrubber; returns the frames' folder.
    /// The reference is read a frame at a time, as the frames are rendered, so this holds a frame of each.
    func write(frames: FrameSource, reference: APNGFrameReader) throws -> String {
        var reference = reference
        let names = (0..<frames.count).flatMap { i in ["expected", "actual"].map { Self.frames + String(printf: "/\($0)-%04ld.png", i) } }
        let folder = try claim(names).subfolder(Self.frames, create: true)!
        for i in 0..<frames.count {
            _ = try write(StraightImage(try reference.frame(at: i).image), String(printf: "expected-%04ld.png", i), in: folder)
            _ = try write(StraightImage(try frames.frame(i)), String(printf: "actual-%04ld.png", i), in: folder)
        }
        return folder.path
    }
}
