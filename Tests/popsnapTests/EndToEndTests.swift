import Foundation
import XCTest

/// The built `popsnap` binary, run as a user runs it: streams and exit statuses as the shell
/// sees them, which in-memory tests of `CLI` cannot show (buffering, `exit`, stray prints).
final class EndToEndTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try RunPopsnap.run(arguments)
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
