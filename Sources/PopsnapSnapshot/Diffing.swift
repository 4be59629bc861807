import PopsnapGeometry
import FoundationEssentials
import PopsnapRaster

/// How a snapshot's format is kept in a reference file and told apart from it, as swift-snapshot-testing's
/// `Diffing`: three functions and nothing else. Reading and writing the file, record modes and artifacts are
/// `Verifier.check(_:as:reference:name:)`'s, the same for every format, so a format of your own needs only these.
///
/// ```swift
/// let rows = Diffing<[String]>(
///     toData: { Data($0.joined(separator: "\n").utf8) },
///     fromData: { String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init) },
///     diff: { reference, actual in reference == actual ? nil : ("\(actual.count) rows, \(reference.count) expected", []) })
/// ```
public struct Diffing<Value>: Sendable {
    /// The bytes a reference holds for `value`.
    public var toData: @Sendable (Value) throws -> Data
    /// The value a reference's bytes hold; throws when they are not one (someone else's file at its name).
    public var fromData: @Sendable (Data) throws -> Value
    /// nil when `actual` matches `reference`; else what differs, in words, and the files that show it
    /// (kept as the check's artifacts and attached to the test).
    public var diff: @Sendable (_ reference: Value, _ actual: Value) -> (String, [SnapshotAttachment])?
    /// A faster way to the same verdict for a reference file, used instead of reading it whole through
    /// `fromData` (an image's pixel digest, so an unchanged PNG is never decoded); nil for most formats.
    package var comparesFile: (@Sendable (_ actual: Value, _ reference: String) throws -> FileDifference)?
    /// What the new value is called in messages ("the new image is …").
    package var noun = "snapshot"

    /// A format from its three functions: `toData` and `fromData` must be inverses (a value written then
    /// read is the same value), and `diff` returns nil for a match, else a message and the attachments
    /// (named as `SnapshotAttachment` requires) that show the difference. The type's example builds one.
    public init(toData: @escaping @Sendable (Value) throws -> Data, fromData: @escaping @Sendable (Data) throws -> Value,
                diff: @escaping @Sendable (_ reference: Value, _ actual: Value) -> (String, [SnapshotAttachment])?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A file that shows a difference: kept in the check's artifacts folder under `name`, and attached to the
/// failing test (Swift Testing's `Attachment`, XCTest's `XCTAttachment`).
public struct SnapshotAttachment: Sendable, Equatable {
    /// `expected`, `actual`, `diff` or `side-by-side`, then an extension: `diff.png`, `actual.layout.json`.
    public var name: String
    /// The file's contents, written as they are (a PNG's bytes, a JSON document's UTF-8).
    public var bytes: [UInt8]

    /// Fails when `name` is not one of the names above: an attachment is written in the artifacts folder,
    /// whose manifest lists only names Popsnap gives, so no name can lead anywhere else.
    public init(name: String, bytes: [UInt8]) throws(SnapshotError) {
        guard ArtifactFiles.isAttachmentName(name) else {
            throw .invalid("an attachment is named \"\(name)\"; expected expected, actual, diff or side-by-side, then "
                + "an extension of letters and digits, such as diff.png or actual.layout.json")
        }
        self.name = name
        self.bytes = bytes
    }
}

/// What comparing a value with its reference found: nil `failure` when it matches.
package struct FileDifference {
    package var failure: (String, [SnapshotAttachment])?
    /// For images: how many pixels differ and where, for reports; nil when nothing was counted.
    package var differentPixels: Int? = nil
    package var changedBounds: PixelRect? = nil
}
