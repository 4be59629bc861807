import Foundation
import XCTest
@testable import PopsnapFiles

/// The rule every file Popsnap writes follows: no write through a link that leaves the folder holding it
/// (descriptor links such as /dev/stdout excepted), and, when the writer names its kind, no file replaced
/// that is not empty and not of that kind.
final class OutputRuleTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory() + "popsnap-rule-\(UUID().uuidString)").resolvingSymlinksInPath().path
        for sub in ["in", "outside"] { try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true) }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ text: String, _ name: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
    private func read(_ name: String) -> String? { FileManager.default.contents(atPath: folder + "/" + name).map { String(decoding: $0, as: UTF8.self) } }

    func testALinkLeavingItsFolderIsNeverWrittenThrough() throws {
        try write("precious", "outside/m.txt")
        XCTAssertEqual(symlink("../outside/m.txt", folder + "/in/a.png"), 0)
        for attempt in [{ try AtomicFile.write([1], to: self.folder + "/in/a.png") },
                        { _ = try AtomicFileStream(path: self.folder + "/in/a.png") },
                        { _ = try AppendingFile(path: self.folder + "/in/a.png") }] {
            XCTAssertThrowsError(try attempt()) { error in
                XCTAssertEqual((error as? FileError)?.cause, .linkLeavesFolder(target: self.folder + "/outside/m.txt"))
                XCTAssertTrue("\(error)".contains("is a symbolic link to \(self.folder)/outside/m.txt, outside \(self.folder)/in; "
                    + "Popsnap writes through no link that leaves the folder it was given"), "\(error)")
            }
        }
        XCTAssertEqual(read("outside/m.txt"), "precious")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/in"), ["a.png"], "no temporary file left")
    }

    func testALinkStayingInItsFolderIsFollowed() throws {
        try FileManager.default.createDirectory(atPath: folder + "/in/kept", withIntermediateDirectories: true)
        try write("", "in/kept/a.png")
        XCTAssertEqual(symlink("kept/a.png", folder + "/in/a.png"), 0)
        try AtomicFile.write([1, 2], to: folder + "/in/a.png")
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/in/kept/a.png"), Data([1, 2]))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/in/a.png"), "kept/a.png")
    }

    /// `-o /dev/stdout` with standard output sent to a file: the link names a descriptor the caller opened.
    func testADescriptorLinkIsFollowedWhereverItLeads() throws {
        try write("", "outside/stdout.png")
        let fd = open(folder + "/outside/stdout.png", O_WRONLY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        XCTAssertEqual(symlink("/proc/self/fd/\(fd)", folder + "/in/stdout"), 0)
        XCTAssertEqual(try WriteTarget.resolve(folder + "/in/stdout"), .replace(folder + "/outside/stdout.png"))
    }

    func testAFileOfAnotherKindIsLeftUnlessNoKindIsGiven() throws {
        try write("my notes", "in/a.png")
        XCTAssertThrowsError(try AtomicFile.write([0x89], to: folder + "/in/a.png", replacing: .image)) { error in
            XCTAssertEqual((error as? FileError)?.cause, .otherKind(expected: "a PNG, GIF or WebP image"))
        }
        XCTAssertEqual(read("in/a.png"), "my notes")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/in"), ["a.png"], "no temporary file left")
        // Through a link that stays in the folder, the file it leads to is judged.
        XCTAssertEqual(symlink("a.png", folder + "/in/b.png"), 0)
        XCTAssertThrowsError(try AtomicFile.write([0x89], to: folder + "/in/b.png", replacing: .image))
        try AtomicFile.write(Array("new".utf8), to: folder + "/in/a.png")
        XCTAssertEqual(read("in/a.png"), "new", "no kind: replaced, as --force does")
    }

    func testAnEmptyFileOrOneOfTheKindIsReplaced() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]
        try write("", "in/empty.png")
        try AtomicFile.write(png, to: folder + "/in/empty.png", replacing: .image)
        try AtomicFile.write(Array("GIF89a".utf8), to: folder + "/in/empty.png", replacing: .image)
        XCTAssertEqual(read("in/empty.png"), "GIF89a", "a GIF replaces a PNG: both are images Popsnap writes")
    }

    func testKindsAreToldByTheirFirstBytes() {
        let webp = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8L".utf8)
        XCTAssertTrue(OutputKind.image.matches(webp))
        XCTAssertFalse(OutputKind.image.matches(Array("RIFF\0\0\0\0WAVE".utf8)))
        XCTAssertFalse(OutputKind.image.matches(Array("\u{89}PNG".utf8)), "U+0089 is two bytes in UTF-8, not the signature")
        XCTAssertTrue(OutputKind.html.matches(Array("\u{FEFF}\n  <!DOCTYPE HTML>\n<html>".utf8)))
        XCTAssertFalse(OutputKind.html.matches(Array("old report".utf8)))
        XCTAssertTrue(OutputKind.xml.matches(Array("<?xml version=\"1.0\"?>".utf8)))
        let swift = OutputKind.markedText("written by Popsnap", name: "a Swift file")
        XCTAssertTrue(swift.matches(Array("// a.json in Swift, written by Popsnap: …\nimport Popsnap".utf8)))
        XCTAssertFalse(swift.matches(Array("import UIKit\n// written by Popsnap".utf8)), "only the first line counts")
    }
}
