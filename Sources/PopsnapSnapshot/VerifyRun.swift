/// The policy of one run of snapshot checks, shared by `popsnap verify` and PopsnapTesting so they never
/// disagree: which record mode it is in, whether writing a reference fails it, what it warns about in
/// CI, and what its results come to.
///
/// ```swift
/// let run = try VerifyRun(record: nil, environment: EnvironmentBytes.variables)
/// if let warning = run.warning { print(warning) }
/// let tally = run.tally(results)       // "3 passed, 1 failed, 0 recorded", and the outcome
/// ```
public struct VerifyRun: Sendable, Equatable {
    /// The record mode the run resolved to: the one asked for, else `POPSNAP_RECORD`, else the command's
    /// default, else `missing`, or `never` in CI.
    public let mode: RecordMode
    /// Whether `CI` says this is a CI machine (`ContinuousIntegration.isActive`).
    public let isCI: Bool
    /// Whether writing a reference fails the run. True for a check (a test, `popsnap verify`): a new
    /// image is looked at before it is trusted, as in swift-snapshot-testing. False when recording is
    /// the point of the run (`popsnap record`) or the user opted out; it is still reported.
    public var recordingFails: Bool

    /// `explicit` (a call's `record:`, a command's option) wins, then `POPSNAP_RECORD`, then the
    /// command's own default, then `missing` outside CI and `never` in CI (`RecordMode.resolve`).
    public init(record explicit: RecordMode?, environment: [String: String], commandDefault: RecordMode? = nil,
                recordingFails: Bool = true) throws(SnapshotError) {
        mode = try RecordMode.resolve(explicit: explicit, environment: environment, commandDefault: commandDefault)
        isCI = ContinuousIntegration.isActive(environment)
        self.recordingFails = recordingFails
    }

    /// What a run says before it checks anything: any record mode but `never` in CI, where references
    /// written would be thrown away with the machine and nobody would look at them.
    public var warning: String? {
        guard isCI, mode != .never else { return nil }
        return "WARNING: recording in CI: the record mode is \(mode.rawValue) and CI is set, so references written here "
            + "are never looked at; record on a developer's machine and use the record mode never in CI"
    }

    /// What one result means for the run.
    public func outcome(of status: VerifyResult.Status) -> Outcome {
        switch status {
        case .pass: return .success
        case .recorded: return recordingFails ? .mismatch : .success
        case .fail, .missing: return .mismatch
        case .error: return .badInput
        }
    }

    /// The counts of `results` and what they come to together.
    public func tally(_ results: [VerifyResult]) -> Tally {
        var tally = Tally()
        for r in results {
            tally.counts[r.status, default: 0] += 1
            if r.status == .error && r.notWritten { tally.unwritten += 1 }
            tally.outcome = max(tally.outcome, outcome(of: r.status))
        }
        return tally
    }

    /// The worst result wins: bad input says nothing about the images, so it outranks a mismatch. The CLI
    /// maps these to its exit status 0, 1 and 2.
    public enum Outcome: Int, Sendable, Comparable {
        /// `success`: every check passed (or recorded, in a run where recording does not fail); `mismatch`: an
        /// image differs, is missing or was recorded when that fails the run; `badInput`: a spec or reference
        /// could not be read or written.
        case success, mismatch, badInput
        public static func < (a: Outcome, b: Outcome) -> Bool { a.rawValue < b.rawValue }
    }

    /// How many results had each status, and the run's outcome.
    public struct Tally: Sendable, Equatable {
        /// How many results had each status; a status no result had is absent (`count(_:)` reads it as 0).
        public var counts: [VerifyResult.Status: Int] = [:]
        /// The worst outcome of any result: `success` when there were none.
        public var outcome = Outcome.success

        /// How many results had `status`, 0 when none.
        public func count(_ status: VerifyResult.Status) -> Int { counts[status] ?? 0 }

        /// Errors that were a write's (`VerifyResult.notWritten`), counted apart from those of reading.
        public var unwritten = 0

        /// "3 passed, 1 failed, 2 recorded" (a missing reference counts as failed), with ", 1 could not be
        /// read" when a spec or reference could not be, and ", 1 could not be written" for a reference or artifact.
        public var summary: String {
            let unread = count(.error) - unwritten
            return "\(count(.pass)) passed, \(count(.fail) + count(.missing)) failed, \(count(.recorded)) recorded"
                + (unread > 0 ? ", \(unread) could not be read" : "") + (unwritten > 0 ? ", \(unwritten) could not be written" : "")
        }
    }
}
