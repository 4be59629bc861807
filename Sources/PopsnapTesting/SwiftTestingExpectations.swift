import Popsnap
import PopsnapSnapshot
import PopsnapCompare
#if canImport(Testing)
import Testing
#endif

/// Swift Testing's form of `assertSnapshot`: records an issue when `value` (an `Image`, a `PopupScene`,
/// a `PopupSpec` or a `FrameSource`) differs from its reference. Called from an `XCTestCase`, it fails
/// that test, as `assertSnapshot` does: the location is taken as literals, as XCTest takes it, so a file
/// that imports only XCTest can call it too.
///
/// ```swift
/// @Test func alert() {
///     expectSnapshot(of: scene, named: "alert")
/// }
/// ```
public func expectSnapshot<Value: Snapshottable>(of value: @autoclosure () throws -> Value, named name: String? = nil, record: RecordMode? = nil,
                                                 tolerance: Tolerance? = nil, fileID: StaticString = #fileID,
                                                 filePath: StaticString = #filePath, function: String = #function,
                                                 line: UInt = #line, column: UInt = #column) {
    expectSnapshot(of: try value(), as: Value.snapshotting, named: name, record: record, tolerance: tolerance, fileID: fileID,
                   filePath: filePath, function: function, line: line, column: column)
}

/// Records an issue when `value`, made into a snapshot by `strategy`, differs from its reference.
///
/// ```swift
/// expectSnapshot(of: scene, as: .animation(.appear()), named: "appear")
/// ```
public func expectSnapshot<Value, Format>(of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
                                          record: RecordMode? = nil, tolerance: Tolerance? = nil, fileID: StaticString = #fileID,
                                          filePath: StaticString = #filePath, function: String = #function,
                                          line: UInt = #line, column: UInt = #column) {
    RunningTest.check(try value(), as: strategy, named: name, record: record, tolerance: tolerance,
                      at: CallSite(fileID: fileID, file: filePath, function: function, line: line, column: column))
}

/// Renders the spec at `path` (relative to the test file's package unless absolute): its still, or its
/// animation when it has one, against its reference.
public func expectSnapshot(ofSpec path: String, named name: String? = nil, record: RecordMode? = nil, tolerance: Tolerance? = nil,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                           line: UInt = #line, column: UInt = #column) {
    expectSnapshot(of: path, as: .specFile, named: name, record: record, tolerance: tolerance, fileID: fileID,
                   filePath: filePath, function: function, line: line, column: column)
}

#if canImport(Testing)
/// The snapshot configuration of a test or of every test in a suite, changed where given.
///
/// ```swift
/// @Suite(.snapshots(record: .failed, tolerance: Tolerance(maxDiffPixels: 20)))
/// struct AlertTests { … }
/// ```
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    let change: @Sendable (inout SnapshotConfiguration) -> Void

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        var configuration = SnapshotConfiguration.current
        change(&configuration)
        try await withSnapshotConfiguration(configuration, function)
    }
}

extension Trait where Self == SnapshotTrait {
    /// Record mode, how images are matched, and their tolerance for the test or suite (`tolerance` replaces
    /// `match`'s); nil keeps the enclosing scope's.
    public static func snapshots(record: RecordMode? = nil, match: ImageMatch? = nil, tolerance: Tolerance? = nil,
                                 recordedPasses: Bool? = nil) -> SnapshotTrait {
        SnapshotTrait { c in
            if let record { c.record = record }
            if let match { c.match = match }
            if let tolerance { c.match.tolerance = tolerance }
            if let recordedPasses { c.recordedPasses = recordedPasses }
        }
    }

    /// A whole configuration for the test or suite.
    public static func snapshots(_ configuration: SnapshotConfiguration) -> SnapshotTrait {
        SnapshotTrait { $0 = configuration }
    }
}
#endif
