import Foundation
import XCTest
import PopsnapTestSupport

/// `-` is standard input or output where a command takes it, and refused everywhere else, so no
/// command writes or reads a file named `-` by accident.
final class StandardStreamTests: TemporaryFolderTestCase {
    /// Runs popsnap with `input` on standard input, in the folder.
    func run(_ arguments: [String], input: String) throws -> (status: Int32, out: [UInt8], err: String) {
        let process = Process()
        process.executableURL = try RunPopsnap.binary()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        (process.standardInput, process.standardOutput, process.standardError) = (stdin, out, err)
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile(), errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(outData), String(decoding: errData, as: UTF8.self))
    }

    func testASpecIsReadFromStandardInput() throws {
        let spec = #"{"popup": {"kind": "hud"}, "variants": {"appearances": ["light", "dark"]}}"#
        let piped = try run(["render", "-", "-o", "-"], input: spec)
        XCTAssertEqual(piped.status, 0, piped.err)
        try Data(spec.utf8).write(to: folder.appendingPathComponent("s.json"))
        let fromFile = try RunPopsnap.run(["render", "s.json", "-o", "file.png"], in: folder)
        XCTAssertEqual(fromFile.status, 0, fromFile.err)
        XCTAssertEqual(piped.out, Array(try Data(contentsOf: folder.appendingPathComponent("file.png"))))
        // Read once, used for every variant.
        let matrix = try run(["render", "-", "--matrix", "-o", "m/"], input: spec)
        XCTAssertEqual(matrix.status, 0, matrix.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("m").path).sorted(),
                       ["stdin.dark.png", "stdin.light.png"])
        let long = try run(["layout", "-", "--max-spec-bytes", "10"], input: spec)
        XCTAssertEqual(long.status, 2)
        XCTAssertEqual(long.err, "popsnap layout: <stdin>: standard input holds at least 11 bytes, more than the limit of 10 bytes; "
                               + "raise it with --max-spec-bytes BYTES\n")
        let bad = try run(["layout", "-"], input: #"{"popup": {"kind": "hu"}}"#)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.hasPrefix("popsnap layout: <stdin>:1:20: popup.kind: expected one of"), bad.err)
    }

    func testDashIsRefusedWhereNoStreamIsTaken() throws {
        let cases: [([String], String)] = [
            (["animate", "--kind", "hud", "--transition", "appear", "-o", "-"], "popsnap animate: --output does not take - (standard input or output); name a file, or ./- for a file called -"),
            (["diff", "a.png", "b.png", "-o", "-"], "popsnap diff: --output does not take - (standard input or output); name a file, or ./- for a file called -"),
            (["diff", "-", "b.png"], "popsnap diff: A.png does not take - (standard input); name a file, or ./- for a file called -"),
            (["verify", "-"], "popsnap verify: DIR|SPEC does not take - (standard input); name a file, or ./- for a file called -"),
            (["verify", "--junit", "-"], "popsnap verify: --junit does not take - (standard input or output); name a file, or ./- for a file called -"),
            (["lint", "x.json", "--junit", "-"], "popsnap lint: --junit does not take - (standard input or output); name a file, or ./- for a file called -"),
        ]
        for (arguments, message) in cases {
            let r = try RunPopsnap.run(arguments, in: folder)
            XCTAssertEqual(r.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(r.err, message + "\nRun 'popsnap \(arguments[0]) --help' for usage.\n")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "no file named -")
    }
}
