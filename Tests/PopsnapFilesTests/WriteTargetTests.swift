import Foundation
import XCTest
@testable import PopsnapFiles

/// Where a write lands: the rule for new names, files, links, devices and FIFOs.
final class WriteTargetTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "popsnap-target-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // realpath resolves the temporary folder's own links, so compare resolved paths.
        folder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    func testNewNamesAndRegularFilesAreReplaced() throws {
        XCTAssertEqual(try WriteTarget.resolve(folder + "/new.png"), .replace(folder + "/new.png"))
        try Data().write(to: URL(fileURLWithPath: folder + "/old.png"))
        XCTAssertEqual(try WriteTarget.resolve(folder + "/old.png"), .replace(folder + "/old.png"))
    }

    func testALinkIsFollowedToTheFileItNames() throws {
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: folder + "/real/a.png"))
        XCTAssertEqual(symlink("real/a.png", folder + "/link.png"), 0)
        XCTAssertEqual(symlink("link.png", folder + "/link2.png"), 0)
        XCTAssertEqual(try WriteTarget.resolve(folder + "/link2.png"), .replace(folder + "/real/a.png"))
    }

    func testALinkToNothingIsRefused() {
        XCTAssertEqual(symlink("missing.png", folder + "/dangling.png"), 0)
        XCTAssertThrowsError(try WriteTarget.resolve(folder + "/dangling.png")) { error in
            XCTAssertEqual((error as? FileError)?.cause, .danglingLink)
        }
    }

    func testAFIFOAndALinkToItAreWrittenThrough() throws {
        XCTAssertEqual(mkfifo(folder + "/fifo", 0o644), 0)
        XCTAssertEqual(symlink("fifo", folder + "/to-fifo"), 0)
        XCTAssertEqual(try WriteTarget.resolve(folder + "/fifo"), .stream(folder + "/fifo"))
        XCTAssertEqual(try WriteTarget.resolve(folder + "/to-fifo"), .stream(folder + "/to-fifo"))
    }

    func testAFolderIsRefused() {
        XCTAssertThrowsError(try WriteTarget.resolve(folder)) { error in
            XCTAssertEqual((error as? FileError)?.code, EISDIR)
        }
    }

    /// A write that fails halfway through leaves the target as it was and no temporary file; a
    /// stream that is never committed is removed when dropped.
    func testAnUncommittedStreamLeavesNothing() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/keep.png"))
        do {
            let stream = try AtomicFileStream(path: folder + "/keep.png")
            try stream.append([1, 2, 3])
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["keep.png"])
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/keep.png"), Data("old".utf8))
    }
}
