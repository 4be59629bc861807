import Foundation
import PopsnapFiles
import Popsnap
import PopsnapPNG
import PopsnapRaster

/// Checks specs against the references beside them (SPEC.png for a still, SPEC.apng for an animation),
/// recording references as the record mode says and writing the images a failure needs to be understood.
///
/// ```swift
/// let verifier = Verifier(renderer: try PopupRenderer(), mode: .never, artifacts: ".popsnap-artifacts")
/// let result = verifier.verify(spec: "Snapshots/alert.json")
/// ```
public struct Verifier: Sendable {
    public var renderer: PopupRenderer
    public var mode: RecordMode
    public var options: MatchOptions
    public var tolerance: Tolerance
    /// Where failures leave actual, diff and side-by-side images.
    public var artifacts: String
    /// Threads rendering an animation's frames.
    public var jobs: Int
    /// Require identical pixels (every channel equal) rather than colours within pixelmatch's threshold.
    public var exact = false
    /// What a spec may ask for, checked before it is rendered.
    public var limits = SpecLimits.default

    public init(renderer: PopupRenderer, mode: RecordMode, options: MatchOptions = MatchOptions(), tolerance: Tolerance = .zero,
                artifacts: String, jobs: Int = 1) {
        self.renderer = renderer
        self.mode = mode
        self.options = options
        self.tolerance = tolerance
        self.artifacts = artifacts
        self.jobs = jobs
    }

    /// The reference of a spec: its path with .png (still) or .apng (animation) for .json.
    public static func reference(of spec: String, animated: Bool) -> String {
        let stem = spec.hasSuffix(".json") ? String(spec.dropLast(5)) : spec
        return stem + (animated ? ".apng" : ".png")
    }

    public func verify(spec: String) -> VerifyResult {
        let start = Date()
        var result: VerifyResult
        do {
            let decoded = try PopupSpec.load(contentsOf: spec, limits: limits)
            try Self.refuseReferenceThatIsAnInput(spec, decoded)
            result = decoded.animation == nil ? try verifyStill(spec, decoded) : try verifyAnimation(spec, decoded)
        } catch let error as PopsnapError {
            result = VerifyResult(spec: spec, status: .error, message: error.description)
        } catch {
            result = VerifyResult(spec: spec, status: .error, message: "\(error)")
        }
        result.seconds = Date().timeIntervalSince(start)
        return result
    }

    /// A reference that is the spec itself or an image it reads (through a link, say) would be
    /// overwritten by recording: an error, before anything is compared or written.
    private static func refuseReferenceThatIsAnInput(_ spec: String, _ decoded: PopupSpec) throws(PopsnapError) {
        let reference = Self.reference(of: spec, animated: decoded.animation != nil)
        guard let id = FileIdentity(reference), let input = decoded.inputFiles.first(where: { FileIdentity($0) == id }) else { return }
        throw .invalid("the reference \(reference) is the same file as \(input), which the spec reads; give the reference a file of its own")
    }

    private func verifyStill(_ spec: String, _ decoded: PopupSpec) throws -> VerifyResult {
        var r = try check(image: try renderer.render(decoded.scene()), reference: Self.reference(of: spec, animated: false), name: spec)
        r.spec = spec
        if r.status == .fail { r.message! += "; accept it with `popsnap record \(ShellQuoting.quoted(spec)) --record all`" }
        if r.status == .missing { r.message = "no reference at \(Self.reference(of: spec, animated: false)); record it with `popsnap record \(ShellQuoting.quoted(spec))` (CI never records)" }
        return r
    }

    private func verifyAnimation(_ spec: String, _ decoded: PopupSpec) throws -> VerifyResult {
        let (transition, timeline) = try decoded.animation!.resolved(frameLimit: limits.frames)
        try decoded.checkBudget(animating: transition, timeline, limits: limits, file: spec)
        var r = try check(frames: try decoded.frames(renderer: renderer, frameLimit: limits.frames), reference: Self.reference(of: spec, animated: true), name: spec)
        r.spec = spec
        if r.status == .missing { r.message = "no reference at \(Self.reference(of: spec, animated: true)); record it with `popsnap record \(ShellQuoting.quoted(spec))` (CI never records)" }
        return r
    }

    /// `image` against the PNG at `reference`, recording as the mode says; `name` names the artifacts.
    public func check(image: Image, reference path: String, name: String) throws -> VerifyResult {
        let exists = FileManager.default.fileExists(atPath: path)
        var outcome: ComparisonResult?
        if exists && mode != .all {
            outcome = try ImageComparison.compare(referenceAt: path, image, options: options, tolerance: tolerance, exact: exact)
        }
        let differing = outcome?.comparison?.differentPixels ?? 0
        switch mode.action(referenceExists: exists, matches: outcome?.passed) {
        case .pass:
            return VerifyResult(spec: name, status: .pass, differentPixels: differing)
        case .record:
            try Self.makeFolder(of: path)
            try PopupRenderer.write(try ReferenceImage.png(image), to: path)
            return VerifyResult(spec: name, status: .recorded, differentPixels: differing, message: "recorded \(path)")
        case .missing:
            return VerifyResult(spec: name, status: .missing, message: "no reference at \(path) (CI never records)")
        case .fail:
            var r = VerifyResult(spec: name, status: .fail, differentPixels: differing)
            r.artifacts = try writeArtifacts(name, outcome!)
            r.message = "\(outcome!) against \(path); see \(r.artifacts["sideBySide"] ?? artifacts)"
            return r
        }
    }

    /// `frames` against the APNG at `reference`, frame by frame: a failure names the first frame that differs.
    public func check(frames: FrameSource, reference path: String, name: String) throws -> VerifyResult {
        let exists = FileManager.default.fileExists(atPath: path)
        var firstFailure: (Int, ComparisonResult)?
        var matches: Bool?
        if exists && mode != .all {
            let reference = try APNG.read(contentsOf: path, maxFrames: limits.frames)
            if let mismatch = Self.timingMismatch(frames, reference, path) {
                if mode == .failed { return VerifyResult(spec: name, status: try record(frames, path), message: "recorded \(path)") }
                return VerifyResult(spec: name, status: .fail, message: mismatch)
            }
            for i in 0..<frames.count {
                let outcome = ImageComparison.compare(StraightImage(reference.frames[i].image), StraightImage(try frames.frame(i)),
                                                      options: options, tolerance: tolerance, exact: exact)
                if !outcome.passed { firstFailure = (i, outcome); break }
            }
            matches = firstFailure == nil
        }
        switch mode.action(referenceExists: exists, matches: matches) {
        case .pass:
            return VerifyResult(spec: name, status: .pass)
        case .record:
            return VerifyResult(spec: name, status: try record(frames, path), message: "recorded \(path)")
        case .missing:
            return VerifyResult(spec: name, status: .missing, message: "no reference at \(path) (CI never records)")
        case .fail:
            let (index, outcome) = firstFailure!
            let time = frames.time(of: index)
            var r = VerifyResult(spec: name, status: .fail, differentPixels: outcome.comparison?.differentPixels ?? 0)
            r.failingFrame = (index, time)
            r.artifacts = try writeArtifacts(name + String(format: "-frame-%04d", index), outcome)
            r.artifacts["frames"] = try writeFrames(name, frames, reference: try APNG.read(contentsOf: path, maxFrames: limits.frames))
            r.message = "frame \(index) at \(String(format: "%.3f", time)) s: \(outcome); see \(r.artifacts["sideBySide"] ?? artifacts)"
            return r
        }
    }

    /// Why the reference's frames cannot be the animation's whatever their pixels: another number of frames,
    /// or frames shown for another time (the delay the writer stores for the animation's frame rate).
    private static func timingMismatch(_ frames: FrameSource, _ reference: APNGAnimation, _ path: String) -> String? {
        if reference.frames.count != frames.count {
            return "the animation has \(frames.count) frames and the reference \(path) has \(reference.frames.count)"
        }
        let delay = frames.timeline.frameDelaySeconds
        guard let i = reference.frames.firstIndex(where: { $0.delay != delay }) else { return nil }
        return "frame \(i) of the reference \(path) is shown for \(reference.frames[i].delay) s and the animation's frames for \(delay) s "
            + "(\(frames.timeline.fps) fps)"
    }

    private func record(_ frames: FrameSource, _ path: String) throws -> VerifyResult.Status {
        try Self.makeFolder(of: path)
        try AnimationWriter(jobs: jobs, typesetter: renderer.typesetter).write(frames, to: .apng(path, loopCount: 0))
        return .recorded
    }

    /// Every frame, expected and actual, for the report's frame scrubber: frames/expected-0000.png, actual-0000.png, …
    private func writeFrames(_ name: String, _ frames: FrameSource, reference: APNGAnimation) throws -> String {
        let folder = artifacts + "/" + Self.folderName(name) + "-frames"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for i in 0..<frames.count {
            try StraightImage(reference.frames[i].image).write(to: folder + String(format: "/expected-%04d.png", i))
            try StraightImage(try frames.frame(i)).write(to: folder + String(format: "/actual-%04d.png", i))
        }
        return folder
    }

    /// A spec's path as one folder name, one to one: "Snapshots/alert.json" → "Snapshots%2Falert"
    /// ("%" itself becomes "%25", so no two paths share a folder).
    static func folderName(_ name: String) -> String {
        var n = name.hasPrefix("./") ? String(name.dropFirst(2)) : name
        if n.hasSuffix(".json") { n.removeLast(5) }
        return n.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
    }

    /// The folder a reference goes in, made if new (references of test files get a folder each).
    static func makeFolder(of path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    }

    /// actual.png, diff.png and side-by-side.png in a folder of the artifacts named for the spec.
    private func writeArtifacts(_ name: String, _ outcome: ComparisonResult) throws -> [String: String] {
        let folder = artifacts + "/" + Self.folderName(name)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written: [String: String] = [:]
        try outcome.expected.write(to: folder + "/expected.png")
        written["expected"] = folder + "/expected.png"
        try outcome.actual.write(to: folder + "/actual.png")
        written["actual"] = folder + "/actual.png"
        if let diff = outcome.diff {
            try diff.write(to: folder + "/diff.png")
            written["diff"] = folder + "/diff.png"
        }
        try outcome.sideBySide.write(to: folder + "/side-by-side.png")
        written["sideBySide"] = folder + "/side-by-side.png"
        return written
    }
}
