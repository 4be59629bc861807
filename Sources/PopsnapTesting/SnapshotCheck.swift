import Foundation
import Synchronization
import Popsnap
import PopsnapSnapshot
import PopsnapCompare
import PopsnapFiles

/// The test taking a snapshot: where its references go, what its snapshots are called by default, and
/// how to run it again.
public struct SnapshotTest: Sendable {
    /// The test file (`#filePath`): references go in `Snapshots/<its name>/` of its package.
    public var file: String
    /// The test function (`#function`): default names and the command that re-runs it.
    public var function: String
    /// The running test, within which snapshot names must differ.
    public var scope: String
    /// A parameterized test's cases share a function, so a default name would not say which case it is.
    public var isParameterized: Bool

    /// The test in `file` (`#filePath`) and `function` (`#function`); `scope`, nil by default, is then
    /// `file#function`. Set `isParameterized` for a parameterized test, whose snapshots must then be named.
    ///
    /// ```swift
    /// let test = SnapshotTest(file: #filePath, function: #function)
    /// let issue = snapshotIssue(of: scene, as: .scene, named: "alert", test: test)
    /// ```
    public init(file: String, function: String, scope: String? = nil, isParameterized: Bool = false) {
        self.file = file
        self.function = function
        self.scope = scope ?? "\(file)#\(function)"
        self.isParameterized = isParameterized
    }

    /// The command that runs this test again recording over its failures.
    var acceptCommand: String { "POPSNAP_RECORD=failed swift test --filter \(SnapshotNames.base(of: function))" }
}

/// What a snapshot check came to, for the test framework to report.
public struct SnapshotIssue: Sendable, Equatable, CustomStringConvertible {
    /// What the check found and how to accept it, as the test framework reports it: what differs, where the
    /// artifacts are, and the command that records over the reference.
    public var message: String
    /// False for a reference recorded while `recordedPasses` is set: reported, but the test passes.
    public var isFailure: Bool
    /// The files the check left in its artifacts folder (expected, actual, diff, side-by-side; the new
    /// value of a missing reference), attached to the test as they are named there.
    public var attachments: [SnapshotAttachment] = []
    /// The snapshot's name, which the attachments are named after in the test's report.
    public var snapshot = ""
    public var description: String { message }
}

/// The check behind every assertion: nil when the value matches its reference, otherwise an issue that
/// says what differs, where the images are, and how to accept the change. A recorded reference is always
/// an issue, a failure unless the configuration lets it pass (`VerifyRun`'s policy, as `popsnap verify`).
/// A value that throws (a spec that fails to load) is a failure of the snapshot it was to be, by name.
public func snapshotIssue<Value, Format>(of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
                                         configuration: SnapshotConfiguration = .current, test: SnapshotTest,
                                         environment: [String: String] = EnvironmentBytes.variables) -> SnapshotIssue? {
    if name == nil && test.isParameterized {
        return SnapshotIssue(message: "a parameterized test's snapshots need `named:`: the default name (the test's) would be the same "
                             + "for every argument", isFailure: true)
    }
    let chosen: String
    switch SnapshotNames.shared.claim(name, testName: test.function, scope: test.scope) {
    case let .success(n): chosen = n
    case let .failure(error): return SnapshotIssue(message: error.message, isFailure: true)
    }
    let made: Value
    do { made = try value() } catch {
        return SnapshotIssue(message: "snapshot \"\(chosen)\" could not be made: \(error)", isFailure: true)
    }
    do {
        let run = try VerifyRun(record: configuration.record, environment: environment, recordingFails: !configuration.recordedPasses)
        if let warning = run.warning { CIWarning.once(warning) }
        let verifier = try configuration.verifier(mode: run.mode, file: test.file, environment: environment)
        let context = SnapshotContext(renderer: verifier.renderer, package: SnapshotConfiguration.package(of: test.file), limits: configuration.limits)
        let reference = configuration.reference(named: chosen, file: test.file)
        let result = try withSnapshotConfiguration(configuration) {
            try strategy.verify(try strategy.snapshot(made, context), reference, verifier)
        }
        return issue(for: result, named: chosen, run: run, test: test).map { issue in
            var issue = issue
            issue.attachments = ArtifactAttachments.read(result.artifacts)
            issue.snapshot = chosen
            return issue
        }
    } catch {
        return SnapshotIssue(message: "snapshot \"\(chosen)\" could not be checked: \(error)", isFailure: true)
    }
}

/// Checks `value` against its reference as `assertSnapshot` does, without reporting to a test: the failure's
/// message, or nil when it matches (or when a recording passes: `recordedPasses`), as swift-snapshot-testing's
/// `verifySnapshot`, for a test helper with its own way of failing.
///
/// ```swift
/// if let failure = verifySnapshot(of: try PopupSpec.load(contentsOf: "Specs/alert.json"), as: .layout, named: "alert") {
///     XCTFail(failure)
/// }
/// ```
public func verifySnapshot<Value, Format>(of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
                                          named name: String? = nil, record: RecordMode? = nil, tolerance: Tolerance? = nil,
                                          file: StaticString = #filePath, testName: String = #function) -> String? {
    let configuration = SnapshotConfiguration.current.overriding(record: record, tolerance: tolerance)
    let issue = snapshotIssue(of: try value(), as: strategy, named: name, configuration: configuration,
                              test: RunningTest.snapshotTest(file: "\(file)", function: testName))
    return issue.flatMap { $0.isFailure ? $0.message : nil }
}

/// The words for a result: each status says what happened and what to do next.
func issue(for result: VerifyResult, named name: String, run: VerifyRun, test: SnapshotTest) -> SnapshotIssue? {
    let failing = run.outcome(of: result.status) != .success
    let ci = run.warning.map { "\n" + $0 } ?? ""
    switch result.status {
    case .pass:
        return nil
    case .recorded:
        let advice = failing ? "; look at it, then run the test again (recording fails the test unless the configuration's recordedPasses is set)" : ""
        return SnapshotIssue(message: "snapshot \"\(name)\": \(result.message ?? "recorded")\(advice)\(ci)", isFailure: failing)
    case .fail:
        return SnapshotIssue(message: "snapshot \"\(name)\" does not match its reference\n\(result.message ?? "")\n"
                             + "Accept the change: \(test.acceptCommand)", isFailure: true)
    case .missing:
        return SnapshotIssue(message: "snapshot \"\(name)\": \(result.message ?? "no reference"); record it by running the test "
                             + "where CI is not set, and commit the reference", isFailure: true)
    case .error:
        return SnapshotIssue(message: "snapshot \"\(name)\" could not be checked: \(result.message ?? "")", isFailure: true)
    }
}

/// Recording in CI is said on standard error once a run, whatever the tests report.
enum CIWarning {
    private static let said = Mutex(false)

    static func once(_ warning: String) {
        let first = said.withLock { said in
            defer { said = true }
            return !said
        }
        if first { FileHandle.standardError.write(Data("popsnap: \(TerminalText.escapedKeepingLines(warning))\n".utf8)) }
    }
}
