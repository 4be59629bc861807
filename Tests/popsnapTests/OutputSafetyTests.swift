import Foundation
import XCTest
import PopsnapTestSupport

/// Every file a command writes follows one rule: never through a committed link that leaves the folder it
/// was given (`-o mx/` and `mx/a.dark.png -> ../outside/m.txt`), and never over a file that is not of the
/// output's kind without `--force`. A refusal writes nothing and exits 2.
final class OutputSafetyTests: TemporaryFolderTestCase, ExhaustiveLayer {
    static let spec = #"{"popup": {"kind": "alert", "title": "Error", "message": "Sorry", "button": "OK"}, "canvas": {"width": 200, "height": 200}, "scale": 1, "#
        + #""variants": {"appearances": ["light", "dark"]}}"#

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try RunPopsnap.run(arguments, in: folder, timeout: 120)
    }

    func contents(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try writeFile(Self.spec, at: "a.json")
        try writeFile("precious", at: "outside/m.txt")
    }

    func testAMatrixNeverWritesThroughALinkOutOfItsFolder() throws {
        try FileManager.default.createDirectory(atPath: path("mx"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../outside/m.txt", path("mx/a.dark.png")), 0)
        let before = try FolderTree(folder)
        let r = try run(["render", "a.json", "--matrix", "-o", "mx/"])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("mx/a.dark.png: it is a symbolic link to \(try realPath("outside"))/m.txt, outside mx; "
            + "Popsnap writes through no link that leaves the folder it was given"), r.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [], "refused before the first variant is written")
        XCTAssertEqual(contents("outside/m.txt"), Data("precious".utf8))
        // --force replaces files of another kind, never through a link out.
        XCTAssertEqual(try run(["render", "a.json", "--matrix", "-o", "mx/", "--force"]).status, 2)
        XCTAssertEqual(contents("outside/m.txt"), Data("precious".utf8))

        // A file of the user's at a variant's name: refused before any variant is drawn, unless --force.
        XCTAssertEqual(unlink(path("mx/a.dark.png")), 0)
        try writeFile("my notes", at: "mx/a.dark.png")
        let notes = try FolderTree(folder)
        let refused = try run(["render", "a.json", "--matrix", "-o", "mx"])
        XCTAssertEqual(refused.status, 2, refused.err)
        XCTAssertTrue(refused.err.contains("mx/a.dark.png: a file is there that is not a PNG, GIF or WebP image"), refused.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: notes), [])
        XCTAssertEqual(try run(["render", "a.json", "--matrix", "-o", "mx", "--force"]).status, 0)
        XCTAssertEqual(contents("mx/a.dark.png")?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
    }

    func testASheetThroughALinkOutOrOverAFileOfYoursIsRefused() throws {
        try FileManager.default.createDirectory(atPath: path("sheets"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../outside/m.txt", path("sheets/sheet.png")), 0)
        let linked = try run(["render", "a.json", "--matrix", "--sheet", "sheets/sheet.png", "--force"])
        XCTAssertEqual(linked.status, 2, linked.err)
        XCTAssertTrue(linked.err.contains("is a symbolic link to \(try realPath("outside"))/m.txt, outside sheets;"), linked.err)
        XCTAssertEqual(contents("outside/m.txt"), Data("precious".utf8))

        try writeFile("my notes", at: "notes.png")
        let before = try FolderTree(folder)
        for args in [["render", "a.json", "--matrix", "--sheet", "notes.png"], ["render", "a.json", "-o", "notes.png"],
                     ["accessibility", "a.json", "-o", "notes.png"], ["animate", "a.json", "--transition", "appear", "--fps", "10", "-o", "notes.png"],
                     ["animate", "a.json", "--transition", "appear", "--fps", "10", "--at", "0.1", "-o", "notes.png"]] {
            let r = try run(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.err)")
            XCTAssertTrue(r.err.contains("notes.png: a file is there that is not a PNG, GIF or WebP image, so it may be a file of yours; "
                + "it is left as it is: move it, or pass --force to replace it"), "\(args): \(r.err)")
        }
        XCTAssertEqual(try FolderTree(folder).changes(since: before), [], "nothing written")
        XCTAssertEqual(try run(["render", "a.json", "-o", "notes.png", "--force"]).status, 0)
        XCTAssertEqual(contents("notes.png")?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
        // An image there, or an empty file (mktemp's), is an output's to replace.
        XCTAssertEqual(try run(["render", "a.json", "-o", "notes.png", "--appearance", "dark"]).status, 0)
        try writeFile("", at: "empty.gif")
        XCTAssertEqual(try run(["render", "a.json", "-o", "empty.gif"]).status, 0)
    }

    func testDiffConvertAndReportsLeaveFilesOfAnotherKind() throws {
        XCTAssertEqual(try run(["render", "a.json", "-o", "light.png"]).status, 0)
        XCTAssertEqual(try run(["render", "a.json", "--appearance", "dark", "-o", "dark.png"]).status, 0)
        try writeFile("notes", at: "d.png")
        try writeFile("import UIKit\nfinal class Alert {}\n", at: "Alert.swift")
        try writeFile("old report", at: "r.html")
        try writeFile("<results/>", at: "j.xml")
        let before = try FolderTree(folder)
        let diff = try run(["diff", "light.png", "dark.png", "-o", "d.png"])
        XCTAssertEqual(diff.status, 2, diff.err)
        XCTAssertTrue(diff.err.contains("d.png: a file is there that is not a PNG, GIF or WebP image"), diff.err)
        let convert = try run(["convert", "a.json", "--to", "swift", "-o", "Alert.swift"])
        XCTAssertEqual(convert.status, 2, convert.err)
        XCTAssertTrue(convert.err.contains("Alert.swift: a file is there that is not a Swift file written by Popsnap's SwiftSource"), convert.err)
        try writeFile("", at: "a.png")
        XCTAssertEqual(try run(["record", "a.json"]).status, 0)
        let report = try run(["verify", "a.json", "--report", "r.html", "--junit", "j.xml"])
        XCTAssertEqual(report.status, 2, report.err)
        XCTAssertTrue(report.err.contains("j.xml: a file is there that is not an XML document"), report.err)
        try writeFile("<?xml version=\"1.0\"?><testsuites/>", at: "j.xml")
        let html = try run(["verify", "a.json", "--report", "r.html", "--junit", "j.xml"])
        XCTAssertEqual(html.status, 2, html.err)
        XCTAssertTrue(html.err.contains("r.html: a file is there that is not an HTML page"), html.err)
        XCTAssertEqual(try FolderTree(folder).changes(since: before, except: ["a.png", "a.light.png", "a.dark.png", "j.xml"]), [],
                       "nothing written but the references")

        // What Popsnap wrote there before is replaced again without --force.
        XCTAssertEqual(try run(["convert", "a.json", "--to", "swift", "-o", "Alert.swift", "--force"]).status, 0)
        XCTAssertEqual(try run(["convert", "a.json", "--to", "swift", "-o", "Alert.swift", "--name", "alert"]).status, 0)
        XCTAssertEqual(try run(["diff", "light.png", "dark.png", "-o", "d.png", "--force"]).status, 1)
        XCTAssertEqual(try run(["diff", "light.png", "dark.png", "-o", "d.png"]).status, 1)
        XCTAssertEqual(try run(["verify", "a.json", "--report", "r.html", "--junit", "j.xml", "--force"]).status, 0)
        XCTAssertEqual(try run(["verify", "a.json", "--report", "r.html", "--junit", "j.xml"]).status, 0)
    }
}
