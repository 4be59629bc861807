import Foundation
import XCTest
import PopsnapTestSupport

/// `popsnap diff`, `verify`, `record` and `prune` through the built binary.
final class SnapshotCommandTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-snap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func copySpec(_ name: String, withReference: Bool) throws {
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent(name + ".json"), to: folder.appendingPathComponent(name + ".json"))
        if withReference {
            try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent(name + ".png"), to: folder.appendingPathComponent(name + ".png"))
        }
    }

    func testDiffMatchesPixelmatchAndReportsJSON() throws {
        let fixtures = try PixelmatchFixtures.folder()
        let a = fixtures.appendingPathComponent("1a.png").path, b = fixtures.appendingPathComponent("1b.png").path
        let result = try RunPopsnap.run(["diff", a, b, "--threshold", "0.05", "--json", "-o", "diff.png"], in: folder)
        XCTAssertEqual(result.status, 1, "different images exit 1")
        let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
        XCTAssertEqual(json["differentPixels"] as? Int, 143, "pixelmatch's count for this fixture")
        XCTAssertNotNil(json["totalPixels"] as? Int)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("diff.png").path))
        let within = try RunPopsnap.run(["diff", a, b, "--threshold", "0.05", "--max-diff-pixels", "143"], in: folder)
        XCTAssertEqual(within.status, 0, within.out + within.err)
        let same = try RunPopsnap.run(["diff", a, a], in: folder)
        XCTAssertEqual(same.status, 0)
        let sizes = try RunPopsnap.run(["diff", a, fixtures.appendingPathComponent("2a.png").path], in: folder)
        XCTAssertEqual(sizes.status, 1)
        XCTAssertTrue(sizes.out.contains(" x ") || sizes.err.contains(" x "), sizes.out + sizes.err)
        let bad = try RunPopsnap.run(["diff", a, "missing.png"], in: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("missing.png"), bad.err)
    }

    func testVerifyRecordAndPrune() throws {
        try copySpec("alert", withReference: true)
        try copySpec("hud", withReference: false)
        // In CI a missing reference fails and nothing is written.
        var env = ProcessInfo.processInfo.environment
        env["CI"] = "true"
        let ci = try RunPopsnap.run(["verify", ".", "--json", "--junit", "report.xml"], in: folder, environment: env)
        XCTAssertEqual(ci.status, 1, ci.err)
        let json = try JSONSerialization.jsonObject(with: Data(ci.out.utf8)) as! [String: Any]
        let results = json["results"] as! [[String: Any]]
        XCTAssertEqual(results.map { $0["status"] as! String }, ["pass", "missing"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("hud.png").path))
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8).contains("failures=\"1\""))
        // `record` writes it; then everything passes.
        let record = try RunPopsnap.run(["record", "hud.json"], in: folder)
        XCTAssertEqual(record.status, 0, record.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("hud.png").path))
        XCTAssertEqual(try RunPopsnap.run(["verify", "."], in: folder, environment: env).status, 0)
        // A changed reference fails with exit 1 and says where the images are.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("alert.png"))
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("alert-german.png"), to: folder.appendingPathComponent("alert.png"))
        let changed = try RunPopsnap.run(["verify", "alert.json", "--artifacts", "art"], in: folder, environment: env)
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.err.contains("side-by-side.png"), changed.err)
        XCTAssertTrue(changed.err.contains("0 passed, 1 failed"), changed.err)
        // prune lists references without a spec, and deletes them when asked.
        try Data().write(to: folder.appendingPathComponent("gone.png"))
        XCTAssertEqual(try RunPopsnap.run(["prune", "."], in: folder).out, "./gone.png\n")
        XCTAssertEqual(try RunPopsnap.run(["prune", ".", "--delete"], in: folder).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("gone.png").path))
    }

    func testShardsSplitTheSuite() throws {
        for name in ["alert", "hud", "confirmation", "hud-bar", "hud-pie"] { try copySpec(name, withReference: true) }
        var seen: [String] = []
        for i in 1...3 {
            let r = try RunPopsnap.run(["verify", ".", "--shard", "\(i)/3", "--json"], in: folder)
            XCTAssertEqual(r.status, 0, r.err)
            let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
            seen += (json["results"] as! [[String: Any]]).map { $0["spec"] as! String }
        }
        XCTAssertEqual(seen.sorted(), ["./alert.json", "./confirmation.json", "./hud-bar.json", "./hud-pie.json", "./hud.json"])
        XCTAssertEqual(try RunPopsnap.run(["verify", ".", "--shard", "4/3"], in: folder).status, 2)
    }
}

extension SnapshotCommandTests {
    /// `diff --json` on images of different sizes prints JSON that says so, with no pixel count.
    func testDiffJSONOnDifferentSizesSaysWhy() throws {
        for (name, size) in [("a.png", "20x20"), ("b.png", "30x20")] {
            let r = try RunPopsnap.run(["render", "--kind", "hud", "--scale", "1", "--size", size, "-o", name], in: folder)
            XCTAssertEqual(r.status, 0, r.err)
        }
        let r = try RunPopsnap.run(["diff", "a.png", "b.png", "--json"], in: folder)
        XCTAssertEqual(r.status, 1)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any], r.out)
        XCTAssertTrue(json["differentPixels"] is NSNull, r.out)
        XCTAssertEqual(json["passed"] as? Bool, false)
        let error = try XCTUnwrap(json["error"] as? String, r.out)
        XCTAssertTrue(error.contains("20 x 20") && error.contains("30 x 20"), error)
    }

    /// A spec that cannot be read is bad input: exit 2, whatever else passed.
    func testVerifyOfAnInvalidSpecIsBadInput() throws {
        try Data("{\"popup\": ".utf8).write(to: folder.appendingPathComponent("broken.json"))
        let r = try RunPopsnap.run(["verify", "broken.json"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.hasPrefix("error    broken.json\n         broken.json:1:"), r.err)
        XCTAssertTrue(r.err.hasSuffix("0 passed, 0 failed, 0 recorded, 1 could not be read\n"), r.err)
    }
}
