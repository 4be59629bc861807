import FoundationEssentials
import Glibc
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
/// ```swift
/// let files = ArtifactFiles(root: ".popsnap-artifacts", name: "Snapshots/alert.json")
/// try files.clear()                         // what the last check of this spec left
/// ```
struct ArtifactFiles {
    var root: String
    var name: String

    static let expected = "expected.png", actual = "actual.png", diff = "diff.png", sideBySide = "side-by-side.png"
    static let actualAnimation = "actual.apng", frames = "frames"

    /// The check's own folder, which no other check shares (`ArtifactFolder`).
    var path: String { ArtifactFolder.path(for: name, in: root) }

    /// The folder, made if new.
    func folder() throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes what an earlier check of this spec wrote, and nothing else: the files named above (regular
    /// files only) and the numbered frames, then the two folders if that left them empty. A file someone
    /// else put there stays, and so does its folder.
    func clear() throws {
        let framesFolder = path + "/" + Self.frames
        let frameFiles = ((try? FileManager.default.contentsOfDirectory(atPath: framesFolder)) ?? []).filter(Self.isFrame)
        let files = [Self.expected, Self.actual, Self.diff, Self.sideBySide, Self.actualAnimation].map { path + "/" + $0 }
            + frameFiles.map { framesFolder + "/" + $0 }
        for file in files where FileKind.of(file) == .regular { try FileManager.default.removeItem(atPath: file) }
        // rmdir removes a folder only when it is empty, which is the rule.
        _ = rmdir(framesFolder)
        _ = rmdir(path)
    }

    /// `expected-0012.png` or `actual-0012.png`: the frames `write(frames:reference:)` names.
    static func isFrame(_ name: String) -> Bool {
        for prefix in ["expected-", "actual-"] where name.hasPrefix(prefix) && name.hasSuffix(".png") {
            let digits = name.dropFirst(prefix.count).dropLast(4)
            return digits.count >= 4 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
        }
        return false
    }

    /// A failure's images; the side-by-side one captioned (with the frame's number for an animation).
    func write(_ outcome: ComparisonOutcome, renderer: PopupRenderer, frame: Int? = nil) throws -> [String: String] {
        let folder = try folder()
        var written: [String: String] = [:]
        try outcome.expected.write(to: folder + "/" + Self.expected)
        written["expected"] = folder + "/" + Self.expected
        try outcome.actual.write(to: folder + "/" + Self.actual)
        written["actual"] = folder + "/" + Self.actual
        if let diff = outcome.diff {
            try diff.write(to: folder + "/" + Self.diff)
            written["diff"] = folder + "/" + Self.diff
        }
        let images = [outcome.expected, outcome.actual] + (outcome.diff.map { [$0] } ?? [])
        let captions = ["reference", "actual", "diff"].prefix(images.count).map { caption in frame.map { "\(caption), frame \($0)" } ?? caption }
        try renderer.captionedSideBySide(images, captions: captions).write(to: folder + "/" + Self.sideBySide)
        written["sideBySide"] = folder + "/" + Self.sideBySide
        return written
    }

    /// The render of a spec that has no reference yet.
    func write(actual: StraightImage) throws -> [String: String] {
        let file = try folder() + "/" + Self.actual
        try actual.write(to: file)
        return ["actual": file]
    }

    /// Every frame, expected and actual, for the report's frame scrubber; returns the frames' folder.
    /// The reference is read a frame at a time, as the frames are rendered, so this holds a frame of each.
    func write(frames: FrameSource, reference: APNGFrameReader) throws -> String {
        var reference = reference
        let folder = try folder() + "/" + Self.frames
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for i in 0..<frames.count {
            try StraightImage(try reference.frame(at: i).image).write(to: folder + String(printf: "/expected-%04ld.png", i))
            try StraightImage(try frames.frame(i)).write(to: folder + String(printf: "/actual-%04ld.png", i))
        }
        return folder
    }
}
