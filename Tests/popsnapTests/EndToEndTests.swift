import Foundation
import XCTest

/// The built `popsnap` binary, run as a user runs it: streams and exit statuses as the shell
/// sees them, which in-memory tests of `CLI` cannot show (buffering, `exit`, stray prints).
final class EndToEndTests: XCTestCase {
    /// The binary sits beside the test bundle in `.build/<triple>/<configuration>/`; on Linux the
    /// bundle is the process's executable, on macOS a bundle inside `xctest`'s arguments.
    private func binary() throws -> URL {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        // Last resort: the package's own `.build/debug`, from this file's place in the checkout.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug"))
        for folder in candidates {
            let url = folder.appendingPathComponent("popsnap")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        XCTFail("no popsnap binary in \(candidates.map(\.path)); build the package first (swift build)")
        throw CocoaError(.fileNoSuchFile)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting, so a full pipe cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func testVersion() throws {
        let result = try run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.out, "popsnap 0.1.0\n")
        XCTAssertEqual(result.err, "")
    }

    func testHelp() throws {
        let result = try run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.out.contains("Commands:\n"), result.out)
        XCTAssertTrue(result.out.contains("  render"), result.out)
        XCTAssertEqual(result.err, "")
    }

    func testRenderHelp() throws {
        let result = try run(["render", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.out.contains("Usage:\n  popsnap render [SPEC.json] -o OUT.png [options]\n"), result.out)
        XCTAssertTrue(result.out.contains("--scale N"), result.out)
        XCTAssertEqual(result.err, "")
    }

    func testUnknownCommand() throws {
        let result = try run(["rendr"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "popsnap: unknown command \"rendr\"; did you mean render?\nRun 'popsnap --help' for usage.\n")
    }

    func testUsageErrorStatus() throws {
        let result = try run(["render", "--scale", "2"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.out, "")
        XCTAssertTrue(result.err.hasPrefix("popsnap render: missing --output FILE\n"), result.err)
    }
}
