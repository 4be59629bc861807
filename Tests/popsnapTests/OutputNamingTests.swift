import Foundation
import XCTest
import PopsnapTestSupport

/// What a name says, an output keeps: `-o x.jpg` once got PNG bytes under a JPEG's name; `-o newdir/` for a
/// folder not made yet was "Is a directory"; and an image given where a spec goes was a UTF-8 error.
final class OutputNamingTests: TemporaryFolderTestCase {
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try RunPopsnap.run(arguments, in: folder, timeout: 120)
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        for name in ["alert.json", "alert.png"] {
            try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
    }

    func testANameThatPromisesAnotherFormatIsRefusedBeforeAnyWork() throws {
        let before = try FolderTree(folder)
        for (args, message) in [
            (["render", "alert.json", "-o", "x.jpg"], "-o x.jpg: the name says JPEG, which Popsnap does not write here: name it .png, .gif or .webp"),
            (["render", "alert.json", "-o", "x.TIFF"], "-o x.TIFF: the name says TIFF"),
            (["animate", "alert.json", "--transition", "appear", "-o", "x.jpeg"], "name it .apng, .png, .gif or .webp"),
            (["animate", "alert.json", "--transition", "appear", "--at", "0", "-o", "x.apng"], "-o x.apng: the name says APNG, which Popsnap does not write here: name it .png, .gif or .webp"),
            (["accessibility", "alert.json", "-o", "x.webp"], "-o x.webp: the name says WebP, which Popsnap does not write here: name it .png"),
            (["diff", "alert.png", "alert.png", "-o", "d.gif"], "-o d.gif: the name says GIF"),
            (["diff", "alert.png", "alert.png", "--side-by-side", "s.jpg"], "--side-by-side s.jpg: the name says JPEG"),
        ] {
            let r = try run(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.err)")
            XCTAssertTrue(r.err.contains(message), "\(args): \(r.err)")
        }
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [], "nothing written")
        // Names without an image format's extension are left as they are: mktemp's, or none.
        XCTAssertEqual(try run(["render", "alert.json", "-o", "tmp.Xy3kPq"]).status, 0)
        XCTAssertEqual(FileManager.default.contents(atPath: folder.appendingPathComponent("tmp.Xy3kPq").path)?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
    }

    func testAFolderNameForAFileSaysSo() throws {
        let r = try run(["render", "alert.json", "-o", "newdir/"])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("could not write newdir/: the name ends in \"/\" (or is \".\" or \"..\"), so it names a folder, "
            + "and a file is written here: add the file's name"), r.err)
        XCTAssertFalse(r.err.contains("Is a directory"), r.err)
    }

    func testAnImageWhereASpecGoesIsNamedForWhatItIs() throws {
        let render = try run(["render", "alert.png", "-o", "out.png"])
        XCTAssertEqual(render.status, 2, render.err)
        XCTAssertTrue(render.err.contains("alert.png: this is a PNG image, not a spec; a spec is a JSON file with a top-level \"popup\" key"), render.err)
        let verify = try run(["verify", "alert.png"])
        XCTAssertEqual(verify.status, 2, verify.err)
        XCTAssertTrue(verify.err.contains("alert.png is not a spec: it is a PNG image"), verify.err)
    }
}
