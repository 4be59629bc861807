import Foundation
import XCTest
import PopsnapTestSupport

/// `popsnap-uikit-source`, the plugin's build command: it writes its output, whole, and nothing else.
final class RewriterToolTests: TemporaryFolderTestCase {
    static func tool() throws -> URL {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in folders {
            let url = folder.appendingPathComponent("popsnap-uikit-source")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw XCTSkip("no popsnap-uikit-source beside the tests in \(folders.map(\.path)); build the package first (swift build)")
    }

    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try SwiftCommand.run([try Self.tool().path] + arguments, in: folder)
    }

    func testTheCopyNamesTheAbsoluteInputAndIsAloneInItsFolder() throws {
        try "final class A {\n    @objc func f() {}\n}\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let result = try run(["A.swift", "out/A.copy.swift"])
        XCTAssertEqual(result.status, 0, result.output)
        let copy = try String(contentsOf: folder.appendingPathComponent("out/A.copy.swift"), encoding: .utf8)
        XCTAssertEqual(copy, "#sourceLocation(file: \"\(folder.path)/A.swift\", line: 1)\nfinal class A {\n          func f() {}\n}\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path), ["A.copy.swift"],
                       "no temporary file left beside the output")
    }

    func testTheInputIsNeverItsOutput() throws {
        let source = "@objc func f() {}\n"
        let input = folder.appendingPathComponent("Popup.swift")
        try source.write(to: input, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.swift"), withDestinationURL: input)
        for output in ["Popup.swift", "./Popup.swift", input.path, "link.swift"] {
            let result = try run(["Popup.swift", output])
            XCTAssertEqual(result.status, 2, output)
            XCTAssertTrue(result.output.contains("is the input; refusing to write over it"), result.output)
            XCTAssertEqual(try String(contentsOf: input, encoding: .utf8), source, output)
        }
    }

    func testAMissingInputFailsWithoutWriting() throws {
        let result = try run(["Missing.swift", "out.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("could not read \(folder.path)/Missing.swift"), result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.swift").path))
    }
}
