import XCTest
@testable import popsnap

/// The dispatcher in memory: which stream gets what, and which status.
final class CLITests: XCTestCase {
    private func run(_ arguments: [String], _ registry: CommandRegistry = .standard) -> (ExitStatus, String, String) {
        var output = Output.capturing()
        let status = CLI(registry: registry).run(arguments, output: &output)
        return (status, output.capturedOutput, output.capturedError)
    }

    /// A registry with a command whose body records what it was given and answers as told.
    private func registry(answering status: ExitStatus = .success, throwing error: (any Error & Sendable)? = nil) -> CommandRegistry {
        CommandRegistry([Command(spec: sample) { arguments, output in
            if let error { throw error }
            output.write("ran with \(arguments.positionals)\n")
            return status
        }])
    }

    func testNoArgumentsPrintsTheOverview() {
        let (status, out, err) = run([])
        XCTAssertEqual(status, .success)
        XCTAssertEqual(out, Help.overview(of: .standard))
        XCTAssertEqual(err, "")
    }

    func testHelpPrintsTheOverview() {
        for flag in ["--help", "-h"] {
            let (status, out, err) = run([flag])
            XCTAssertEqual(status, .success)
            XCTAssertTrue(out.contains("Commands:"))
            XCTAssertEqual(err, "")
        }
    }

    func testVersion() {
        let (status, out, err) = run(["--version"])
        XCTAssertEqual(status, .success)
        XCTAssertEqual(out, "popsnap 0.1.0\n")
        XCTAssertEqual(err, "")
    }

    func testCommandHelpAnywhere() {
        for arguments in [["render", "--help"], ["render", "-h"], ["render", "in.json", "--scal", "x", "--help"]] {
            let (status, out, err) = run(arguments)
            XCTAssertEqual(status, .success, "\(arguments)")
            XCTAssertEqual(out, Help.text(for: .render))
            XCTAssertEqual(err, "")
        }
    }

    func testHelpAfterDoubleDashIsAPositional() {
        let (status, out, _) = run(["sample", "--", "--help"], registry())
        XCTAssertEqual(status, .success)
        XCTAssertEqual(out, "ran with [\"--help\"]\n")
    }

    func testUnknownCommand() {
        let (status, out, err) = run(["rendr"])
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(out, "")
        XCTAssertEqual(err, "popsnap: unknown command \"rendr\"; did you mean render?\nRun 'popsnap --help' for usage.\n")
    }

    func testUnknownCommandWithoutSuggestionListsTheCommands() {
        let (_, _, err) = run(["xyzzy"])
        XCTAssertEqual(err, "popsnap: unknown command \"xyzzy\"; the commands are render, layout, accessibility, lint, animate, diff, verify, record, prune, convert and preview\n"
            + "Run 'popsnap --help' for usage.\n")
    }

    func testUnknownProgramOption() {
        let (status, out, err) = run(["--verison"])
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(out, "")
        XCTAssertEqual(err, "popsnap: unknown option --verison; did you mean --version?\nRun 'popsnap --help' for usage.\n")
    }

    func testUsageErrorIsReportedWithTheCommandAndAPointerToItsHelp() {
        let (status, out, err) = run(["render", "--scal", "2", "-o", "a.png"])
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(out, "")
        XCTAssertEqual(err, "popsnap render: unknown option --scal; did you mean --scale?\n"
            + "Run 'popsnap render --help' for usage.\n")
    }

    func testTypedValueErrorFromABody() {
        let registry = CommandRegistry([Command(spec: .render) { arguments, _ in
            _ = try arguments.int("--scale", in: 1...3)
            return .success
        }])
        let (status, _, err) = run(["render", "--scale", "abc", "-o", "a.png"], registry)
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(err, "popsnap render: --scale expects a number, found \"abc\"\nRun 'popsnap render --help' for usage.\n")
    }

    func testUsageErrorWithoutACommandGetsTheRunningOne() {
        let (_, _, err) = run(["sample", "x"], registry(throwing: UsageError("needs a better input")))
        XCTAssertEqual(err, "popsnap sample: needs a better input\nRun 'popsnap sample --help' for usage.\n")
    }

    func testOtherErrorsAreBadInputWithoutTheHelpPointer() {
        struct Broken: Error, CustomStringConvertible { var description: String { "spec.json: $.kind: expected a string" } }
        let (status, out, err) = run(["sample", "x"], registry(throwing: Broken()))
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(out, "")
        XCTAssertEqual(err, "popsnap sample: spec.json: $.kind: expected a string\n")
    }

    func testBodyChoosesSuccessOrMismatch() {
        XCTAssertEqual(run(["sample", "x"], registry(answering: .success)).0, .success)
        XCTAssertEqual(run(["sample", "x"], registry(answering: .mismatch)).0, .mismatch)
    }

    func testExitStatusValues() {
        XCTAssertEqual(ExitStatus.success.rawValue, 0)
        XCTAssertEqual(ExitStatus.mismatch.rawValue, 1)
        XCTAssertEqual(ExitStatus.badInput.rawValue, 2)
    }

    func testWarningsNameTheCommand() {
        let registry = CommandRegistry([Command(spec: sample) { _, output in
            output.warn("no font has U+E000")
            return .success
        }])
        let (status, _, err) = run(["sample", "x"], registry)
        XCTAssertEqual(status, .success)
        XCTAssertEqual(err, "popsnap sample: warning: no font has U+E000\n")
    }

    func testBinaryOutput() {
        var output = Output.capturing()
        output.write(bytes: [0x89, 0x50, 0x4E, 0x47])
        output.write(bytes: [0, 255])
        XCTAssertEqual(output.capturedOutputBytes, [0x89, 0x50, 0x4E, 0x47, 0, 255])
    }

    func testLayoutRefusesAnAlertWithoutAButton() {
        let (status, out, err) = run(["layout", "--kind", "alert"])
        XCTAssertEqual(status, .badInput)
        XCTAssertEqual(out, "")
        XCTAssertTrue(err.hasPrefix("popsnap layout: <options>: --button: expected one button (seed 000's alert has one), found 0\n"), err)
    }

    func testLayoutPrintsJSONInProcess() {
        let (status, out, err) = run(["layout", "--kind", "hud", "--message", "Loading"])
        XCTAssertEqual(status, .success, err)
        XCTAssertTrue(out.hasPrefix("{\n  \"canvas\": {\"width\": 393, \"height\": 852, \"scale\": 3}"), out)
        XCTAssertTrue(out.contains("\"path\": \"container/content/label\""), out)
    }

    func testTerminalIsInteractiveOnlyOnATerminalOutsideCI() {
        XCTAssertTrue(Terminal(standardErrorIsTerminal: true, ci: nil).isInteractive)
        XCTAssertTrue(Terminal(standardErrorIsTerminal: true, ci: "false").isInteractive)
        XCTAssertFalse(Terminal(standardErrorIsTerminal: true, ci: "true").isInteractive)
        XCTAssertFalse(Terminal(standardErrorIsTerminal: true, ci: "1").isInteractive, "CI=1 is CI too")
        XCTAssertFalse(Terminal(standardErrorIsTerminal: false, ci: nil).isInteractive)
    }
}
