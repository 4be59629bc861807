import Foundation
import Popsnap
import PopsnapRaster
import PopsnapSnapshot

/// How a value becomes something a reference can hold, and how that is checked: a strategy as a value,
/// as swift-snapshot-testing's `Snapshotting<Value, Format>`, so any value can be snapshotted without
/// changing the library: a format of your own needs a `Diffing` (three functions) and a path extension.
///
/// ```swift
/// // Several scenes as one contact sheet, checked against one PNG (Docs/Testing.md shows `sideBySide`).
/// let sheet = Snapshotting<[PopupScene], Image>(pathExtension: "png", diffing: .image) { scenes, context in
///     try sideBySide(try scenes.map { try context.renderer.render($0) })
/// }
/// assertSnapshot(of: [light, dark], as: sheet, named: "themes")
/// ```
public struct Snapshotting<Value, Format>: Sendable {
    /// The reference's extension, after the snapshot's name: `png`, `layout.json`.
    public var pathExtension: String
    /// Turns the value into the format: renders it, loads it, lays it out.
    public var snapshot: @Sendable (Value, SnapshotContext) throws -> Format
    let check: ReferenceCheck<Format>

    /// A strategy over `diffing`, whose references end in `.pathExtension`.
    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value, SnapshotContext) throws -> Format) {
        self.init(pathExtension: pathExtension, check: .diffing(diffing), snapshot: snapshot)
    }

    init(pathExtension: String, check: ReferenceCheck<Format>, snapshot: @escaping @Sendable (Value, SnapshotContext) throws -> Format) {
        self.pathExtension = pathExtension
        self.check = check
        self.snapshot = snapshot
    }

    /// This strategy for another kind of value, turned into this one first.
    ///
    /// ```swift
    /// let byName = Snapshotting<PopupScene, Image>.scene.pullback { (name: String) in try scene(named: name) }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        pullback { value, _ in try transform(value) }
    }

    /// `pullback` for a transform that needs the context: a path resolved in the test's package, the renderer.
    ///
    /// ```swift
    /// let file = Snapshotting<PopupSpec, PopupSpec>.spec.pullback { (path: String, context) in
    ///     try PopupSpec.load(contentsOf: context.resolve(path))
    /// }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue, SnapshotContext) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, check: check) { value, context in
            try snapshot(try transform(value, context), context)
        }
    }

    /// `format` against its reference, as the run's verifier records and leaves artifacts.
    func verify(_ format: Format, _ reference: SnapshotReference, _ verifier: Verifier) throws -> VerifyResult {
        switch check {
        case let .diffing(diffing):
            return try verifier.check(format, as: diffing, pathExtension: pathExtension,
                                      reference: reference.stem + "." + pathExtension, name: reference.key)
        case let .streamed(streamed):
            return try streamed(format, reference, verifier)
        }
    }
}

/// How the format meets its reference. Frames are checked as they are rendered, a few at a time, against an
/// APNG read a frame at a time (`Verifier.check(frames:reference:name:)`), which reading the reference whole
/// through `Diffing.fromData` could not do within a memory budget; a spec is a still or frames.
enum ReferenceCheck<Format>: Sendable {
    case diffing(Diffing<Format>)
    case streamed(@Sendable (Format, SnapshotReference, Verifier) throws -> VerifyResult)
}

/// Where a snapshot's reference is, without its extension, and the key of its artifacts' folder
/// (`ArtifactFolder`): the test file's name and the snapshot's, as the reference's own path.
public struct SnapshotReference: Sendable, Equatable {
    /// `Snapshots/<TestFile>/<name>`: the strategy adds its extension.
    public var stem: String
    /// `<TestFile>/<name>`.
    public var key: String
}

/// What a strategy may use to make its format: the run's renderer (fonts loaded once), the test's
/// package, against which relative paths are resolved.
public struct SnapshotContext: Sendable {
    /// The renderer of the run, its bundled fonts loaded once and shared by every check, for a strategy
    /// that draws (a scene, a spec, a layout's overlay).
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
