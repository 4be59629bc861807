import Foundation
import XCTest
import PopsnapTestSupport

/// What recording replaces: never a file through a link that leaves the folder being recorded, never a
/// file that is not an image without `--force`, never a device; and a reference that is neither a file nor
/// missing (a link to nothing, a loop, a device, a FIFO) is named for what it is.
final class ReferenceSafetyTests: TemporaryFolderTestCase, ExhaustiveLayer {
    static let spec = #"{"popup": {"kind": "alert", "title": "Error", "message": "Sorry", "button": "OK"}, "canvas": "iphone-se", "scale": 1}"#

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try RunPopsnap.run(arguments, in: folder, timeout: 120)
    }

    func testRecordNeverWritesThroughALinkLeavingTheFolder() throws {
        try writeFile(Self.spec, at: "snaps/a.json")
        try writeFile("precious", at: "outside/precious.txt")
        XCTAssertEqual(symlink("../outside/precious.txt", path("snaps/a.png")), 0)
        let before = try FolderTree(folder)
        let r = try run(["record", "snaps"])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("the reference snaps/a.png is a symbolic link to \(try realPath("outside"))/precious.txt, outside snaps; "
            + "Popsnap writes no reference through a link that leaves the folder being recorded"), r.err)
        XCTAssertTrue(r.err.contains("0 passed, 0 failed, 0 recorded, 1 could not be written"), r.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [])

        // `--record failed` compares first: a PNG outside that differs is still not written through the link.
        XCTAssertEqual(try run(["render", "snaps/a.json", "--appearance", "dark", "-o", "outside/precious.png"]).status, 0)
        XCTAssertEqual(unlink(path("snaps/a.png")), 0)
        XCTAssertEqual(symlink("../outside/precious.png", path("snaps/a.png")), 0)
        let png = try FolderTree(folder)
        let failed = try run(["verify", "snaps", "--record", "failed", "--force"])
        XCTAssertEqual(failed.status, 2, failed.err)
        XCTAssertTrue(failed.err.contains("outside snaps; Popsnap writes no reference through a link"), failed.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: png), [])

        // A link that stays in the folder is followed, and stays a link.
        XCTAssertEqual(unlink(path("snaps/a.png")), 0)
        try writeFile("old", at: "snaps/kept/a.png")
        XCTAssertEqual(symlink("kept/a.png", path("snaps/a.png")), 0)
        let inside = try run(["record", "snaps", "--force"])
        XCTAssertEqual(inside.status, 0, inside.err)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("snaps/a.png")), "kept/a.png")
        XCTAssertEqual(FileManager.default.contents(atPath: path("snaps/kept/a.png"))?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
    }

    func testRecordLeavesAFileThatIsNotAnImageUnlessForced() throws {
        try writeFile(Self.spec, at: "snaps/a.json")
        try writeFile("my notes", at: "snaps/a.png")
        try FileManager.default.copyItem(atPath: ReferenceImage.snapshots.appendingPathComponent("alert-appear.json").path, toPath: path("snaps/b.json"))
        try writeFile("my animation notes", at: "snaps/b.apng")
        let before = try FolderTree(folder)
        let r = try run(["record", "snaps"])
        XCTAssertEqual(r.status, 2, r.err)
        for reference in ["snaps/a.png", "snaps/b.apng"] {
            XCTAssertTrue(r.err.contains("the reference \(reference) is not a PNG or APNG image"), r.err)
        }
        XCTAssertTrue(r.err.contains("it is left as it is: move it, or pass --force to record over it anyway"), r.err)
        XCTAssertTrue(r.err.contains("0 passed, 0 failed, 0 recorded, 2 could not be written"), r.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [])
        // A PNG there is a reference: recorded over without --force.
        let forced = try run(["record", "snaps/a.json", "--force"])
        XCTAssertEqual(forced.status, 0, forced.err)
        XCTAssertEqual(FileManager.default.contents(atPath: path("snaps/a.png"))?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
        XCTAssertEqual(try run(["render", "snaps/a.json", "--appearance", "dark", "-o", "snaps/a.png"]).status, 0)
        XCTAssertEqual(try run(["record", "snaps/a.json"]).status, 0)
    }

    /// A device, a link to nothing, a loop of links and a FIFO: each an error of its own, in every mode,
    /// counted as a read when the run compares and as a write when it only records; none is touched.
    func testOddReferencesAreNamedForWhatTheyAre() throws {
        try XCTSkipIf(getuid() != 0, "making device nodes needs root")
        for name in ["device", "dangling", "loop", "fifo"] { try writeFile(Self.spec, at: "snaps/\(name).json") }
        XCTAssertEqual(mknod(path("snaps/device.png"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)), 0)
        XCTAssertEqual(symlink("gone.png", path("snaps/dangling.png")), 0)
        XCTAssertEqual(symlink("loop.png", path("snaps/loop.png")), 0)
        XCTAssertEqual(mkfifo(path("snaps/fifo.png"), 0o644), 0)
        let before = try FolderTree(folder)
        for (mode, counted) in [("never", "read"), ("missing", "read"), ("failed", "read"), ("all", "written")] {
            let r = try run(["verify", "snaps", "--record", mode])
            XCTAssertEqual(r.status, 2, "\(mode): \(r.err)")
            XCTAssertTrue(r.err.contains("the reference snaps/device.png is a character device; a reference is a regular file"), r.err)
            XCTAssertTrue(r.err.contains("the reference snaps/dangling.png is a symbolic link to gone.png, which does not exist"), r.err)
            XCTAssertTrue(r.err.contains("the reference snaps/loop.png is a symbolic link that leads back to itself"), r.err)
            XCTAssertTrue(r.err.contains("the reference snaps/fifo.png is a FIFO (named pipe)"), r.err)
            XCTAssertEqual(r.err.split(separator: "\n").filter { !$0.hasPrefix(" ") }.filter { $0.hasPrefix("error ") }.count, 4, "\(mode): \(r.err)")
            XCTAssertFalse(r.err.contains("record the reference"), "\(mode): not missing: \(r.err)")
            XCTAssertTrue(r.err.contains("0 passed, 0 failed, 0 recorded, 4 could not be \(counted)"), "\(mode): \(r.err)")
            XCTAssertEqual(try FolderTree(folder).changes(since: before, except: [".popsnap-artifacts"]), [], mode)
        }
    }

    /// A reference whose temporary file's name is too long for the file system cannot be written: counted so.
    func testAReferenceThatCannotBeWrittenIsCountedAsNotWritten() throws {
        let name = String(repeating: "n", count: 250)
        try writeFile(Self.spec, at: name + ".json")
        let r = try run(["record", name + ".json"])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("could not create a temporary file in . to write \(name).png: File name too long"), r.err)
        XCTAssertTrue(r.err.contains("0 passed, 0 failed, 0 recorded, 1 could not be written"), r.err)
        XCTAssertFalse(r.err.contains("could not be read"), r.err)
    }

    /// A link inside the folder from one check's reference to another spec (`b.png -> a.json`), to another
    /// check's reference (`b.png -> a.png`) or to an image another spec reads: `record --force` turned a.json
    /// into b's PNG, the two checks of a.png recorded over each other, and an image (a PNG) was replaced
    /// without --force. Refused before anything is rendered.
    func testAReferenceThatIsAnotherChecksFileIsRefused() throws {
        try writeFile(Self.spec, at: "snaps/a.json")
        try writeFile(Self.spec.replacingOccurrences(of: "Sorry", with: "Other"), at: "snaps/b.json")
        try refusesLinkingB(to: "a.json", ["--force"], "the spec snaps/a.json")
        XCTAssertEqual(try run(["record", "snaps/a.json"]).status, 0)
        try refusesLinkingB(to: "a.png", [], "the reference snaps/a.png of snaps/a.json")
        // Comparing only, two checks may share one file: b fails against a's image, nothing is written.
        XCTAssertEqual(try run(["verify", "snaps"]).status, 1)
        XCTAssertEqual(try run(["render", "--kind", "hud", "--size", "20x20", "-o", "snaps/icon.png"]).status, 0)
        try writeFile(#"{"popup": {"kind": "custom", "root": {"type": "image", "image": "icon.png"}}, "canvas": "iphone-se", "scale": 1}"#, at: "snaps/c.json")
        try refusesLinkingB(to: "icon.png", [], "snaps/icon.png, which snaps/c.json reads")
    }

    /// snaps/b.png made a link to `target`; `record snaps` refused, naming what b.png is, and nothing changed.
    func refusesLinkingB(to target: String, _ options: [String], _ what: String) throws {
        try? FileManager.default.removeItem(atPath: path("snaps/b.png"))
        XCTAssertEqual(symlink(target, path("snaps/b.png")), 0)
        let before = try FolderTree(folder)
        let r = try RunPopsnap.run(["record", "snaps"] + options, in: folder, environment: RunPopsnap.outsideCI, timeout: 120)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertEqual(r.err, "popsnap record: the reference snaps/b.png of snaps/b.json is the same file as \(what): "
            + "give the reference a file of its own\nRun 'popsnap record --help' for usage.\n")
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [], target)
    }
}
