import XCTest
@testable import PopsnapSnapshot

/// The policy `popsnap verify` and PopsnapTesting share.
final class VerifyRunTests: XCTestCase {
    /// Defect 3: GitHub, GitLab, Buildkite, CircleCI and Jenkins conventions all count.
    func testAnyCIValueButFalseAndZeroIsCI() {
        for value in ["true", "1", "TRUE", "True", "yes", "buildkite"] {
            XCTAssertTrue(ContinuousIntegration.isActive(["CI": value]), value)
        }
        for value in ["false", "0", "FALSE", "False", "", " "] {
            XCTAssertFalse(ContinuousIntegration.isActive(["CI": value]), "\"\(value)\"")
        }
        XCTAssertFalse(ContinuousIntegration.isActive([:]))
        XCTAssertEqual(try RecordMode.resolve(explicit: nil, environment: ["CI": "1"]), .never, "CI=1 never records")
        XCTAssertEqual(try RecordMode.resolve(explicit: nil, environment: ["CI": "0"]), .missing)
        // A command's own default (popsnap record: all) gives way to POPSNAP_RECORD, and holds in CI.
        XCTAssertEqual(try RecordMode.resolve(explicit: nil, environment: ["CI": "true"], commandDefault: .all), .all)
        XCTAssertEqual(try RecordMode.resolve(explicit: nil, environment: ["POPSNAP_RECORD": "missing"], commandDefault: .all), .missing)
        XCTAssertEqual(try RecordMode.resolve(explicit: .failed, environment: ["POPSNAP_RECORD": "missing"], commandDefault: .all), .failed)
    }

    /// Defect 2: a recording run never passes silently.
    func testRecordingFailsUnlessItIsThePointAndCIIsWarned() throws {
        let check = try VerifyRun(record: nil, environment: ["POPSNAP_RECORD": "all"])
        XCTAssertEqual(check.mode, .all)
        XCTAssertEqual(check.outcome(of: .recorded), .mismatch)
        XCTAssertNil(check.warning, "outside CI")
        let record = try VerifyRun(record: .all, environment: [:], recordingFails: false)
        XCTAssertEqual(record.outcome(of: .recorded), .success)
        let ci = try VerifyRun(record: nil, environment: ["CI": "true", "POPSNAP_RECORD": "all"])
        XCTAssertEqual(ci.warning, "WARNING: recording in CI: the record mode is all and CI is set, so references written here "
                       + "are never looked at; record on a developer's machine and use the record mode never in CI")
        XCTAssertNil(try VerifyRun(record: nil, environment: ["CI": "true"]).warning, "CI's own mode, never, records nothing")
        XCTAssertNotNil(try VerifyRun(record: .failed, environment: ["CI": "1"], recordingFails: false).warning)
    }

    func testTallyAndOutcome() throws {
        let run = try VerifyRun(record: .never, environment: [:])
        let results = [VerifyResult(spec: "a", status: .pass), VerifyResult(spec: "b", status: .missing),
                       VerifyResult(spec: "c", status: .fail), VerifyResult(spec: "d", status: .recorded)]
        let tally = run.tally(results)
        XCTAssertEqual(tally.summary, "1 passed, 2 failed, 1 recorded")
        XCTAssertEqual(tally.outcome, .mismatch)
        XCTAssertEqual(run.tally(results + [VerifyResult(spec: "e", status: .error)]).summary, "1 passed, 2 failed, 1 recorded, 1 could not be read")
        XCTAssertEqual(run.tally(results + [VerifyResult(spec: "e", status: .error)]).outcome, .badInput, "bad input outranks a mismatch")
        XCTAssertEqual(run.tally([VerifyResult(spec: "a", status: .pass)]).outcome, .success)
        XCTAssertEqual(run.tally([VerifyResult(spec: "d", status: .recorded)]).outcome, .mismatch)
        let record = try VerifyRun(record: .all, environment: [:], recordingFails: false)
        XCTAssertEqual(record.tally([VerifyResult(spec: "d", status: .recorded)]).outcome, .success)
    }

    /// Defect 1: one folder rule for stills and animations, one to one, never outside the root.
    func testArtifactFolders() {
        XCTAssertEqual(ArtifactFolder.path(for: "Snapshots/alert.json", in: "art"), "art/Snapshots%2Falert")
        XCTAssertEqual(ArtifactFolder.path(for: "./specs/save-appear.json", in: "art"), "art/specs%2Fsave-appear")
        XCTAssertEqual(ArtifactFolder.name(for: "AlertTests/alert"), "AlertTests%2Falert")
        XCTAssertEqual(ArtifactFolder.name(for: "a%2Fb"), "a%252Fb")
        XCTAssertEqual(ArtifactFolder.name(for: "../x"), "..%2Fx")
        XCTAssertEqual(ArtifactFolder.name(for: ".."), "%2E%2E")
        // Specs named .json and ..json (stems "" and ".") shared one folder, %2E: a name holds no NUL, so "%00" is no other's.
        XCTAssertEqual(ArtifactFolder.name(for: "./.json"), "%00")
        XCTAssertEqual(ArtifactFolder.name(for: "./..json"), "%2E")
        XCTAssertEqual(ArtifactFolder.name(for: ""), "%00")
    }
}
