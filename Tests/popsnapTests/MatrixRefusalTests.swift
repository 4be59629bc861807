import Foundation
import PopsnapTestSupport
import XCTest
@testable import popsnap

/// `render --matrix` refuses an output it cannot replace before it writes any variant: nothing half-written.
final class MatrixRefusalTests: TemporaryFolderTestCase {
    func testAFIFOAtALaterVariantsNameIsRefusedBeforeAnyIsWritten() throws {
        let spec = folder.appendingPathComponent("a.json")
        try Data(#"{"popup": {"kind": "alert", "title": "E", "message": "S", "button": "OK"}, "canvas": "iphone-se", "scale": 1, "variants": {"appearances": ["light", "dark"]}}"#.utf8).write(to: spec)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(out.appendingPathComponent("a.dark.png").path, 0o644), 0)
        var output = Output.capturing()
        let status = CLI(registry: .standard).run(["render", spec.path, "--matrix", "-o", out.path], output: &output)
        XCTAssertEqual(status, .badInput)
        XCTAssertTrue(output.capturedError.contains("a.dark.png is a FIFO (named pipe), not a PNG Popsnap can replace"), output.capturedError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), ["a.dark.png"])
    }
}
