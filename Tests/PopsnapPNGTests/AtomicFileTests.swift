import Foundation
import XCTest
import PopsnapFiles
@testable import PopsnapPNG
import PopsnapRaster

/// Writes are whole or absent: never a partial file, never a leftover temporary file.
final class AtomicFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws { folder = try makeTemporaryFolder() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func testWriteCreatesTheFileAndNothingElse() throws {
        try AtomicFile.write([1, 2, 3], to: folder + "/a.bin")
        XCTAssertEqual(try contents(), ["a.bin"])
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/a.bin"), Data([1, 2, 3]))
    }

    func testWritingOverAnExistingFileReplacesItWhole() throws {
        let path = folder + "/a.bin"
        try AtomicFile.write([UInt8](repeating: 7, count: 10_000), to: path)
        try AtomicFile.write([9, 9], to: path)
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data([9, 9]))
        XCTAssertEqual(try contents(), ["a.bin"])
    }

    func testEmptyBytesWriteAnEmptyFile() throws {
        try AtomicFile.write([], to: folder + "/empty")
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/empty"), Data())
    }

    func testMissingFolderThrowsAndLeavesNothing() throws {
        let path = folder + "/missing/a.png"
        XCTAssertThrowsError(try AtomicFile.write([1], to: path)) { error in
            XCTAssertEqual(error as? FileError, FileError(.createTemporary, path: path, code: ENOENT))
            XCTAssertTrue("\(error)".contains("does the folder exist?"), "\(error)")
        }
        XCTAssertEqual(try contents(), [])
    }

    func testPNGWriteToMissingFolderThrowsFileError() throws {
        let image = try Image(width: 2, height: 2, fill: .white)
        XCTAssertThrowsError(try PNG.write(image, to: folder + "/missing/a.png")) { error in
            guard case PNGError.file(let fileError) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(fileError.operation, .createTemporary)
        }
        XCTAssertEqual(try contents(), [])
    }

    /// A folder as the target is refused before any temporary file is made.
    func testAFolderAsTheTargetIsRefusedAndLeavesNothing() throws {
        try FileManager.default.createDirectory(atPath: folder + "/taken/inner", withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write([1, 2, 3], to: folder + "/taken")) { error in
            XCTAssertEqual(error as? FileError, FileError(.write, path: folder + "/taken", code: EISDIR))
        }
        XCTAssertEqual(try contents(), ["taken"])
    }

    func testPathThatNamesAFolderIsRefused() throws {
        XCTAssertThrowsError(try AtomicFile.write([1], to: folder + "/"))
        XCTAssertEqual(try contents(), [])
    }

    func testReplacedFileKeepsItsMode() throws {
        let path = folder + "/script"
        try AtomicFile.write([1], to: path)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o644)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        try AtomicFile.write([2], to: path)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o755)
    }

    func testPNGWriteThenReadRoundTrips() throws {
        let image = try randomImage(width: 31, height: 17, seed: 8)
        let path = folder + "/shot.png"
        try PNG.write(image, to: path)
        try PNG.write(image, to: path, compression: .smallest)
        XCTAssertEqual(try PNG.read(contentsOf: path), image)
        XCTAssertEqual(FileManager.default.contents(atPath: path).map { [UInt8]($0) }, try PNG.encode(image, compression: .smallest))
        XCTAssertEqual(try contents(), ["shot.png"])
    }

    /// The temporary file goes next to the target: a bare name means the current folder.
    func testTemporaryFileFolder() {
        XCTAssertEqual(FileError.folder(of: "relative.png"), ".")
        XCTAssertEqual(FileError.folder(of: "/top.png"), "/")
        XCTAssertEqual(FileError.folder(of: "a/b/c.png"), "a/b")
    }
}
