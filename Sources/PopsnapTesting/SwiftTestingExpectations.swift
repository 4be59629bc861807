#if canImport(Testing)
import Testing
import Popsnap
import PopsnapSnapshot

/// Swift Testing's form of `assertSnapshot`: records an issue when the value differs from its reference.
///
/// ```swift
/// @Test func alert() throws {
///     expectSnapshot(of: scene, named: "alert")
/// }
/// ```
public func expectSnapshot(of value: Snapshottable, named name: String, record: RecordMode? = nil,
                           filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    var configuration = SnapshotConfiguration.current
    if let record { configuration.record = record }
    if let failure = snapshotFailure(of: value, named: name, configuration: configuration, file: filePath) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
#endif
