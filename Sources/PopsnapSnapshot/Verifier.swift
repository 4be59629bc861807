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
        referenceStem(of: spec) + (animated ? ".apng" : ".png")
    }

    /// The spec's path without .json: its reference's, without the extension.
    static func referenceStem(of spec: String) -> String {
        spec.hasSuffix(".json") ? String(spec.dropLast(5)) : spec
    }

    /// A spec's check; `variant`, one of its matrix, is checked against its own reference,
    /// `SPEC.VARIANT.png` (`alert.de.dark.AX3.png`), and reported as `SPEC [VARIANT]`.
    public func verify(spec: String, variant: Variant = Variant()) -> VerifyResult {
        let start = Date()
        let name = variant.name.isEmpty ? spec : "\(spec) [\(variant.name)]"
        var result: VerifyResult
        do {
            let decoded = try PopupSpec.load(contentsOf: spec, variant: variant, limits: limits)
            let stem = variant.named(Self.referenceStem(of: spec))
            try Self.refuseReferenceThatIsAnInput(stem + (decoded.animation == nil ? ".png" : ".apng"), decoded)
            result = try verify(spec, decoded, stem: stem, name: name)
        } catch let error as PopsnapError {
            result = VerifyResult(spec: name, status: .error, message: error.description)
        } catch {
            result = VerifyResult(spec: name, status: .error, message: "\(error)")
        }
        result.seconds = Date().timeIntervalSince(start)
        return result
    }

    /// What `verifyAll` checks: each spec, or each variant of a spec that declares them, in order. A spec
    /// that cannot be read is one check, which reports why.
    public func checks(of specs: [String]) -> [(spec: String, variant: Variant)] {
        specs.flatMap { spec in
            let axes = (try? PopupSpec.load(contentsOf: spec, limits: limits))?.variants ?? VariantAxes()
            return axes.matrix.map { (spec, $0) }
        }
    }

    /// A reference that is the spec itself or an image it reads (through a link, say) would be
    /// overwritten by recording: an error, before anything is compared or written.
    private static func refuseReferenceThatIsAnInput(_ reference: String, _ decoded: PopupSpec) throws(PopsnapError) {
        guard let id = FileIdentity(reference), let input = decoded.inputFiles.first(where: { FileIdentity($0) == id }) else { return }
        throw .invalid("the reference \(reference) is the same file as \(input), which the spec reads; give the reference a file of its own")
    }

    private func verify(_ spec: String, _ decoded: PopupSpec, stem: String, name: String) throws -> VerifyResult {
        var r = try check(spec: decoded, referenceStem: stem, name: name)
        r.spec = name
        let reference = stem + (decoded.animation == nil ? ".png" : ".apng")
        if r.status == .fail, decoded.animation == nil { r.message! += "; accept it with `popsnap record \(ShellQuoting.quoted(spec)) --record all`" }
        if r.status == .missing { r.message = "no reference at \(reference); record it with `popsnap record \(ShellQuoting.quoted(spec))` (CI never records)" }
        return r
    }

    /// A spec's still against `referenceStem`.png, or its animation (its budget checked first) against
    /// `referenceStem`.apng: `popsnap verify`'s check and the test API's, so the two never differ.
    public func check(spec decoded: PopupSpec, referenceStem stem: String, name: String) throws -> VerifyResult {
        guard let animation = decoded.animation else {
            return try check(image: try renderer.render(decoded.scene()), reference: stem + ".png", name: name)
        }
        let (transition, timeline) = try animation.resolved(frameLimit: limits.frames)
        try decoded.checkBudget(animating: transition, timeline, limits: limits, file: name)
        return try check(frames: try decoded.frames(renderer: renderer, frameLimit: limits.frames), reference: stem + ".apng", name: name)
    }

    /// `image` against the PNG at `reference`, recording as the mode says; `name` keys the artifacts' folder
    /// (`ArtifactFolder`): a spec's path, or a test file's name and the snapshot's.
    public func check(image: Image, reference path: String, name: String) throws -> VerifyResult {
        let exists = FileManager.default.fileExists(atPath: path)
        var outcome: ComparisonResult?
        if exists && mode != .all {
            outcome = ImageComparison.compare(try StraightImage(contentsOf: path), StraightImage(image), options: options, tolerance: tolerance, exact: exact)
        }
        let differing = outcome?.comparison?.differentPixels ?? 0
        switch mode.action(referenceExists: exists, matches: outcome?.passed) {
        case .pass:
            return VerifyResult(spec: name, status: .pass, differentPixels: differing)
        case .record:
            try Self.makeFolder(of: path)
            try PopupRenderer.write(try AnimationWriter.png(image, .smallest), to: path)
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
            r.artifacts = try writeArtifacts(name, outcome)
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
    /// in the check's own folder (`ArtifactFolder`), beside the first failing frame's images.
    private func writeFrames(_ name: String, _ frames: FrameSource, reference: APNGAnimation) throws -> String {
        let folder = ArtifactFolder.path(for: name, in: artifacts) + "/frames"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for i in 0..<frames.count {
            try StraightImage(reference.frames[i].image).write(to: folder + String(format: "/expected-%04d.png", i))
            try StraightImage(try frames.frame(i)).write(to: folder + String(format: "/actual-%04d.png", i))
        }
        return folder
    }

    /// The folder a reference goes in, made if new (references of test files get a folder each).
    static func makeFolder(of path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    }

    /// actual.png, diff.png and side-by-side.png in the check's folder of the artifacts (`ArtifactFolder`).
    private func writeArtifacts(_ name: String, _ outcome: ComparisonResult) throws -> [String: String] {
        let folder = ArtifactFolder.path(for: name, in: artifacts)
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
