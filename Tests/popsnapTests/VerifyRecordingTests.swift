import Foundation
import XCTest
import PopsnapTestSupport

/// `popsnap verify` and `record` under the policy PopsnapTesting shares (`VerifyRun`): recording is never
/// silent, CI is any `CI` but false and 0, and one folder rule names a spec's artifacts.
final class VerifyRecordingTests: TemporaryFolderTestCase, ExhaustiveLayer {
    func copySpec(_ name: String) throws {
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent(name + ".json"),
                                         to: folder.appendingPathComponent(name + ".json"))
    }

    func environment(_ values: [String: String]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil
        env["POPSNAP_RECORD"] = nil
        return env.merging(values) { $1 }
    }

    /// Defect 2: `CI=true POPSNAP_RECORD=all popsnap verify` rewrote every reference and exited 0 without a word.
    func testRecordingInCIFailsLoudly() throws {
        try copySpec("hud")
        let r = try RunPopsnap.run(["verify", "."], in: folder, environment: environment(["CI": "true", "POPSNAP_RECORD": "all"]))
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertTrue(r.err.contains("warning: WARNING: recording in CI: the record mode is all"), r.err)
        XCTAssertTrue(r.err.contains("recorded ./hud.png"), r.err)
        XCTAssertTrue(r.err.contains("0 passed, 0 failed, 1 recorded"), r.err)
        XCTAssertTrue(r.err.contains("references were written, so the run fails"), r.err)
    }

    /// `record` records on purpose: it reports each reference and passes.
    func testRecordPassesAndReportsEachReference() throws {
        try copySpec("hud")
        let r = try RunPopsnap.run(["record", "."], in: folder, environment: environment([:]))
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.err.contains("recorded ./hud.png"), r.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("hud.png").path))
    }

    /// Defect 3: CI=1 is CI: a missing reference fails and nothing is written.
    func testCIOneNeverRecords() throws {
        try copySpec("hud")
        let r = try RunPopsnap.run(["verify", "."], in: folder, environment: environment(["CI": "1"]))
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertTrue(r.err.contains("missing"), r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("hud.png").path))
    }

    /// Defect 1: an animation's failure goes in the spec's folder, named as a still's would be.
    func testAnimationArtifactsUseTheSpecsFolder() throws {
        try copySpec("hud-spin")
        XCTAssertEqual(try RunPopsnap.run(["record", "hud-spin.json"], in: folder, environment: environment([:])).status, 0)
        // Another background's reference in its place: the same 12 frames, each of other pixels.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("hud-spin.apng"))
        var spec = try String(contentsOf: folder.appendingPathComponent("hud-spin.json"), encoding: .utf8)
        spec = spec.replacingOccurrences(of: "#E0EAFC", with: "#203040")
        try spec.write(to: folder.appendingPathComponent("other.json"), atomically: true, encoding: .utf8)
        let other = try RunPopsnap.run(["record", "other.json"], in: folder, environment: environment([:]))
        XCTAssertEqual(other.status, 0, other.err)
        try FileManager.default.moveItem(at: folder.appendingPathComponent("other.apng"), to: folder.appendingPathComponent("hud-spin.apng"))
        let r = try RunPopsnap.run(["verify", "hud-spin.json", "--artifacts", "art"], in: folder, environment: environment(["CI": "true"]))
        XCTAssertEqual(r.status, 1, r.err)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("art").path)
        XCTAssertEqual(names, ["hud-spin"], "one folder, named as a still's: \(names)")
    }
}
