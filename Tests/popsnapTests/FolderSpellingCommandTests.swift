import Foundation
import XCTest
import PopsnapTestSupport

/// A folder of specs spelled with slashes and dots to spare (`S//`, `./S//`, `S/.//`, an absolute `/…/S//`)
/// is the folder: its specs are found and named as with `S`, and `prune --delete` removes only orphans.
final class FolderSpellingCommandTests: TemporaryFolderTestCase {
    var local: [String: String] {
        ProcessInfo.processInfo.environment.filter { $0.key != "CI" && $0.key != "POPSNAP_RECORD" && $0.key != "POPSNAP_ARTIFACTS" }
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        let specs = folder.appendingPathComponent("S")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for name in ["hud.json", "hud.png", "confirmation.json", "confirmation.png"] {
            try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent(name), to: specs.appendingPathComponent(name))
        }
        try Data("not a reference of any spec".utf8).write(to: specs.appendingPathComponent("old.png"))
    }

    func testPruneTakesOnlyTheOrphanWhateverTheSpelling() throws {
        for spelling in ["S//", "./S//", "S/.//", "S///", folder.path + "/S//"] {
            let before = try FolderTree(folder)
            let list = try RunPopsnap.run(["prune", spelling], in: folder, environment: local)
            XCTAssertEqual(list.status, 0, list.err)
            let shown = spelling.hasPrefix("/") ? folder.path + "/S/old.png" : "S/old.png"
            XCTAssertEqual(list.out, shown + "\n", spelling)
            XCTAssertEqual(try FolderTree(folder).changes(since: before), [], spelling)
        }
        let pruned = try RunPopsnap.run(["prune", "--delete", "./S//"], in: folder, environment: local)
        XCTAssertEqual(pruned.status, 0, pruned.err)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("S").path).sorted()
        XCTAssertEqual(left, ["confirmation.json", "confirmation.png", "hud.json", "hud.png"])
    }

    func testVerifyFindsAndNamesTheSpecsAsInTheFolder() throws {
        let r = try RunPopsnap.run(["verify", "S/.//", "--json"], in: folder, environment: local)
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("\"S/hud.json\""), r.out)
        XCTAssertTrue(r.out.contains("\"S/confirmation.json\""), r.out)
        XCTAssertFalse(r.out.contains("S//"), r.out)
    }
}
