import Foundation
import XCTest
import PopsnapTestSupport

/// A command refused for one of its outputs writes none of them: every output is checked before the first.
final class RefusalWritesNothingTests: TemporaryFolderTestCase {
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The dark variant's output is the image the spec reads; the light one, checked first, is not written either.
    func testMatrixRefusedForOneVariantWritesNoOther() throws {
        try Data(#"{"popup": {"kind": "hud"}, "canvas": "iphone-se", "scale": 1, "background": {"image": "s.dark.png"}, "variants": {"appearances": ["light", "dark"]}}"#.utf8)
            .write(to: folder.appendingPathComponent("s.json"))
        XCTAssertEqual(try RunPopsnap.run(["render", "--kind", "hud", "--scale", "1", "-o", "s.dark.png"], in: folder).status, 0)
        let before = try FolderTree(folder)
        let r = try RunPopsnap.run(["render", "s.json", "--matrix", "-o", "."], in: folder)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("-o: ./s.dark.png is also an input (./s.dark.png); writing it would destroy the input"), r.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [], "no variant written")
        // Into a new folder it is refused before the folder is made.
        let sheet = try RunPopsnap.run(["render", "s.json", "--matrix", "-o", "new", "--sheet", "s.json"], in: folder)
        XCTAssertEqual(sheet.status, 2, sheet.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [])
    }

    /// A folder named like a frame stops `--overwrite` before any frame is moved in.
    func testAnimateOverwriteRefusesAFolderUnderAFramesNameBeforeMovingAny() throws {
        let frames = folder.appendingPathComponent("fr")
        try FileManager.default.createDirectory(at: frames.appendingPathComponent("frame-0002.png"), withIntermediateDirectories: true)
        try Data("earlier".utf8).write(to: frames.appendingPathComponent("frame-0000.png"))
        try Data("notes".utf8).write(to: frames.appendingPathComponent("notes.txt"))
        XCTAssertEqual(symlink("notes.txt", frames.appendingPathComponent("frame-0009.png").path), 0)
        let before = try FolderTree(folder)
        let alert = ReferenceImage.snapshots.appendingPathComponent("alert.json").path
        let r = try RunPopsnap.run(["animate", alert, "--scale", "1", "--fps", "20", "-o", "fr/", "--overwrite"], in: folder)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("fr/frame-0002.png is a folder, not a frame Popsnap wrote; only frames that are regular files are replaced"), r.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [], "no frame moved in")
        // Without the folder it writes its 7 frames; the link under a frame's name beyond them is not a frame and stays.
        try FileManager.default.removeItem(at: frames.appendingPathComponent("frame-0002.png"))
        XCTAssertEqual(try RunPopsnap.run(["animate", alert, "--scale", "1", "--fps", "20", "-o", "fr/", "--overwrite"], in: folder).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted(),
                       (0..<7).map { String(format: "frame-%04d.png", $0) } + ["frame-0009.png", "notes.txt"])
    }
}
