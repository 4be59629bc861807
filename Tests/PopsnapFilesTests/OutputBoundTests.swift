import Foundation
import XCTest
@testable import PopsnapFiles

/// An output bounded by `AtomicFileStream.maxBytes` (the largest file Popsnap reads) is refused by the
/// append that would pass it: nothing at the path, no temporary file, the file already there untouched.
final class OutputBoundTests: XCTestCase {
    func testAnAppendPastTheBoundDiscardsTheFile() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory() + "popsnap-bound-\(UUID().uuidString)").resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/a.apng"))
        let file = try AtomicFileStream(path: folder + "/a.apng")
        file.maxBytes = 10
        try file.append(Array(repeating: 1, count: 6))
        XCTAssertThrowsError(try file.append(Array(repeating: 1, count: 5))) { error in
            XCTAssertEqual((error as? FileError)?.cause, .outputTooLarge(limit: 10))
            XCTAssertTrue("\(error)".contains("more than 10 bytes"), "\(error)")
        }
        XCTAssertFalse(file.isOpen)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["a.apng"], "no temporary file left")
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/a.apng"), Data("old".utf8))
        // Up to the bound is written.
        let exact = try AtomicFileStream(path: folder + "/b.apng")
        exact.maxBytes = 10
        try exact.append(Array(repeating: 1, count: 10))
        try exact.commit()
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/b.apng")?.count, 10)
    }
}
