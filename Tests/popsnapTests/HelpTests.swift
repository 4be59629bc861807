import XCTest
@testable import popsnap

final class HelpTests: XCTestCase {
    private let renderHelp = Help.text(for: .render)

    private func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    func testSectionsInOrder() throws {
        let headings = lines(renderHelp).filter { $0.hasSuffix(":") && !$0.hasPrefix(" ") }
        XCTAssertEqual(headings, ["Usage:", "Arguments:", "Options:", "Examples:"])
    }

    func testStartsWithTheSummaryAndShowsTheUsage() {
        XCTAssertTrue(renderHelp.hasPrefix("Render a popup to a PNG image"))
        XCTAssertTrue(renderHelp.contains("Usage:\n  popsnap render [SPEC.json] -o OUT.png [options]\n"))
    }

    func testEveryLineFitsIn80Columns() {
        for text in CommandRegistry.standard.commands.map({ Help.text(for: $0.spec) }) + [Help.overview(of: .standard)] {
            for line in lines(text) {
                XCTAssertLessThanOrEqual(line.count, 80, line)
                XCTAssertFalse(line.hasSuffix(" "), "trailing space: \(line)")
            }
        }
    }

    /// Where the text beside a label starts, or nil for a line with no label and text pair.
    private func textColumn(of line: String) -> Int? {
        let characters = Array(line)
        guard let labelStart = characters.firstIndex(where: { $0 != " " }) else { return nil }
        var index = labelStart
        while index + 1 < characters.count, !(characters[index] == " " && characters[index + 1] == " ") { index += 1 }
        guard index + 1 < characters.count else { return nil }
        while index < characters.count, characters[index] == " " { index += 1 }
        return index < characters.count ? index : nil
    }

    func testArgumentsAndOptionsAlignInOneColumn() throws {
        let all = lines(renderHelp)
        let body = all[try XCTUnwrap(all.firstIndex(of: "Arguments:"))..<(try XCTUnwrap(all.firstIndex(of: "Examples:")))]
        let columns = body.compactMap(textColumn)
        XCTAssertGreaterThan(columns.count, 10)
        XCTAssertEqual(Set(columns).count, 1, "\(columns)")
        let column = try XCTUnwrap(columns.first)
        XCTAssertTrue(renderHelp.contains("  -o, --output FILE" + String(repeating: " ", count: column - 19) + "Where to write"))
        XCTAssertTrue(renderHelp.contains("  SPEC.json" + String(repeating: " ", count: column - 11) + "The popup spec"))
        XCTAssertTrue(renderHelp.contains("\n      --scale N "), "long-only names line up under long names")
    }

    func testLongHelpWrapsUnderTheColumn() throws {
        let all = lines(renderHelp)
        let start = try XCTUnwrap(all.firstIndex { $0.hasPrefix("      --device NAME") })
        let column = all[start].count - all[start].drop(while: { $0 != "T" }).count
        XCTAssertGreaterThan(all.count, start + 1)
        let next = all[start + 1]
        XCTAssertEqual(next.prefix(while: { $0 == " " }).count, column, "continuation aligned: \(next)")
    }

    func testLabelTooLongForTheColumnGetsItsOwnLine() throws {
        let all = lines(renderHelp)
        let index = try XCTUnwrap(all.firstIndex(of: "      --background COLOR|IMAGE.png"))
        XCTAssertTrue(all[index + 1].hasPrefix("   ") && all[index + 1].contains("The app screen"))
    }

    func testNotesForRequiredRepeatableAndDefault() {
        XCTAssertTrue(Help.text(for: .animate).contains("[required]"))
        XCTAssertTrue(renderHelp.contains("[repeatable]"))
        let option = OptionSpec(names: ["--threshold"], valueName: "T", help: "Colour distance.", defaultDescription: "0.1")
        XCTAssertEqual(Help.help(for: option), "Colour distance. [default: 0.1]")
    }

    func testLongExamplesBreakWithShellContinuations() {
        XCTAssertTrue(renderHelp.contains(" \\\n      \"Sorry, that email address is already used!\""), renderHelp)
    }

    func testHelpOptionListedLast() {
        XCTAssertTrue(renderHelp.contains("  -h, --help"))
    }

    func testOverviewListsEveryCommandWithItsSummary() {
        let overview = Help.overview(of: .standard)
        for command in CommandRegistry.standard.commands {
            let firstWords = command.spec.summary.split(separator: " ").prefix(3).joined(separator: " ")
            XCTAssertTrue(overview.contains("  \(command.name)"), command.name)
            XCTAssertTrue(overview.contains(firstWords), firstWords)
        }
        XCTAssertTrue(overview.contains("--version"))
    }

    func testWrap() {
        XCTAssertEqual(wrap("aa bb cc dd", width: 8, first: "> ", rest: "  "), ["> aa bb", "  cc dd"])
        XCTAssertEqual(wrap("a verylongword b", width: 6, first: "", rest: ""), ["a", "verylongword", "b"])
        XCTAssertEqual(wrap("one\ntwo", width: 80, first: "- ", rest: "  "), ["- one", "  two"])
        XCTAssertEqual(wrap("", width: 80, first: "label   ", rest: ""), ["label"])
    }

    func testShellWordsKeepQuotes() {
        XCTAssertEqual(shellWords(#"a "b c" 'd e' f\ g"#), ["a", "\"b c\"", "'d e'", "f\\ g"])
    }
}
