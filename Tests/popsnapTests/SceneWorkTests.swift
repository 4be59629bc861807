import PopsnapTestSupport
import XCTest
@testable import Popsnap
@testable import popsnap

/// One spec's command makes its scene once and lays it out once: counted, not timed.
final class SceneWorkTests: TemporaryFolderTestCase {
    private func spec(scale: Int = 1) throws -> String {
        let path = folder.appendingPathComponent("a.json").path
        let text = #"{"popup": {"kind": "alert", "title": "Error", "message": "Sorry", "button": "OK"}, "canvas": "iphone-se", "scale": \#(scale)}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func counted(_ arguments: [String], expecting status: ExitStatus? = .success,
                         file: StaticString = #filePath, line: UInt = #line) -> (scenes: Int, layouts: Int, screens: Int) {
        var output = Output.capturing()
        var result = ExitStatus.success
        let counts = SceneWork.counting { result = CLI(registry: .standard).run(arguments, output: &output) }
        if let status { XCTAssertEqual(result, status, output.capturedError, file: file, line: line) }
        return counts
    }

    func testRenderMakesItsSceneOnceAndLaysItOutOnce() throws {
        let counts = counted(["render", try spec(), "-o", folder.appendingPathComponent("a.png").path])
        XCTAssertEqual(counts.scenes, 1)
        XCTAssertEqual(counts.layouts, 1)
    }

    func testLayoutMakesItsSceneOnceAndLaysItOutOnce() throws {
        let counts = counted(["layout", try spec()])
        XCTAssertEqual(counts.scenes, 1)
        XCTAssertEqual(counts.layouts, 1)
    }

    func testAnimateMakesItsSceneOnceAndLaysItOutOnce() throws {
        let counts = counted(["animate", try spec(), "--transition", "appear", "--jobs", "1",
                              "-o", folder.appendingPathComponent("a.apng").path])
        XCTAssertEqual(counts.scenes, 1)
        XCTAssertEqual(counts.layouts, 1)
    }

    func testVerifyMakesItsSceneOnceAndLaysItOutOnce() throws {
        let spec = try spec()
        _ = counted(["record", spec, "--jobs", "1"])
        let counts = counted(["verify", spec, "--jobs", "1", "--artifacts", folder.appendingPathComponent("artifacts").path])
        XCTAssertEqual(counts.scenes, 1)
        XCTAssertEqual(counts.layouts, 1)
    }

    /// At 1x, contrast is measured on the one layout; at 2x it is measured on a 1x layout of its own,
    /// a second scene size rather than a repeat.
    func testLintMakesItsSceneOnceAndLaysItOutOncePerScale() throws {
        let atOne = counted(["lint", try spec(), "--jobs", "1"], expecting: nil)
        XCTAssertEqual(atOne.scenes, 1)
        XCTAssertEqual(atOne.layouts, 1)
        let atTwo = counted(["lint", try spec(scale: 2), "--jobs", "1"], expecting: nil)
        XCTAssertEqual(atTwo.scenes, 1)
        XCTAssertEqual(atTwo.layouts, 2)
    }
}
