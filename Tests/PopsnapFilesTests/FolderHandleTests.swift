import Foundation
import XCTest
@testable import PopsnapFiles

/// Folders reached without following links, and files written relative to a folder held open.
final class FolderHandleTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "popsnap-folder-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/elsewhere", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func names(_ sub: String) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder + "/" + sub).sorted() }

    /// The folder is swapped for a link after it was opened: the file still lands in the folder, not where the link leads.
    func testAFileIsWrittenIntoTheFolderHeldOpenEvenIfItsPathBecomesALink() throws {
        let check = try XCTUnwrap(try FolderHandle(making: folder + "/art").subfolder("check", create: true))
        XCTAssertEqual(rename(folder + "/art/check", folder + "/art/moved"), 0)
        XCTAssertEqual(symlink("../elsewhere", folder + "/art/check"), 0)
        let file = try AtomicFileStream(in: check, name: "actual.png")
        try file.append(Array("png".utf8))
        try file.commit()
        XCTAssertEqual(file.path, folder + "/art/check/actual.png", "messages name the path as given")
        XCTAssertEqual(try names("art/moved"), ["actual.png"], "no temporary file left either")
        XCTAssertEqual(try names("elsewhere"), [])
    }

    func testLinksAreRefusedNeverFollowed() throws {
        let root = try FolderHandle(making: folder + "/art")
        XCTAssertEqual(symlink("../elsewhere", folder + "/art/linked"), 0)
        XCTAssertThrowsError(try root.subfolder("linked", create: true)) { error in
            XCTAssertEqual((error as? FileError)?.cause, .linkNotFollowed)
            XCTAssertTrue("\(error)".contains("could not write \(self.folder)/art/linked: it is a symbolic link"), "\(error)")
        }
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/elsewhere/notes.txt"))
        XCTAssertEqual(symlink("../elsewhere/notes.txt", folder + "/art/notes.txt"), 0)
        XCTAssertEqual(mkfifo(folder + "/art/pipe", 0o644), 0)
        for name in ["notes.txt", "pipe"] {
            XCTAssertThrowsError(try AtomicFileStream(in: root, name: name), name)
            try root.removeFile(name)  // not a regular file: stays
        }
        XCTAssertThrowsError(try root.read("notes.txt", limit: 100)) { XCTAssertEqual(($0 as? FileError)?.cause, .linkNotFollowed) }
        XCTAssertEqual(try names("art"), ["linked", "notes.txt", "pipe"])
        XCTAssertEqual(try String(contentsOfFile: folder + "/elsewhere/notes.txt", encoding: .utf8), "mine")
        XCTAssertNil(try root.subfolder("absent", create: false))
        XCTAssertNil(try root.read("absent", limit: 100))
    }
}
