import FoundationEssentials
import PopsnapFiles
import Popsnap
import PopsnapPNG
import PopsnapRaster
import PopsnapCompare

/// Checks specs against the references beside them (SPEC.png for a still, SPEC.apng for an animation),
/// recording references as the record mode says and writing the images a failure needs to be understood.
///
/// ```swift
/// let verifier = Verifier(renderer: try PopupRenderer(), mode: .never, artifacts: ".popsnap-artifacts")
/// let result = verifier.verify(spec: "Snapshots/alert.json")
/// ```
public struct Verifier: Sendable {
    /// Draws each spec's scene (and an animation's frames) for comparison, and the captioned side-by-side artifact.
    public var renderer: PopupRenderer
    /// When references are recorded rather than only compared: `never` compares, `missing` records absent
    /// ones, `all` records every one, `failed` records over those that fail.
    public var mode: RecordMode
    /// How a render is held to its reference: pixelmatch (threshold 0.1 by default) or every channel equal,
    /// how the diff image is drawn, and how many differing pixels still pass (none by default).
    public var match: ImageMatch
    /// Where failures leave actual, diff and side-by-side images.
    public var artifacts: String
    /// Threads rendering an animation's frames.
    public var jobs: Int
    /// The iOS look every spec is drawn in, replacing its `ios` and its variant's; nil for each spec's own.
    public var ios: IOSLook?
    /// What a spec may ask for, checked before it is rendered.
    public var limits = SpecLimits.default
    /// The largest reference: its file is read whole up to `maxBytes`, and a reference that would be larger
    /// is refused before it is written (nothing left), so every reference recorded can be read back.
    public var imageLimits = ImageLimits.default
    /// Record over a file at a reference's name that is not a PNG or APNG image (by default such a file is
    /// taken for someone else's and left alone, with an error: `ReferenceFile`).
    public var replacesOtherFiles = false
    /// How a result's message says what to do about an error (`Remedy`): in a Swift caller's words unless a
    /// front end says it in its own (the CLI names its options).
    public var remedyWording: @Sendable (Remedy) -> String = { $0.inSwift }
    /// The memory budget shared with checks on other threads (`verifyAll`): a spec's check waits until
    /// its estimate fits beside theirs. nil for a check on its own.
    public var memoryGate: MemoryGate?

    /// A verifier recording by `mode`, comparing by pixelmatch's defaults with no pixel allowed to differ,
    /// leaving failures' images under `artifacts` (a folder a check, `ArtifactFolder`) and rendering an
    /// animation's frames on `jobs` threads (1: this one). The other settings are set afterwards.
    ///
    /// ```swift
    /// var verifier = Verifier(renderer: try PopupRenderer(), mode: .missing,
    ///                         match: ImageMatch(tolerance: Tolerance(maxDiffRatio: 0.001)), artifacts: ".popsnap-artifacts", jobs: 2)
    /// verifier.match = .exact   // every channel equal, not within pixelmatch's threshold
    /// ```
    public init(renderer: PopupRenderer, mode: RecordMode, match: ImageMatch = .pixelmatch, artifacts: String, jobs: Int = 1) {
        self.renderer = renderer
        self.mode = mode
        self.match = match
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
        let name = Self.checkName(spec: spec, variant: variant)
        var result: VerifyResult
        do {
            var look = SpecOverrides()
            look.ios = ios
            // The iOS look is applied before the limits are checked, on the scene that is drawn.
            let popup = try PopupSpec.prepare(file: spec, overrides: look, variant: variant, limits: limits)
            let stem = variant.named(Self.referenceStem(of: spec))
            try Self.refuseReferenceThatIsAnInput(stem + (popup.spec.animation == nil ? ".png" : ".apng"), popup.spec)
            result = try check(popup, referenceStem: stem, name: Self.artifactsKey(spec: spec, variant: variant))
            result.spec = name
        } catch {
            result = VerifyResult(spec: name, status: .error, message: Remedy.describe(error, saying: remedyWording))
            result.notWritten = Self.isWriteFailure(error)
        }
        result.seconds = Date().timeIntervalSince(start)
        return result
    }

    /// What `verifyAll` checks: each spec, or each variant of a spec that declares them, in order. A spec
    /// that cannot be read is one check, which reports why.
    public func checks(of specs: [String]) -> [(spec: String, variant: Variant)] {
        specs.flatMap { spec in
            let axes = (try? PopupSpec.decode(contentsOf: spec, limits: limits))?.variants ?? VariantAxes()
            return axes.matrix.map { (spec, $0) }
        }
    }

    /// A reference that is the spec itself or an image it reads (through a link, say) would be
    /// overwritten by recording: an error, before anything is compared or written.
    private static func refuseReferenceThatIsAnInput(_ reference: String, _ decoded: PopupSpec) throws(PopsnapError) {
        guard let input = FileIdentity.input(overwrittenBy: reference, among: decoded.inputFiles) else { return }
        throw .invalid("the reference \(reference) is the same file as \(input), which the spec reads; give the reference a file of its own")
    }

    // The caller words the command that accepts or records (`VerifyResult.accept`): a library message
    // names files and spec fields only.

    /// The key of a check's artifacts folder (`ArtifactFolder`): a spec's path, or for a variant its
    /// reference's stem (`Snapshots/alert.de.dark`).
    public static func artifactsKey(spec: String, variant: Variant = Variant()) -> String {
        variant.name.isEmpty ? spec : variant.named(referenceStem(of: spec))
    }

    /// A spec's still against `referenceStem`.png, or its animation (its budget checked first) against
    /// `referenceStem`.apng: `popsnap verify`'s check and the test API's, so the two never differ.
    public func check(_ popup: PreparedPopup, referenceStem stem: String, name: String) throws -> VerifyResult {
        try checkBudget(popup, name: name)
        guard popup.spec.animation != nil else {
            return try reserving(popup) { try check(image: try renderer.render(popup.scene), reference: stem + ".png", name: name) }
        }
        return try reserving(popup) {
            try check(frames: try popup.frames(renderer: renderer, frameLimit: limits.frames), reference: stem + ".apng", name: name)
        }
    }

    /// Throws when checking `popup` would pass `limits` (its memory with the reference and the diff beside
    /// it, an animation's frames): what every check asks before any work, for a caller (`popsnap preview`)
    /// to refuse such a check as a request it will not serve.
    public func checkBudget(_ popup: PreparedPopup, name: String) throws {
        guard popup.spec.animation != nil else { return try popup.checkBudget(verifying: limits, file: name) }
        let (transition, timeline) = try popup.spec.animationTiming(frameLimit: limits.frames)
        try popup.checkBudget(animating: transition, timeline, limits: limits, file: name, jobs: jobs, comparing: true)
    }

    /// `body` once the popup's memory fits beside the other checks' (`memoryGate`).
    private func reserving(_ popup: PreparedPopup, _ body: () throws -> VerifyResult) throws -> VerifyResult {
        guard let memoryGate else { return try body() }
        return try memoryGate.withReservation(popup.memoryEstimate(jobs: jobs, comparing: true), body)
    }

    /// `image` against the PNG at `reference`, recording as the mode says (`Diffing.image` with this verifier's
    /// settings, through the one policy of `check(_:as:pathExtension:reference:name:)`); `name` keys the artifacts'
    /// folder (`ArtifactFolder`): a spec's path, or a test file's name and the snapshot's. Artifacts left by an
    /// earlier check of `name` are removed first, so a folder never mixes runs.
    public func check(image: Image, reference path: String, name: String) throws -> VerifyResult {
        try check(image, as: .image(match: match, renderer: renderer), pathExtension: "png",
                  reference: path, name: name)
    }

    /// `frames` against the APNG at `reference`, frame by frame: a failure names the first frame that differs.
    /// Its frame count and delays are read from its chunks first, then its frames one at a time, so a
    /// check holds a few frames whatever their number; a frame whose digest the reference carries and the
    /// render has is equal without decoding. Artifacts left by an earlier check of `name` are removed first,
    /// so a folder never mixes runs.
    public func check(frames: FrameSource, reference path: String, name: String) throws -> VerifyResult {
        let files = ArtifactFiles(root: artifacts, name: name)
        try files.clear()
        let file = ReferenceFile(path: path, writing: mode == .all, readableFolders: limits.readableFolders)
        let exists = try file.exists()
        var firstFailure: (Int, ComparisonOutcome)?
        var matches: Bool?
        var differing = 0
        if exists && mode != .all {
            var reference = try APNGFrameReader(contentsOf: path, limits: imageLimits, maxFrames: limits.frames)
            reference.keepsSourceDepth = match.isExact
            if let mismatch = Self.timingMismatch(frames, reference, path) {
                if mode == .failed { return VerifyResult(spec: name, status: try record(frames, file), message: "recorded \(path)") }
                var r = VerifyResult(spec: name, status: .fail)
                r.artifacts = ["actual": try files.write(actualAnimation: frames, writer: animationWriter, maxBytes: imageLimits.maxBytes)]
                r.message = "\(mismatch); the new animation is \(r.artifacts["actual"]!)"
                return r
            }
            for i in 0..<frames.count {
                let image = try frames.frame(i)
                if let digests = reference.digests, digests[i] == PixelDigest(image) { continue }
                let outcome = ImageComparison.compare(StraightImage(frame: try reference.frame(at: i)), StraightImage(image), match: match)
                if !outcome.passed { firstFailure = (i, outcome); break }
                differing += outcome.comparison?.differentPixels ?? 0
            }
            matches = firstFailure == nil
        }
        switch mode.action(referenceExists: exists, matches: matches) {
        case .pass:
            // Every frame was compared and is within the tolerance: their differing pixels together.
            return VerifyResult(spec: name, status: .pass, differentPixels: differing)
        case .record:
            return VerifyResult(spec: name, status: try record(frames, file), message: "recorded \(path)")
        case .missing:
            var r = VerifyResult(spec: name, status: .missing)
            r.artifacts = ["actual": try files.write(actualAnimation: frames, writer: animationWriter, maxBytes: imageLimits.maxBytes)]
            r.message = "no reference at \(path); the new animation is \(r.artifacts["actual"]!)"
            return r
        case .fail:
            let (index, outcome) = firstFailure!
            let time = frames.time(of: index)
            var r = VerifyResult(spec: name, status: .fail, differentPixels: outcome.comparison?.differentPixels)
            r.changedBounds = outcome.comparison?.changedBounds
            r.failingFrame = (index, time)
            r.artifacts = try files.write(try Diffing<Image>.attachments(outcome, renderer: renderer, frame: index))
            r.artifacts["frames"] = try files.write(frames: frames, reference: try APNGFrameReader(contentsOf: path, limits: imageLimits,
                                                                                                  maxFrames: limits.frames))
            r.message = "frame \(index) at \(String(printf: "%.3f", time)) s: \(outcome.findings), against \(path)" + (ArtifactFiles.shown(r.artifacts).map { "; see \($0)" } ?? "")
            return r
        }
    }

    /// Why the reference's frames cannot be the animation's whatever their pixels: another number of frames,
    /// or frames shown for another time (the delay the writer stores for the animation's frame rate). Read
    /// from the reference's chunks, before any frame is decoded.
    private static func timingMismatch(_ frames: FrameSource, _ reference: APNGFrameReader, _ path: String) -> String? {
        if reference.frameCount != frames.count {
            return "the animation has \(frames.count) frames and the reference \(path) has \(reference.frameCount)"
        }
        let delay = frames.timeline.frameDelaySeconds
        guard let i = reference.delays.firstIndex(where: { $0 != delay }) else { return nil }
        return "frame \(i) of the reference \(path) is shown for \(reference.delays[i]) s and the animation's frames for \(delay) s "
            + "(\(frames.timeline.fps) fps)"
    }

    /// Records `frames` at `reference`, which the check has decoded unless the mode is all.
    private func record(_ frames: FrameSource, _ reference: ReferenceFile) throws -> VerifyResult.Status {
        try reference.checkRecordable(decoded: mode != .all, replacesOtherFiles: replacesOtherFiles, maxFrames: limits.frames, limits: imageLimits)
        try Self.makeFolder(of: reference.path)
        let file = try AtomicFileStream(path: reference.path)
        file.maxBytes = imageLimits.maxBytes
        try animationWriter.writeAPNG(frames, to: file, loopCount: 0)
        return .recorded
    }

    /// References and `actual.apng` carry their frames' digests, so verifying an unchanged render decodes nothing.
    private var animationWriter: AnimationWriter {
        var writer = AnimationWriter(jobs: jobs)
        writer.digests = true
        return writer
    }

    /// Whether `error` is a write's (a reference, an artifact), not a read's: the two are counted apart.
    static func isWriteFailure(_ error: any Error) -> Bool {
        switch error {
        case let e as SnapshotError: return e.isWrite
        case let e as FileError: return e.operation != .read
        case let e as PNGError:
            if case let .file(f) = e { return f.operation != .read }
            return false
        case let e as PopsnapError:
            switch e {
            case let .png(p): return isWriteFailure(p)
            case let .file(f): return isWriteFailure(f)
            default: return false
            }
        default: return false
        }
    }

    /// The folder a reference goes in, made if new (references of test files get a folder each).
    static func makeFolder(of path: String) throws {
        _ = try FolderHandle(making: FileError.folder(of: path))
    }
}
