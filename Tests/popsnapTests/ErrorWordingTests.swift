import PopsnapTestSupport
import XCTest
@testable import popsnap

/// The library throws values; the CLI names the options that set them.
final class ErrorWordingTests: TemporaryFolderTestCase {
    private func spec(_ name: String, canvas: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        let text = #"{"popup": {"kind": "alert", "title": "Error", "message": "Sorry", "button": "OK"}, "canvas": "\#(canvas)", "scale": 1}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func run(_ arguments: [String]) -> (ExitStatus, String) {
        var output = Output.capturing()
        let status = CLI(registry: .standard).run(arguments, output: &output)
        return (status, output.capturedError)
    }

    func testACrossfadeBetweenScreensOfTwoSizesNamesFromAndTo() throws {
        let (status, err) = run(["animate", "--from", try spec("a.json", canvas: "iphone-se"), "--to", try spec("b.json", canvas: "iphone-15"),
                                 "-o", folder.appendingPathComponent("x.apng").path])
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(err, "popsnap animate: --from's screen is 375 x 667 px and --to's 393 x 852 px; cross-fades need equal sizes\n")
    }

    func testAFolderThatIsNotEmptyNamesOverwrite() throws {
        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: frames.appendingPathComponent("notes.txt"))
        let (status, err) = run(["animate", try spec("a.json", canvas: "iphone-se"), "--transition", "appear", "-o", frames.path + "/"])
        XCTAssertEqual(status, .badInput)
        XCTAssertTrue(err.hasSuffix("/frames exists and is not empty; choose another folder, or pass --overwrite to replace its numbered frames "
            + "(no other file is touched)\n"), err)
    }
}
