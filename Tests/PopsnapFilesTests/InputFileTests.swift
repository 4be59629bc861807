import Foundation
import XCTest
@testable import PopsnapFiles

/// Only regular files are read, and their size is checked before a byte is read.
final class InputFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "popsnap-input-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    func testReadsARegularFileWhole() throws {
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/a"))
        XCTAssertEqual(try InputFile.bytes(at: folder + "/a", limit: 200_000), bytes)
        XCTAssertEqual(try InputFile.bytes(at: folder + "/a", limit: .max), bytes)
    }

    func testAnEmptyFileIsEmpty() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/empty", contents: nil))
        XCTAssertEqual(try InputFile.bytes(at: folder + "/empty", limit: 10), [])
    }

    func testAFileOverTheLimitIsRefusedWithItsSize() throws {
        try Data(count: 1001).write(to: URL(fileURLWithPath: folder + "/big"))
        XCTAssertThrowsError(try InputFile.bytes(at: folder + "/big", limit: 1000)) { error in
            XCTAssertEqual((error as? FileError)?.cause, .tooLarge(size: 1001, limit: 1000))
            XCTAssertEqual("\(error)", "could not read \(folder)/big: it is 1001 bytes, more than the limit of 1000 bytes")
        }
    }

    /// /proc files say they are empty; they are read to their end, and still within the limit.
    func testAFileThatUnderstatesItsSizeIsStillBounded() throws {
        let status = try InputFile.bytes(at: "/proc/self/status", limit: 1 << 20)
        XCTAssertTrue(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        XCTAssertThrowsError(try InputFile.bytes(at: "/proc/self/status", limit: 10)) { error in
            XCTAssertEqual((error as? FileError)?.cause, .tooLarge(size: 11, limit: 10), "refused one byte past the limit")
        }
    }

    func testAFIFOIsRefusedWithoutWaitingForAWriter() throws {
        XCTAssertEqual(mkfifo(folder + "/fifo", 0o644), 0)
        XCTAssertThrowsError(try InputFile.bytes(at: folder + "/fifo", limit: 100)) { error in
            XCTAssertEqual((error as? FileError)?.cause, .notRegularFile(.fifo))
        }
    }

    func testAFolderIsRefused() {
        XCTAssertThrowsError(try InputFile.bytes(at: folder, limit: 100)) { error in
            XCTAssertEqual((error as? FileError)?.cause, .notRegularFile(.directory))
        }
    }

    func testAMissingFileIsASystemError() {
        XCTAssertThrowsError(try InputFile.bytes(at: folder + "/none", limit: 100)) { error in
            XCTAssertEqual(error as? FileError, FileError(.read, path: folder + "/none", code: ENOENT))
        }
    }
}
