import Popsnap
import PopsnapSnapshot
import PopsnapCompare
#if canImport(XCTest)
import XCTest
#endif

/// Fails the test when `value` (an `Image`, a `PopupScene`, a `PopupSpec` or a `FrameSource`) differs from
/// its reference, `Snapshots/<TestFile>/<name>.png` (`.apng` for frames) beside the test's package.
/// Without `named:`, the test's name and a counter: `testAlert.1`, `testAlert.2`, …. Called from a Swift
/// Testing `@Test`, it records the issue there, as `expectSnapshot` does.
///
/// ```swift
/// func testAlert() {
///     assertSnapshot(of: scene, named: "alert", tolerance: Tolerance(maxDiffPixels: 20))
/// }
/// ```
public func assertSnapshot<Value: Snapshottable>(of value: @autoclosure () throws -> Value, named name: String? = nil, record: RecordMode? = nil,
                                                 tolerance: Tolerance? = nil, fileID: StaticString = #fileID, file: StaticString = #filePath,
                                                 function: String = #function, line: UInt = #line, column: UInt = #column) {
    assertSnapshot(of: try value(), as: Value.snapshotting, named: name, record: record, tolerance: tolerance, fileID: fileID, file: file,
                   function: function, line: line, column: column)
}

/// Fails the test when `value`, made into a snapshot by `strategy`, differs from its reference.
///
/// ```swift
/// assertSnapshot(of: scene, as: .animation(.appear()), named: "appear")   // frame by frame, against appear.apng
/// ```
public func assertSnapshot<Value, Format>(of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
                                          record: RecordMode? = nil, tolerance: Tolerance? = nil, fileID: StaticString = #fileID,
                                          file: StaticString = #filePath, function: String = #function, line: UInt = #line,
                                          column: UInt = #column) {
    RunningTest.check(try value(), as: strategy, named: name, record: record, tolerance: tolerance,
                      at: CallSite(fileID: fileID, file: file, function: function, line: line, column: column))
}

/// Renders the spec at `path` (relative to the test file's package unless absolute): its still, or its
/// animation when it has one, against its reference.
public func assertSnapshot(ofSpec path: String, named name: String? = nil, record: RecordMode? = nil, tolerance: Tolerance? = nil,
                           fileID: StaticString = #fileID, file: StaticString = #filePath, function: String = #function,
                           line: UInt = #line, column: UInt = #column) {
    assertSnapshot(of: path, as: .specFile, named: name, record: record, tolerance: tolerance, fileID: fileID, file: file,
                   function: function, line: line, column: column)
}

#if canImport(XCTest)
/// XCTest runs one test at a time in a process: each starts with no snapshot names taken.
final class XCTestNames: NSObject, XCTestObservation, @unchecked Sendable {
    private static let installed: Bool = {
        XCTestObservationCenter.shared.addTestObserver(XCTestNames())
        return true
    }()

    /// Installs the observer on the first assertion (the test running then has taken no names yet).
    static func resetBetweenTests() { _ = installed }

    func testCaseWillStart(_ testCase: XCTestCase) {
        SnapshotNames.shared.reset(prefix: RunningTest.xcTestScope)
    }
}
#endif
