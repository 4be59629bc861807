import Foundation
import XCTest
import PopsnapTestSupport
import PopsnapPNG
import PopsnapRaster

/// `popsnap verify`'s defaults, through the built binary: it never records unless asked, says which
/// folder it reads, refuses an empty one, checks report paths before the run, and reports progress in
/// the specs' order.
final class VerifyDefaultsTests: TemporaryFolderTestCase, ExhaustiveLayer {
    /// The environment of a developer's machine: no CI, no record mode.
    var local: [String: String] {
        ProcessInfo.processInfo.environment.filter { $0.key != "CI" && $0.key != "POPSNAP_RECORD" && $0.key != "POPSNAP_ARTIFACTS" }
    }

    func copy(_ name: String, reference: Bool, as copy: String? = nil) throws {
        let to = copy ?? name
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent(name + ".json"), to: folder.appendingPathComponent(to + ".json"))
        if reference {
            try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent(name + ".png"), to: folder.appendingPathComponent(to + ".png"))
        }
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) }

    func testAMissingReferenceFailsOutsideCIAndSaysHowToRecordIt() throws {
        try copy("alert", reference: true)
        try copy("hud", reference: false)
        let r = try RunPopsnap.run(["verify", "."], in: folder, environment: local)
        XCTAssertEqual(r.status, 1, "a missing reference is a failure, CI or not: \(r.err)")
        XCTAssertFalse(exists("hud.png"), "nothing recorded without asking")
        XCTAssertTrue(r.err.contains("missing  ./hud.json\n         no reference at ./hud.png"), r.err)
        XCTAssertTrue(r.err.contains("record the reference: popsnap record ./hud.json\n"), r.err)
        XCTAssertTrue(r.err.hasSuffix("1 passed, 1 failed, 0 recorded\n"), r.err)
        // Recording the missing ones is asked for by name, as swift-snapshot-testing's and Playwright's "missing";
        // the run still fails, so the new image is looked at before the next run passes (VerifyRun's policy).
        let asked = try RunPopsnap.run(["verify", ".", "--record", "missing"], in: folder, environment: local)
        XCTAssertEqual(asked.status, 1, asked.err)
        XCTAssertTrue(exists("hud.png"))
        XCTAssertTrue(asked.err.contains("1 passed, 0 failed, 1 recorded\nreferences were written, so the run fails"), asked.err)
        XCTAssertEqual(try RunPopsnap.run(["verify", "."], in: folder, environment: local).status, 0)
    }

    func testPOPSNAP_RECORDStillAsksForRecording() throws {
        try copy("hud", reference: false)
        var environment = local
        environment["POPSNAP_RECORD"] = "missing"
        let r = try RunPopsnap.run(["verify", "."], in: folder, environment: environment)
        XCTAssertEqual(r.status, 1, "recorded, so not passed: \(r.err)")
        XCTAssertTrue(exists("hud.png"))
        XCTAssertTrue(r.err.contains("recorded ./hud.png"), r.err)
    }

    func testHelpOfVerifyRecordAndPruneNamesTheDefaultFolder() throws {
        for command in ["verify", "record", "prune"] {
            let help = try RunPopsnap.help(command)
            XCTAssertTrue(help.contains("Default: ./Snapshots."), "\(command): \(help)")
        }
        let verify = try RunPopsnap.help("verify")
        XCTAssertTrue(verify.contains("[default: never: compare only; a missing reference fails]"), verify)
        // And the default is what runs: no argument reads ./Snapshots.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("hud.json"), to: folder.appendingPathComponent("Snapshots/hud.json"))
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("hud.png"), to: folder.appendingPathComponent("Snapshots/hud.png"))
        let r = try RunPopsnap.run(["verify", "--json"], in: folder, environment: local)
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("\"spec\": \"Snapshots/hud.json\", \"status\": \"pass\""), r.out)
    }

    func testNoSpecsIsAnErrorNotAPass() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        for command in ["verify", "record"] {
            let r = try RunPopsnap.run([command, "empty"], in: folder, environment: local)
            XCTAssertEqual(r.status, 2, "\(command) of an empty folder: \(r.err)")
            XCTAssertTrue(r.err.contains("popsnap \(command): no specs in empty: nothing to check"), r.err)
        }
        let none = try RunPopsnap.run(["verify"], in: folder, environment: local)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.err.contains("no folder ./Snapshots, the one read when none is given"), none.err)
        // A shard that gets none of the specs is not an error: a CI matrix wider than the suite still passes.
        try copy("hud", reference: true)
        let shards = try (1...8).map { try RunPopsnap.run(["verify", ".", "--shard", "\($0)/8"], in: folder, environment: local) }
        XCTAssertEqual(Set(shards.map(\.status)), [0], shards.map(\.err).joined())
        XCTAssertEqual(shards.filter { $0.err.contains("warning: this shard got none of the specs") }.count, 7)
    }

    func testReportPathsAreCheckedBeforeTheRun() throws {
        try copy("hud", reference: false)
        for (option, path) in [("--junit", "no/such/folder/verify.xml"), ("--report", "."), ("--junit", "/proc/version")] {
            let r = try RunPopsnap.run(["verify", ".", "--record", "missing", option, path], in: folder, environment: local)
            XCTAssertEqual(r.status, 2, "\(option) \(path): \(r.err)")
            XCTAssertTrue(r.err.hasPrefix("popsnap verify: \(option) \(path): "), r.err)
            XCTAssertFalse(exists("hud.png"), "refused before anything was rendered or recorded")
            XCTAssertFalse(exists(".popsnap-artifacts"), "refused before anything was checked")
        }
    }

    func testJSONOfAMissingReferenceHasNoPixelCount() throws {
        try copy("hud", reference: false)
        let r = try RunPopsnap.run(["verify", ".", "--json"], in: folder, environment: local)
        XCTAssertEqual(r.status, 1, r.err)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
        let result = (json["results"] as! [[String: Any]])[0]
        XCTAssertEqual(result["status"] as? String, "missing")
        XCTAssertTrue(result["differentPixels"] is NSNull, "not 0: nothing was compared; \(r.out)")
        XCTAssertEqual(result["accept"] as? String, "popsnap record ./hud.json")
        XCTAssertEqual(json["missing"] as? Int, 1)
    }

    /// The first spec takes far longer than the rest, so with two workers the others finish first; the
    /// plain lines still come in the specs' order.
    func testPlainProgressLinesFollowTheSpecsOrderWhateverFinishesFirst() throws {
        try Data(#"{"canvas": "ipad", "scale": 3, "popup": {"kind": "alert", "title": "Slow", "message": "A large canvas", "button": "OK"}}"#.utf8)
            .write(to: folder.appendingPathComponent("a-slow.json"))
        var names = ["a-slow"]
        for i in 0..<6 {
            let name = "b-quick-\(i)"
            try Data(#"{"scale": 1, "canvas": {"width": 40, "height": 40}, "popup": {"kind": "hud"}}"#.utf8).write(to: folder.appendingPathComponent(name + ".json"))
            names.append(name)
        }
        let r = try RunPopsnap.run(["verify", ".", "--jobs", "2"], in: folder, environment: local)
        XCTAssertEqual(r.status, 1, r.err)
        let shown = r.err.split(separator: "\n").filter { $0.hasPrefix("missing ") }.map { String($0.split(separator: " ").last!) }
        XCTAssertEqual(shown, names.map { "./\($0).json" }, r.err)
    }

    /// The spec guide's custom popup is a card over a dimmed screen, not white on white.
    func testTheGuidesCustomPopupStandsOutFromTheScreen() throws {
        let readme = try String(contentsOf: ReferenceImage.snapshots.deletingLastPathComponent().appendingPathComponent("Docs/Specs.md"), encoding: .utf8)
        let marker = "`Snapshots/custom.json` is a full example; a small one:\n\n```json\n"
        let start = try XCTUnwrap(readme.range(of: marker), "Docs/Specs.md's custom-popup example").upperBound
        let json = String(readme[start..<readme.range(of: "\n```", range: start..<readme.endIndex)!.lowerBound])
        try Data(json.utf8).write(to: folder.appendingPathComponent("custom.json"))
        let r = try RunPopsnap.run(["render", "custom.json", "--scale", "1", "-o", "custom.png"], in: folder)
        XCTAssertEqual(r.status, 0, r.err)
        let layout = try RunPopsnap.run(["layout", "custom.json", "--scale", "1"], in: folder)
        let nodes = (try JSONSerialization.jsonObject(with: Data(layout.out.utf8)) as! [String: Any])["nodes"] as! [[String: Any]]
        let card = nodes.first { ($0["path"] as? String) == "container" }!["pixels"] as! [String: Int]
        let image = try PNG.read(contentsOf: folder.appendingPathComponent("custom.png").path)
        let inside = image[card["x"]! + card["width"]! / 2, card["y"]! + 4]
        let outside = image[4, 4]
        let contrast = abs(Int(inside.r) - Int(outside.r)) + abs(Int(inside.g) - Int(outside.g)) + abs(Int(inside.b) - Int(outside.b))
        XCTAssertGreaterThan(contrast, 90, "card \(inside) against the screen \(outside)")
    }
}
