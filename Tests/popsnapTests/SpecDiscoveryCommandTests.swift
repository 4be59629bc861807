import Foundation
import XCTest
import PopsnapTestSupport

/// `verify`, `record`, `lint` and `prune` take a folder's specs by their content: the other JSON files
/// beside them (a report, a `package.json`, a strings table) are skipped, and listed with `--verbose`.
final class SpecDiscoveryCommandTests: TemporaryFolderTestCase, ExhaustiveLayer {
    var local: [String: String] {
        ProcessInfo.processInfo.environment.filter { $0.key != "CI" && $0.key != "POPSNAP_RECORD" && $0.key != "POPSNAP_ARTIFACTS" }
    }

    func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }

    func testAReportAPackageAndAStringsTableBesideTheSpecsAreSkipped() throws {
        for name in ["hud.json", "hud.png"] {
            try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try write("package.json", #"{"name": "app", "version": "1.0.0"}"#)
        try write("Localizable.json", #"{"de": {"Saved": "Gespeichert"}}"#)
        // `popsnap verify . --json > report.json`, then the next run.
        let first = try RunPopsnap.run(["verify", ".", "--json"], in: folder, environment: local)
        XCTAssertEqual(first.status, 0, first.err)
        try write("report.json", first.out)
        let second = try RunPopsnap.run(["verify", ".", "--json"], in: folder, environment: local)
        XCTAssertEqual(second.status, 0, second.err)
        XCTAssertEqual(second.out, first.out)
        XCTAssertFalse(second.err.contains("skipped"), "listed only with --verbose: \(second.err)")

        let verbose = try RunPopsnap.run(["verify", ".", "--verbose"], in: folder, environment: local)
        XCTAssertEqual(verbose.status, 0, verbose.err)
        for name in ["Localizable.json", "package.json", "report.json"] {
            XCTAssertTrue(verbose.err.contains("popsnap verify: skipped ./\(name): not a spec: it has no top-level \"popup\" key\n"), verbose.err)
        }
        let record = try RunPopsnap.run(["record", ".", "--verbose"], in: folder, environment: local)
        XCTAssertEqual(record.status, 0, record.err)
        XCTAssertTrue(record.err.contains("popsnap record: skipped ./package.json: not a spec"), record.err)
        let lint = try RunPopsnap.run(["lint", ".", "--verbose"], in: folder, environment: local)
        XCTAssertEqual(lint.status, 0, lint.out + lint.err)
        XCTAssertTrue(lint.err.contains("popsnap lint: skipped ./report.json: not a spec"), lint.err)
        try write("old.png", "")
        let prune = try RunPopsnap.run(["prune", ".", "--verbose"], in: folder, environment: local)
        XCTAssertEqual(prune.status, 0, prune.err)
        XCTAssertEqual(prune.out, "./old.png\n")
        XCTAssertTrue(prune.err.contains("popsnap prune: skipped ./Localizable.json: not a spec"), prune.err)
    }

    func testAFolderOfOnlyOtherJSONHasNoSpecsAndSaysWhy() throws {
        try write("package.json", #"{"name": "app"}"#)
        let r = try RunPopsnap.run(["verify", "."], in: folder, environment: local)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("no specs in .: nothing to check"), r.err)
        XCTAssertTrue(r.err.contains("./package.json is not a spec: it has no top-level \"popup\" key"), r.err)
    }

    /// Meant as a spec, broken: still an error, never a silent pass.
    func testABrokenSpecIsStillAnError() throws {
        try write("alert.json", #"{"popup": {"kind": "alert", "title": "Delete?",}}"#)
        for command in ["verify", "record", "lint", "prune"] {
            let r = try RunPopsnap.run([command, "."], in: folder, environment: local)
            XCTAssertEqual(r.status, 2, "\(command): \(r.err)")
            XCTAssertTrue(r.err.contains("alert.json"), "\(command): \(r.err)")
        }
    }

    func testAFileNamedThatIsNotASpecSaysSo() throws {
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("hud.png"), to: folder.appendingPathComponent("a.png"))
        try write("package.json", #"{"name": "app"}"#)
        for (command, file) in [("verify", "a.png"), ("record", "package.json"), ("lint", "a.png")] {
            let r = try RunPopsnap.run([command, file], in: folder, environment: local)
            XCTAssertEqual(r.status, 2, "\(command): \(r.err)")
            XCTAssertTrue(r.err.contains("\(file) is not a spec: it "), "\(command): \(r.err)")
            XCTAssertFalse(r.err.contains("UTF-8"), r.err)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["a.png", "package.json"], "nothing written")
    }
}
