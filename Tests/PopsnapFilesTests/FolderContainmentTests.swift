import XCTest
import PopsnapFiles

final class FolderContainmentTests: XCTestCase {
    var root = ""

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("containment-\(UUID().uuidString)").path
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/tree/sub", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        fm.createFile(atPath: root + "/tree/in.png", contents: Data())
        fm.createFile(atPath: root + "/outside/secret.png", contents: Data())
        try fm.createSymbolicLink(atPath: root + "/tree/out-existing.png", withDestinationPath: root + "/outside/secret.png")
        try fm.createSymbolicLink(atPath: root + "/tree/out-missing.png", withDestinationPath: root + "/outside/none.png")
        try fm.createSymbolicLink(atPath: root + "/tree/in-link.png", withDestinationPath: "in.png")
        try fm.createSymbolicLink(atPath: root + "/tree/out-folder", withDestinationPath: root + "/outside")
        try fm.createSymbolicLink(atPath: root + "/tree/loop", withDestinationPath: "loop")
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(atPath: root) }

    func inside(_ path: String) -> Bool { FolderContainment.isInside(root + "/" + path, folders: [root + "/tree"]) }

    /// "é" composed (C3 A9) and decomposed (65 CC 81) are two folders; String's hasPrefix took a file in the
    /// second for one inside the first.
    func testACanonicallyEquivalentSiblingIsOutside() {
        for name in ["\u{E9}", "e\u{301}"] { XCTAssertEqual(mkdir(root + "/" + name, 0o755), 0) }
        FileManager.default.createFile(atPath: root + "/e\u{301}/secret.png", contents: Data())
        XCTAssertTrue(FolderContainment.isInside(root + "/e\u{301}/secret.png", folders: [root + "/e\u{301}"]))
        XCTAssertFalse(FolderContainment.isInside(root + "/e\u{301}/secret.png", folders: [root + "/\u{E9}"]))
    }

    func testInsideTheTree() {
        XCTAssertTrue(inside("tree/in.png"))
        XCTAssertTrue(inside("tree/in-link.png"))
        XCTAssertTrue(inside("tree/missing.png"), "missing inside: the read says it is missing")
        XCTAssertTrue(inside("tree/sub/../in.png"))
        XCTAssertTrue(inside("tree/missing/../../outside/secret.png"), "the system fails at missing/ too, whatever is outside")
    }

    /// Outside, existing or not, through a link or not: one answer, so nothing outside is revealed.
    func testOutsideWhetherOrNotTheFileExists() {
        for path in ["outside/secret.png", "outside/none.png", "tree/out-existing.png", "tree/out-missing.png",
                     "tree/out-folder/secret.png", "tree/out-folder/none.png", "tree/../outside/secret.png",
                     "tree/../outside/none.png", "tree/loop", "nowhere/none.png"] {
            XCTAssertFalse(inside(path), path)
        }
        XCTAssertFalse(FolderContainment.isInside("/etc/passwd", folders: [root + "/tree"]))
        XCTAssertFalse(FolderContainment.isInside(root + "/tree/in.png", folders: [root + "/no-such-folder"]))
    }
}
