import Foundation
import XCTest
@testable import PopsnapFiles

/// Mapped files follow InputFile's rules: regular files only, the size checked before mapping.
final class MappedFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "popsnap-mapped-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    func testMapsTheWholeFile() throws {
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/a"))
        let file = try MappedFile(at: folder + "/a", limit: 300_000)
        XCTAssertEqual(Array(file.bytes), bytes)
    }

    func testAnEmptyFileHasAnAddressAndNoBytes() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/empty", contents: nil))
        let file = try MappedFile(at: folder + "/empty", limit: 10)
        XCTAssertEqual(file.bytes.count, 0)
        XCTAssertNotNil(file.bytes.baseAddress)
    }

    func testAFileOverTheLimitIsRefusedWithItsSize() throws {
        try Data(count: 1001).write(to: URL(fileURLWithPath: folder + "/big"))
        XCTAssertThrowsError(try MappedFile(at: folder + "/big", limit: 1000)) { error in
            XCTAssertEqual((error as? FileError)?.cause, .tooLarge(size: 1001, limit: 1000))
        }
    }

    func testOnlyRegularFilesAreMapped() throws {
        XCTAssertEqual(mkfifo(folder + "/fifo", 0o600), 0)
        XCTAssertThrowsError(try MappedFile(at: folder + "/fifo", limit: 1 << 20)) { error in
            XCTAssertEqual((error as? FileError)?.cause, .notRegularFile(.fifo))
        }
        XCTAssertThrowsError(try MappedFile(at: folder, limit: 1 << 20)) { error in
            XCTAssertEqual((error as? FileError)?.cause, .notRegularFile(.directory))
        }
        XCTAssertThrowsError(try MappedFile(at: folder + "/missing", limit: 1 << 20)) { error in
            XCTAssertEqual((error as? FileError)?.code, ENOENT)
        }
    }
}
