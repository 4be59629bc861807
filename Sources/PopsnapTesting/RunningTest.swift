import Foundation
import PopsnapCompare
import PopsnapSnapshot
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
import PopsnapFiles
#endif

/// Where a snapshot call was written, in the terms of both frameworks: either call may run under either.
struct CallSite {
    /// XCTest takes a file only as a static string.
    var file: StaticString
    var function: String
    var line: UInt
    #if canImport(Testing)
    var sourceLocation: SourceLocation
    #endif

    /// From XCTest's literals (`#fileID`, `#filePath`, `#function`, `#line`, `#column`).
    init(fileID: StaticString, file: StaticString, function: String, line: UInt, column: UInt) {
        self.file = file
        self.function = function
        self.line = line
        #if canImport(Testing)
        sourceLocation = SourceLocation(fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: Int(column))
        #endif
    }
}

/// The framework running the calling test decides how names are kept and where issues go, not the
/// function called: corelibs XCTest drops an `XCTFail` made outside an `XCTestCase`, and Swift Testing
/// one `Issue.record` made outside a `@Test`, so a failure reported to the other would pass in silence.
enum RunningTest {
    /// The start of every XCTest name scope, all reset when a test case starts (`XCTestNames`).
    static let xcTestScope = "xctest:"

    /// Checks `value` and reports what differs to the running test.
    static func check<Value, Format>(_ value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String?,
                                     record: RecordMode?, tolerance: Tolerance?, at site: CallSite) {
        let configuration = SnapshotConfiguration.current.overriding(record: record, tolerance: tolerance)
        guard let issue = snapshotIssue(of: try value(), as: strategy, named: name, configuration: configuration,
                                        test: snapshotTest(file: "\(site.file)", function: site.function)) else { return }
        report(issue, at: site)
    }

    /// The running test as snapshot names see it: a Swift Testing test by its id (parameterized or not),
    /// else the XCTest case, whose names are all released when the next case starts.
    static func snapshotTest(file: String, function: String) -> SnapshotTest {
        #if canImport(Testing)
        // Swift Testing runs tests in parallel in one process: names are kept per test.
        if let test = Test.current {
            return SnapshotTest(file: file, function: function, scope: "testing:\(test.id)",
                                isParameterized: Test.Case.current?.isParameterized ?? false)
        }
        #endif
        #if canImport(XCTest)
        XCTestNames.resetBetweenTests()
        #endif
        return SnapshotTest(file: file, function: function, scope: xcTestScope + "\(file)#\(function)")
    }

    /// A failure fails the running test, with the check's files attached; a recording that passes
    /// (`recordedPasses`) is said without failing it.
    static func report(_ issue: SnapshotIssue, at site: CallSite) {
        // Paths and names in the message may come from a spec or a file name: no control character of
        // theirs reaches the terminal the test runner prints to.
        let message = TerminalText.escapedKeepingLines(issue.message)
        ArtifactAttachments.record(issue.attachments, snapshot: issue.snapshot, at: site)
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), severity: issue.isFailure ? .error : .warning, sourceLocation: site.sourceLocation)
            return
        }
        #endif
        #if canImport(XCTest)
        if issue.isFailure { return XCTFail(message, file: site.file, line: site.line) }
        #endif
        FileHandle.standardError.write(Data("\(site.file):\(site.line): popsnap: \(message)\n".utf8))
    }
}
