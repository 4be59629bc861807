import Foundation
import Popsnap
import PopsnapSnapshot

/// Where references live, how they are compared, and when they are recorded; set per call, per scope
/// (`withSnapshotConfiguration`), or by the environment (`POPSNAP_RECORD`, `POPSNAP_ARTIFACTS`).
///
/// ```swift
/// try withSnapshotConfiguration(SnapshotConfiguration(record: .all)) {
///     assertSnapshot(of: scene, named: "alert")     // rewrites Snapshots/AlertTests/alert.png
/// }
/// ```
public struct SnapshotConfiguration: Sendable {
    /// The folder of references; nil for the repository's `Snapshots/`, found from the test file.
    public var references: String?
    /// Where failures leave actual, diff and side-by-side images; nil for `POPSNAP_ARTIFACTS`, else
    /// `.popsnap-artifacts` in the repository.
    public var artifacts: String?
    /// nil for `POPSNAP_RECORD`, else `missing` (and `never` in CI).
    public var record: RecordMode?
    public var options: MatchOptions
    public var tolerance: Tolerance
    /// Require identical pixels (every channel of every pixel): for references meant to be stable to the
    /// last bit, as Popsnap's own are. Decoded pixels are compared, not the files' bytes.
    public var exact: Bool

    public init(references: String? = nil, artifacts: String? = nil, record: RecordMode? = nil,
                options: MatchOptions = MatchOptions(), tolerance: Tolerance = .zero, exact: Bool = false) {
        self.exact = exact
        self.references = references
        self.artifacts = artifacts
        self.record = record
        self.options = options
        self.tolerance = tolerance
    }

    /// The configuration of the current scope.
    @TaskLocal public static var current = SnapshotConfiguration()
}

/// Runs `body` with `configuration` as the snapshot configuration of every assertion inside it.
public func withSnapshotConfiguration<T>(_ configuration: SnapshotConfiguration, _ body: () throws -> T) rethrows -> T {
    try SnapshotConfiguration.$current.withValue(configuration, operation: body)
}

extension SnapshotConfiguration {
    /// The repository holding `file`: the nearest folder above it with a Package.swift.
    static func repository(of file: String) -> String {
        var url = URL(fileURLWithPath: file).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
            url.deleteLastPathComponent()
        }
        return FileManager.default.currentDirectoryPath
    }

    /// Snapshots/<TestFile>/<name>.<ext>, beside the repository's other references.
    func referencePath(named name: String, file: String, ext: String) -> String {
        let folder = references ?? Self.repository(of: file) + "/Snapshots"
        let test = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return "\(folder)/\(test)/\(name).\(ext)"
    }

    func verifier(file: String) throws -> Verifier {
        let environment = ProcessInfo.processInfo.environment
        let mode = try RecordMode.resolve(explicit: record, environment: environment)
        let folder = artifacts ?? environment["POPSNAP_ARTIFACTS"] ?? Self.repository(of: file) + "/.popsnap-artifacts"
        var verifier = Verifier(renderer: try SharedRenderer.renderer(), mode: mode, options: options, tolerance: tolerance, artifacts: folder)
        verifier.exact = exact
        return verifier
    }
}

/// One renderer for every assertion of a test run: fonts load once and glyphs stay cached.
enum SharedRenderer {
    nonisolated(unsafe) private static var cached: PopupRenderer?
    private static let lock = NSLock()

    static func renderer() throws -> PopupRenderer {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let r = try PopupRenderer()
        cached = r
        return r
    }
}
