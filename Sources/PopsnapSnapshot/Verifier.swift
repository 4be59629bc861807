import Foundation
import Popsnap

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
            let decoded = try PopupSpec.load(contentsOf: spec)
            result = decoded.animation == nil ? try verifyStill(spec, decoded) : try verifyAnimation(spec, decoded)
        } catch let error as PopsnapError {
            result = VerifyResult(spec: spec, status: .fail, message: error.description)
        } catch {
            result = VerifyResult(spec: spec, status: .fail, message: "\(error)")
        }
        result.seconds = Date().timeIntervalSince(start)
        return result
    }

    private func verifyStill(_ spec: String, _ decoded: PopupSpec) throws -> VerifyResult {
        let image = try renderer.render(decoded.scene())
        let path = Self.reference(of: spec, animated: false)
        let exists = FileManager.default.fileExists(atPath: path)
        var outcome: ComparisonResult?
        if exists && mode != .all {
            outcome = ImageComparison.compare(try StraightImage(contentsOf: path), StraightImage(image), options: options, tolerance: tolerance)
        }
        switch mode.action(referenceExists: exists, matches: outcome?.passed) {
        case .pass:
            return VerifyResult(spec: spec, status: .pass, differentPixels: outcome?.comparison?.differentPixels ?? 0)
        case .record:
            try PopupRenderer.write(try AnimationWriter.png(image, .smallest), to: path)
            return VerifyResult(spec: spec, status: .recorded, differentPixels: outcome?.comparison?.differentPixels ?? 0,
                                message: "recorded \(path)")
        case .missing:
            return VerifyResult(spec: spec, status: .missing,
                                message: "no reference at \(path); record it with `popsnap record \(spec)` (CI never records)")
        case .fail:
            var r = VerifyResult(spec: spec, status: .fail, differentPixels: outcome?.comparison?.differentPixels ?? 0)
            r.artifacts = try writeArtifacts(spec, outcome!)
            r.message = "\(outcome!); see \(r.artifacts["sideBySide"] ?? artifacts); accept it with `popsnap record \(spec) --record all`"
            return r
        }
    }

    private func verifyAnimation(_ spec: String, _ decoded: PopupSpec) throws -> VerifyResult {
        let (transition, timeline) = try decoded.animation!.resolved()
        let frames = try AnimationRenderer(renderer: renderer).frames(of: decoded.scene(), transition: transition, timeline: timeline)
        let path = Self.reference(of: spec, animated: true)
        let exists = FileManager.default.fileExists(atPath: path)
        var firstFailure: (Int, ComparisonResult)?
        var compared = false
        if exists && mode != .all {
            let reference = try APNG.read(contentsOf: path)
            compared = true
            if reference.frames.count != frames.count {
                return VerifyResult(spec: spec, status: mode == .failed ? try record(frames, path, decoded) : .fail,
                                    message: "the animation has \(frames.count) frames and the reference \(path) has \(reference.frames.count)")
            }
            for i in 0..<frames.count {
                let outcome = ImageComparison.compare(StraightImage(reference.frames[i].image), StraightImage(try frames.frame(i)),
                                                      options: options, tolerance: tolerance)
                if !outcome.passed { firstFailure = (i, outcome); break }
            }
        }
        switch mode.action(referenceExists: exists, matches: compared ? firstFailure == nil : nil) {
        case .pass:
            return VerifyResult(spec: spec, status: .pass)
        case .record:
            return VerifyResult(spec: spec, status: try record(frames, path, decoded), message: "recorded \(path)")
        case .missing:
            return VerifyResult(spec: spec, status: .missing,
                                message: "no reference at \(path); record it with `popsnap record \(spec)` (CI never records)")
        case .fail:
            let (index, outcome) = firstFailure!
            let time = frames.time(of: index)
            var r = VerifyResult(spec: spec, status: .fail, differentPixels: outcome.comparison?.differentPixels ?? 0)
            r.failingFrame = (index, time)
            r.artifacts = try writeArtifacts(spec + String(format: "-frame-%04d", index), outcome)
            r.message = "frame \(index) at \(String(format: "%.3f", time)) s: \(outcome); see \(r.artifacts["sideBySide"] ?? artifacts)"
            return r
        }
    }

    private func record(_ frames: FrameSource, _ path: String, _ decoded: PopupSpec) throws -> VerifyResult.Status {
        try AnimationWriter(jobs: jobs, typesetter: renderer.typesetter).write(frames, to: .apng(path, loopCount: 0), scale: decoded.scale)
        return .recorded
    }

    /// actual.png, diff.png and side-by-side.png in a folder of the artifacts named for the spec.
    private func writeArtifacts(_ name: String, _ outcome: ComparisonResult) throws -> [String: String] {
        let folder = artifacts + "/" + name.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".json", with: "")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written: [String: String] = [:]
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
