import Popsnap
import PopsnapFiles
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

    /// Every remedy an error can carry, in every command's words: an option the command takes, or the plain
    /// fact, and never the Swift API's spelling (`SpecLimits`, `ImageLimits`, `OutputKind`, `replacesOtherFiles`).
    func testEveryRemedyIsWordedForEveryCommandWithoutSwiftNames() {
        let remedies: [Remedy] = SpecLimit.allCases.map(\.remedy) + [.largerImageLimits, .raiseFrameLimit, .allowFolder, .recordOverOtherFile, .replaceOtherKind]
        for command in CommandRegistry.standard.commands.map(\.spec) {
            let options = Set(command.options.flatMap(\.names))
            for remedy in remedies {
                let words = RemedyWording.forCommandLine(remedy, command: command)
                for swift in ["SpecLimits", "ImageLimits", "OutputKind", "replacesOtherFiles", "frame limit to read"] {
                    XCTAssertFalse(words.contains(swift), "\(command.name), \(remedy): \(words)")
                }
                // An option named after another command ("popsnap record --force") is that command's.
                let own = words.components(separatedBy: "popsnap ").first ?? words
                for option in own.split(separator: " ").filter({ $0.hasPrefix("--") }) {
                    XCTAssertTrue(options.contains(String(option)), "\(command.name) is told to use \(option), which it does not take: \(words)")
                }
            }
        }
        XCTAssertEqual(RemedyWording.forCommandLine(.raiseLimit("frames"), command: .animate), "raise it with --max-frames N")
        XCTAssertEqual(RemedyWording.forCommandLine(.raiseFrameLimit, command: .diff), "popsnap diff has no option to raise it")
        XCTAssertEqual(RemedyWording.forCommandLine(.allowFolder, command: .verify), "allow it with --allow-path DIR")
        XCTAssertEqual(RemedyWording.forCommandLine(.allowFolder, command: .render), "popsnap render reads no file outside them")
    }

    /// A limit reached is a value (which limit, what was found, the bound) with its remedy beside it, worded
    /// once by each audience: no message is rewritten after it is made.
    func testALimitReachedIsWordedByEachAudience() throws {
        var limits = SpecLimits()
        limits.nodes = 2
        let path = folder.appendingPathComponent("tree.json").path
        try Data(#"{"popup": {"kind": "custom", "root": {"type": "vstack", "children": [{"type": "spacer"}, {"type": "spacer"}]}}}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try PopupSpec.load(contentsOf: path, limits: limits)) { error in
            guard case let .spec(e)? = error as? PopsnapError else { return XCTFail("\(error)") }
            XCTAssertEqual(e.remedy, .raiseLimit("nodes"))
            XCTAssertTrue("\(error)".hasSuffix("the element tree has 3 elements, more than the limit of 2; raise SpecLimits.nodes"), "\(error)")
        }
        let (status, err) = run(["render", path, "--max-nodes", "2", "-o", folder.appendingPathComponent("x.png").path])
        XCTAssertEqual(status, .badInput)
        XCTAssertTrue(err.hasSuffix("the element tree has 3 elements, more than the limit of 2; raise it with --max-nodes N\n"), err)
    }
}
