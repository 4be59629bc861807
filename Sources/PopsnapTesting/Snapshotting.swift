import Popsnap
import PopsnapRaster
import PopsnapSnapshot

/// How a value becomes something a reference can hold, and how that is checked: a strategy as a value,
/// as swift-snapshot-testing's `Snapshotting<Value, Format>`, so any value can be snapshotted without
/// changing the library.
///
/// ```swift
/// // Several scenes as one contact sheet, checked against one PNG (the README shows `sideBySide`).
/// let sheet = Snapshotting<[PopupScene], Image>(diffing: .image) { scenes, context in
///     try sideBySide(try scenes.map { try context.renderer.render($0) })
/// }
/// assertSnapshot(of: [light, dark], as: sheet, named: "themes")
/// ```
public struct Snapshotting<Value, Format>: Sendable {
    /// How the format is compared with its reference, and recorded.
    public var diffing: Diffing<Format>
    /// Turns the value into the format: renders it, loads it, lays it out.
    public var snapshot: @Sendable (Value, SnapshotContext) throws -> Format

    public init(diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value, SnapshotContext) throws -> Format) {
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// This strategy for another kind of value, turned into this one first.
    ///
    /// ```swift
    /// let byName = Snapshotting<PopupScene, Image>.scene.pullback { (name: String) in try scene(named: name) }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(diffing: diffing) { value, context in try snapshot(try transform(value), context) }
    }
}

/// How a format is checked against its reference (and written to it): a PNG for an image, an APNG for
/// frames, either for a spec.
public struct Diffing<Format>: Sendable {
    /// Checks `format` against the reference at `reference.stem` plus the format's extension, recording
    /// and leaving artifacts as `verifier` says.
    public var check: @Sendable (_ format: Format, _ reference: SnapshotReference, _ verifier: Verifier) throws -> VerifyResult

    public init(check: @escaping @Sendable (_ format: Format, _ reference: SnapshotReference, _ verifier: Verifier) throws -> VerifyResult) {
        self.check = check
    }
}

/// Where a snapshot's reference is, without its extension, and the key of its artifacts' folder
/// (`ArtifactFolder`): the test file's name and the snapshot's, as the reference's own path.
public struct SnapshotReference: Sendable, Equatable {
    /// `Snapshots/<TestFile>/<name>`: the diffing adds `.png` or `.apng`.
    public var stem: String
    /// `<TestFile>/<name>`.
    public var key: String
}

/// What a strategy may use to make its format: the run's renderer (fonts loaded once) and the test's
/// package, against which relative paths are resolved.
public struct SnapshotContext: Sendable {
    public var renderer: PopupRenderer
    /// The folder of the test file's Package.swift.
    public var package: String
    /// What a spec may ask for.
    public var limits: SpecLimits

    /// `path` as given when absolute, else inside the test's package: the same file whatever folder
    /// the tests run from.
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : package + "/" + path
    }
}
