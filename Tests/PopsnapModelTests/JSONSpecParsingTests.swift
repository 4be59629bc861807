import Foundation
import XCTest
import PopsnapSpecTestSupport
@testable import Popsnap
import PopsnapJSON
import PopsnapFiles

/// Reading spec files: the file name reaches every message, and unreadable files say why.
final class JSONSpecParsingTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "popsnap-json-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ text: String, to name: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testReadsAFile() throws {
        let path = try write("{\"kind\": \"alert\"}", to: "alert.json")
        let root = try SpecParsing.read(contentsOf: path)
        XCTAssertEqual(root.file, path)
        XCTAssertEqual(root.path, "")
        XCTAssertEqual(try root.object(keys: ["kind"]).required("kind").string(), "alert")
    }

    func testErrorsNameTheFile() throws {
        let path = try write("{\n  \"kind\": 7\n}", to: "bad.json")
        let root = try SpecParsing.read(contentsOf: path)
        let e = specError { () throws(SpecError) in try root.object(keys: ["kind"]).required("kind").string() }
        XCTAssertEqual(e?.description, "\(path):2:11: kind: expected a string, found the number 7")

        let broken = try write("{\n  \"kind\": \"alert\",\n}", to: "broken.json")
        XCTAssertEqual(specError { () throws(SpecError) in try SpecParsing.read(contentsOf: broken) },
                       SpecError(file: broken, path: "", line: 2, column: 18, message: "a trailing comma is not allowed before '}'"))
    }

    func testMissingFile() {
        let path = folder + "/alert.json"
        let e = specError { () throws(SpecError) in try SpecParsing.read(contentsOf: path) }
        XCTAssertEqual(e, SpecError(file: path, message: "cannot read the file: No such file or directory"))
        XCTAssertEqual(e?.description, "\(path): cannot read the file: No such file or directory")
    }

    func testFolderInsteadOfFile() {
        XCTAssertEqual(specError { () throws(SpecError) in try SpecParsing.read(contentsOf: folder) },
                       SpecError(file: folder, message: "cannot read the file: it is a folder; only regular files are read"))
    }

    func testFileLargerThanTheLimit() throws {
        let path = try write("[1, 2, 3, 4]", to: "big.json")
        let small = JSONParser(maxBytes: 8)
        // Refused by its size before reading, and the size reported is the file's.
        XCTAssertEqual(specError { () throws(SpecError) in try SpecParsing.read(contentsOf: path, parser: small) },
                       SpecError(file: path, message: "the file is 12 bytes, more than the limit of 8 bytes", remedy: .raiseLimit("specBytes")))
        XCTAssertNoThrow(try SpecParsing.read(contentsOf: path, parser: JSONParser(maxBytes: 12)))
    }

    func testFileWithMultiByteText() throws {
        let path = try write("{\"title\": \"Fehler – ungültig\", \"x\": @}", to: "de.json")
        XCTAssertEqual(specError { () throws(SpecError) in try SpecParsing.read(contentsOf: path) },
                       SpecError(file: path, path: "x", line: 1, column: 37, message: "expected a value, found '@'"))
    }
}
