import Foundation
import Synchronization
import Popsnap
import PopsnapSnapshot
import PopsnapCompare
import PopsnapFiles

/// Where references live, how they are compared, and when they are recorded; set per call (`record:`,
/// `tolerance:`), per scope (`withSnapshotConfiguration`, the `.snapshots(…)` trait, an XCTest class's
/// `invokeTest`), or by the environment (`POPSNAP_RECORD`, `POPSNAP_ARTIFACTS`).
///
/// ```swift
/// withSnapshotConfiguration(SnapshotConfiguration(record: .failed, tolerance: Tolerance(maxDiffPixels: 20))) {
///     assertSnapshot(of: scene, named: "alert")     // rewrites Snapshots/AlertTests/alert.png if it differs
/// }
/// ```
public struct SnapshotConfiguration: Sendable {
    /// The folder of references; nil for the package's `Snapshots/`, found from the test file.
    public var references: String?
    /// Where failures leave actual, diff and side-by-side images; nil for `POPSNAP_ARTIFACTS`, else
    /// `.popsnap-artifacts` in the package.
    public var artifacts: String?
    /// nil for `POPSNAP_RECORD`, else `missing` (and `never` in CI).
    public var record: RecordMode?
    /// Let a recorded reference pass, reported as a warning rather than a failure. Off by default: a
    /// recorded image is a new expectation nobody has looked at yet, so the test fails until it is.
    public var recordedPasses: Bool
    /// How pixels are compared and the diff drawn: pixelmatch, threshold 0.1 by default (its v7.2 default),
    /// or every channel of every pixel equal (`.exact`, for references meant to be stable to the last bit, as
    /// Popsnap's own are; decoded pixels are compared, not the files' bytes), and how many differing pixels
    /// still pass (none by default; a call's `tolerance:` replaces it for that call).
    public var match: ImageMatch
    /// What a spec or an animation may ask for.
    public var limits: SpecLimits
    /// Record over a file at a reference's name that is not a PNG or APNG image; off, such a file is taken
    /// for someone else's and the check fails, leaving it as it is (`Verifier.replacesOtherFiles`).
    public var replacesOtherFiles = false

    /// A configuration whose every setting defaults to what a scope without one uses: references in the
    /// package's `Snapshots/`, artifacts where `POPSNAP_ARTIFACTS` says (else `.popsnap-artifacts`), the record
    /// mode from `POPSNAP_RECORD` (else `missing`, `never` in CI), recorded references failing, pixelmatch's
    /// defaults, no pixel allowed to differ, decoded colours compared within the threshold, the default limits.
    ///
    /// ```swift
    /// let loose = SnapshotConfiguration(match: ImageMatch(tolerance: Tolerance(maxDiffRatio: 0.001)))   // 0.1% of the pixels
    /// let strict = SnapshotConfiguration(record: .never, match: .exact)                                 // every channel equal
    /// ```
    public init(references: String? = nil, artifacts: String? = nil, record: RecordMode? = nil, recordedPasses: Bool = false,
                match: ImageMatch = .pixelmatch, limits: SpecLimits = .default) {
        self.references = references
        self.artifacts = artifacts
        self.record = record
        self.recordedPasses = recordedPasses
        self.match = match
        self.limits = limits
    }

    /// The configuration of the current scope.
    @TaskLocal public static var current = SnapshotConfiguration()

    /// This configuration with a call's own record mode and tolerance, where given.
    func overriding(record: RecordMode?, tolerance: Tolerance?) -> SnapshotConfiguration {
        var c = self
        if let record { c.record = record }
        if let tolerance { c.match.tolerance = tolerance }
        return c
    }
}

/// Runs `body` with `configuration` as the snapshot configuration of every assertion inside it.
///
/// For every test of an XCTest class, one line:
/// ```swift
/// override func invokeTest() { withSnapshotConfiguration(SnapshotConfiguration(record: .failed)) { super.invokeTest() } }
/// ```
public func withSnapshotConfiguration<T>(_ configuration: SnapshotConfiguration, _ body: () throws -> T) rethrows -> T {
    try SnapshotConfiguration.$current.withValue(configuration, operation: body)
}

/// The same around asynchronous work: the configuration follows the task into every `await`.
public func withSnapshotConfiguration<T>(_ configuration: SnapshotConfiguration, isolation: isolated (any Actor)? = #isolation,
                                         _ body: () async throws -> T) async rethrows -> T {
    try await SnapshotConfiguration.$current.withValue(configuration, operation: body, isolation: isolation)
}

extension SnapshotConfiguration {
    /// The package holding `file`: the nearest folder above it with a Package.swift.
    static func package(of file: String) -> String {
        var url = URL(fileURLWithPath: file).deletingLastPathComponent()
        while url.path != "/" {
            if FileKind.followed(url.appendingPathComponent("Package.swift").path).kind != nil { return url.path }
            url.deleteLastPathComponent()
        }
        return RealPath.currentFolder ?? "."
    }

    /// Snapshots/<TestFile>/<name> (the diffing adds the extension), keyed `<TestFile>/<name>` for artifacts.
    func reference(named name: String, file: String) -> SnapshotReference {
        let folder = references ?? Self.package(of: file) + "/Snapshots"
        let test = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return SnapshotReference(stem: "\(folder)/\(test)/\(name)", key: "\(test)/\(name)")
    }

    func verifier(mode: RecordMode, file: String, environment: [String: String]) throws -> Verifier {
        let folder = artifacts ?? environment["POPSNAP_ARTIFACTS"] ?? Self.package(of: file) + "/.popsnap-artifacts"
        var verifier = Verifier(renderer: try SharedRenderer.renderer(), mode: mode, match: match, artifacts: folder)
        verifier.limits = limits
        verifier.replacesOtherFiles = replacesOtherFiles
        return verifier
    }
}

/// One renderer for every assertion of a test run: fonts load once and glyphs stay cached.
enum SharedRenderer {
    private static let cached = Mutex<PopupRenderer?>(nil)

    static func renderer() throws -> PopupRenderer {
        try cached.withLock { cached in
            if let cached { return cached }
            let r = try PopupRenderer()
            cached = r
            return r
        }
    }
}
