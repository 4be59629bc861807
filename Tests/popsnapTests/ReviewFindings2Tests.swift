import Foundation
import XCTest
import PopsnapTestSupport

/// Review findings (round 2), end to end through the built binary: each test failed before its fix.
final class ReviewFindings2CLITests: XCTestCase {
    var folder: URL!
    let alert = ReferenceImage.snapshots.appendingPathComponent("alert.json").path
    let confirmation = ReferenceImage.snapshots.appendingPathComponent("confirmation.json").path

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-review2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ name: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A frame rate too low for an APNG's delay is refused, not a crash.
    func testALowFrameRateDoesNotCrashTheAPNGWriter() throws {
        let r = try RunPopsnap.run(["animate", alert, "--fps", "0.01", "--duration", "1", "--scale", "1", "-o", "slow.apng"], in: folder)
        XCTAssertTrue(r.status == 0 || r.status == 2, "status \(r.status): \(r.err.prefix(300))")
    }

    /// Likewise from a spec's own animation, under `popsnap record`.
    func testALowFrameRateInASpecDoesNotCrashRecord() throws {
        try write("""
            {"scale": 1, "popup": {"kind": "hud"}, "animation": {"transition": "spin", "fps": 0.01, "duration": 1}}
            """, "slow.json")
        let r = try RunPopsnap.run(["record", "slow.json", "--json"], in: folder)
        XCTAssertTrue(r.status == 0 || r.status == 2, "status \(r.status): \(r.err.prefix(300))")
    }

    /// `diff --json` on images of different sizes prints JSON.
    func testDiffJSONOnDifferentSizesIsJSON() throws {
        for (name, size) in [("a.png", "20x20"), ("b.png", "30x20")] {
            let r = try RunPopsnap.run(["render", "--kind", "hud", "--scale", "1", "--size", size, "-o", name], in: folder)
            XCTAssertEqual(r.status, 0, r.err)
        }
        let r = try RunPopsnap.run(["diff", "a.png", "b.png", "--json"], in: folder)
        XCTAssertEqual(r.status, 1)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(r.out.utf8)), "stdout: \(r.out)")
    }

    /// `-o NAME/` where NAME is an existing file is refused without --overwrite, and the file is kept.
    func testFramesFolderDoesNotDeleteAnExistingFileWithoutOverwrite() throws {
        try write("precious", "frames")
        let r = try RunPopsnap.run(["animate", alert, "--fps", "10", "--scale", "1", "-o", "frames/"], in: folder)
        XCTAssertEqual(r.status, 2, "refused without --overwrite")
        XCTAssertEqual(try? String(contentsOf: folder.appendingPathComponent("frames"), encoding: .utf8), "precious", "the user's file is intact")
    }

    /// Three `--button`s on a confirmation spec file are refused, as with `--kind confirmation`.
    func testThreeButtonsOnAConfirmationFileAreRefused() throws {
        let r = try RunPopsnap.run(["render", confirmation, "--button", "A", "--button", "B", "--button", "C", "-o", "c.png"], in: folder)
        XCTAssertEqual(r.status, 2, "three buttons on a confirmation: \(r.err)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("c.png").path))
    }

    /// `--button` on a HUD spec file is refused.
    func testButtonsOnAHUDFileAreRefused() throws {
        let hud = ReferenceImage.snapshots.appendingPathComponent("hud.json").path
        let r = try RunPopsnap.run(["render", hud, "--button", "OK", "-o", "h.png"], in: folder)
        XCTAssertEqual(r.status, 2, r.err)
    }

    /// Failing specs whose paths differ only in "/" and "_" keep separate artifacts.
    func testArtifactsOfDifferentSpecsDoNotCollide() throws {
        let spec = #"{"scale": 1, "canvas": {"width": 40, "height": 40}, "popup": {"kind": "hud"}}"#
        try write(spec, "x/a_b.json")
        try write(spec, "x/a/b.json")
        for ref in ["x/a_b.png", "x/a/b.png"] {
            let r = try RunPopsnap.run(["render", "--kind", "hud", "--message", "other", "--scale", "1", "--size", "40x40", "-o", ref], in: folder)
            XCTAssertEqual(r.status, 0, r.err)
        }
        let r = try RunPopsnap.run(["verify", "x/a_b.json", "x/a/b.json", "--json", "--artifacts", "art", "--jobs", "1"], in: folder,
                                   environment: ["CI": "true"])
        XCTAssertEqual(r.status, 1, r.err)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
        let results = json["results"] as! [[String: Any]]
        XCTAssertEqual(results.count, 2)
        XCTAssertNotEqual(results[0]["actual"] as? String, results[1]["actual"] as? String, "each failure keeps its own images")
    }

    /// A spec that cannot be read is bad input: exit 2.
    func testVerifyOfAnInvalidSpecIsBadInput() throws {
        try write("{\"popup\": ", "broken.json")
        let r = try RunPopsnap.run(["verify", "broken.json"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(r.status, 2, r.err)
    }

    /// The accept command in the report is shell-quoted.
    func testAcceptCommandIsShellQuoted() throws {
        let spec = #"{"scale": 1, "canvas": {"width": 40, "height": 40}, "popup": {"kind": "hud"}}"#
        try write(spec, "my specs/a.json")
        let ref = try RunPopsnap.run(["render", "--kind", "hud", "--message", "x", "--scale", "1", "--size", "40x40", "-o", "my specs/a.png"], in: folder)
        XCTAssertEqual(ref.status, 0, ref.err)
        let r = try RunPopsnap.run(["verify", "my specs/a.json", "--report", "report.html", "--artifacts", "art"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(r.status, 1, r.err)
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertFalse(html.contains("<code>popsnap record my specs/a.json --record all</code>"), "unquoted path in the accept command")
        XCTAssertTrue(html.contains("<code>popsnap record 'my specs/a.json' --record all</code>"), "quoted for the shell")
    }

    /// The largest filmstrip the option allows renders (frames wrap into rows).
    func testTheLargestFilmstripTheOptionAllowsRenders() throws {
        let r = try RunPopsnap.run(["animate", alert, "--transition", "appear", "--fps", "240", "--scale", "1", "--filmstrip", "64", "-o", "strip.png"], in: folder)
        XCTAssertEqual(r.status, 0, r.err)
    }
}
