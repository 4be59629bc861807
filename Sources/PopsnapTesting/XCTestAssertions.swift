#if canImport(XCTest)
import XCTest
import Popsnap
import PopsnapSnapshot
import PopsnapCompare

/// Fails the test when `value` (an `Image`, a `PopupScene`, a `PopupSpec` or a `FrameSource`) differs from
/// its reference, `Snapshots/<TestFile>/<name>.png` (`.apng` for frames) beside the test's package.
/// Without `named:`, the test's name and a counter: `testAlert.1`, `testAlert.2`, ….
///
/// ```swift
/// func testAlert() {
///     assertSnapshot(of: scene, named: "alert", tolerance: Tolerance(maxDiffPixels: 20))
/// }
/// ```
public func assertSnapshot<Value: Snapshottable>(of value: Value, named name: String? = nil, record: RecordMode? = nil,
                                                 tolerance: Tolerance? = nil, file: StaticString = #filePath,
                                                 function: String = #function, line: UInt = #line) {
    assertSnapshot(of: value, as: Value.snapshotting, named: name, record: record, tolerance: tolerance, file: file, function: function, line: line)
}

/// Fails the test when `value`, made into a snapshot by `strategy`, differs from its reference.
///
/// ```swift
/// assertSnapshot(of: scene, as: .animation(.appear()), named: "appear")   // frame by frame, against appear.apng
/// ```
public func assertSnapshot<Value, Format>(of value: Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
                                          record: RecordMode? = nil, tolerance: Tolerance? = nil, file: StaticString = #filePath,
                                          function: String = #function, line: UInt = #line) {
    XCTestNames.resetBetweenTests()
    let configuration = SnapshotConfiguration.current.overriding(record: record, tolerance: tolerance)
    let test = SnapshotTest(file: "\(file)", function: function, scope: XCTestNames.scope + "\(file)#\(function)")
    guard let issue = snapshotIssue(of: value, as: strategy, named: name, configuration: configuration, test: test) else { return }
    if issue.isFailure {
        XCTFail(issue.message, file: file, line: line)
    } else {
        FileHandle.standardError.write(Data("\(file):\(line): popsnap: \(issue.message)\n".utf8))
    }
}

/// Renders the spec at `path` (relative to the test file's package unless absolute): its still, or its
/// animation when it has one, against its reference.
public func assertSnapshot(ofSpec path: String, named name: String? = nil, record: RecordMode? = nil, tolerance: Tolerance? = nil,
                           file: StaticString = #filePath, function: String = #function, line: UInt = #line) {
    assertSnapshot(of: path, as: .specFile, named: name, record: record, tolerance: tolerance, file: file, function: function, line: line)
}

/// XCTest runs one test at a time in a process: each starts with no snapshot names taken.
final class XCTestNames: NSObject, XCTestObservation, @unchecked Sendable {
    static let scope = "xctest:"
    private static let installed: Bool = {
        XCTestObservationCenter.shared.addTestObserver(XCTestNames())
        return true
    }()

    /// Installs the observer on the first assertion (the test running then has taken no names yet).
    static func resetBetweenTests() { _ = installed }

    func testCaseWillStart(_ testCase: XCTestCase) {
        SnapshotNames.shared.reset(prefix: Self.scope)
    }
}
#endif
