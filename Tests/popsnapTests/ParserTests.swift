import XCTest
@testable import popsnap

/// One test per convention of `ArgumentParser`: each fails if its rule breaks.
final class ParserTests: XCTestCase {
    func testSpaceSeparatedValue() throws {
        XCTAssertEqual(try parse(["--output", "a.png"]).value("--output"), "a.png")
    }

    func testEqualsSeparatedValue() throws {
        XCTAssertEqual(try parse(["--output=a.png"]).value("--output"), "a.png")
    }

    func testEqualsKeepsEverythingAfterTheFirstEqualsSign() throws {
        XCTAssertEqual(try parse(["--output=a=b.png"]).value("--output"), "a=b.png")
        // "" names no file: `-o ""` was reported as a folder.
        XCTAssertThrowsError(try parse(["--output="])) { XCTAssertEqual(($0 as? UsageError)?.message, "--output needs a value, found an empty one") }
    }

    func testShortOptionTakesTheNextArgument() throws {
        XCTAssertEqual(try parse(["-o", "a.png"]).value("--output"), "a.png")
    }

    func testAnySpellingReadsTheSameOption() throws {
        let parsed = try parse(["--output", "a.png"])
        XCTAssertEqual(parsed.value("-o"), "a.png")
        XCTAssertTrue(parsed.contains("-o"))
    }

    func testAbsentOptionIsNil() throws {
        let parsed = try parse([])
        XCTAssertNil(parsed.value("--output"))
        XCTAssertEqual(parsed.values("--button"), [])
        XCTAssertFalse(parsed.flag("--include-aa"))
    }

    func testFlag() throws {
        XCTAssertTrue(try parse(["--include-aa"]).flag("--include-aa"))
    }

    func testFlagGivenAValueIsAnError() {
        XCTAssertEqual(parseError(["--include-aa=yes"]), "--include-aa is a flag and takes no value, found \"yes\"")
    }

    func testFlagDoesNotSwallowTheNextArgument() throws {
        let parsed = try parse(["--include-aa", "in.json"])
        XCTAssertEqual(parsed.positionals, ["in.json"])
    }

    func testRepeatableOptionCollectsInOrder() throws {
        let parsed = try parse(["--button", "OK", "--scale", "2", "--button=Cancel", "--button", "Later"])
        XCTAssertEqual(parsed.values("--button"), ["OK", "Cancel", "Later"])
    }

    func testOtherOptionsMayBeGivenOnce() {
        XCTAssertEqual(parseError(["--scale", "1", "--scale", "2"]), "--scale may be given only once")
        XCTAssertEqual(parseError(["-o", "a", "--output", "b"]), "--output may be given only once")
        XCTAssertEqual(parseError(["--include-aa", "--include-aa"]), "--include-aa may be given only once")
    }

    func testMissingValueAtTheEndNamesTheOption() {
        XCTAssertEqual(parseError(["--output"]), "--output needs a value: --output FILE")
        XCTAssertEqual(parseError(["-o"]), "--output needs a value: --output FILE")
    }

    func testOptionIsNotTakenAsTheValueOfAnother() {
        let message = parseError(["-o", "--scale", "2"])
        XCTAssertEqual(message, "--output needs a value before --scale: --output FILE "
            + "(a value that starts with a dash is written --output=VALUE)")
    }

    func testDashedValueWithEquals() throws {
        XCTAssertEqual(try parse(["--output=--odd"]).value("--output"), "--odd")
    }

    func testNegativeNumberIsAValue() throws {
        XCTAssertEqual(try parse(["--threshold", "-0.5"]).value("--threshold"), "-0.5")
    }

    func testLoneDashIsAPositional() throws {
        XCTAssertEqual(try parse(["-"]).positionals, ["-"])
    }

    func testLoneDashIsAValue() throws {
        XCTAssertEqual(try parse(["-o", "-"]).value("--output"), "-")
    }

    /// Only where a command says `-` is a stream: elsewhere it would read or write a file named `-`.
    func testLoneDashIsRefusedWhereNoStreamIsTaken() {
        XCTAssertEqual(parseError(["a", "-"]), "EXTRA does not take - (standard input); name a file, or ./- for a file called -")
        XCTAssertEqual(parseError(["--report", "-"]), "--report does not take - (standard input or output); name a file, or ./- for a file called -")
        XCTAssertNil(parseError(["--report", "./-"]))
        XCTAssertNil(parseError(["--appearance", "light", "--threshold", "-1"]))
    }

    func testDoubleDashEndsOptions() throws {
        let parsed = try parse(["--scale", "2", "--", "--output", "-x"])
        XCTAssertEqual(parsed.positionals, ["--output", "-x"])
        XCTAssertEqual(parsed.value("--scale"), "2")
        XCTAssertNil(parsed.value("--output"))
    }

    func testOnlyTheFirstDoubleDashIsSpecial() throws {
        XCTAssertEqual(try parse(["--", "--"]).positionals, ["--"])
    }

    func testPositionalsAndOptionsInterleave() throws {
        let parsed = try parse(["a.json", "--scale", "2", "b.json"])
        XCTAssertEqual(parsed.positionals, ["a.json", "b.json"])
        XCTAssertEqual(parsed.positional("INPUT"), "a.json")
        XCTAssertEqual(parsed.positional("EXTRA"), "b.json")
    }

    func testMissingRequiredPositional() {
        XCTAssertEqual(parseError([], sample), "missing INPUT")
        XCTAssertEqual(parseError(["--scale", "2"], sample), "missing INPUT")
    }

    func testOptionalPositionalMayBeLeftOut() throws {
        XCTAssertNil(try parse(["in.json"], sample).positional("EXTRA"))
    }

    func testSurplusPositional() {
        XCTAssertEqual(parseError(["a", "b", "c"], sample), "unexpected argument \"c\"")
    }

    func testVariadicTakesAllTheRest() throws {
        XCTAssertEqual(try parse([], variadic).positionals, [])
        XCTAssertEqual(try parse(["a", "b", "c", "d"], variadic).positionals, ["a", "b", "c", "d"])
    }

    func testUnknownOptionWithSuggestion() {
        XCTAssertEqual(parseError(["--scal", "2"]), "unknown option --scal; did you mean --scale?")
        XCTAssertEqual(parseError(["--scal=2"]), "unknown option --scal; did you mean --scale?")
        XCTAssertEqual(parseError(["-scale", "2"]), "unknown option -scale; did you mean --scale?")
    }

    func testUnknownOptionWithoutSuggestion() {
        XCTAssertEqual(parseError(["--zoom", "2"]), "unknown option --zoom")
    }

    func testShortOptionWithAttachedValueIsExplained() {
        XCTAssertEqual(parseError(["-oout.png"]), "unknown option -oout.png; to give -o a value, write -o out.png")
    }

    func testRequiredOption() {
        var spec = relaxed
        spec.options[0].required = true
        XCTAssertEqual(parseError([], spec), "missing --output FILE")
        XCTAssertNil(parseError(["-o", "-"], spec))
    }

    func testExclusiveOptions() {
        var spec = relaxed
        spec.exclusiveOptions = [["--scale", "--size"]]
        XCTAssertEqual(parseError(["--size", "1x1", "--scale", "2"], spec), "--scale and --size cannot be used together")
        XCTAssertNil(parseError(["--size", "1x1"], spec))
    }

    func testHelpIsIgnoredByTheParser() throws {
        XCTAssertEqual(try parse(["--help", "-h"]).positionals, [])
    }

    func testHelpRequestedAnywhereBeforeDoubleDash() {
        XCTAssertTrue(ArgumentParser.requestsHelp(["--help"]))
        XCTAssertTrue(ArgumentParser.requestsHelp(["in.json", "--scal", "x", "-h"]))
        XCTAssertFalse(ArgumentParser.requestsHelp(["--", "--help"]))
        XCTAssertFalse(ArgumentParser.requestsHelp(["--title=--help"]))
    }

    func testErrorsNameTheCommand() {
        XCTAssertThrowsError(try parse(["--zoom"])) { error in
            XCTAssertEqual((error as? UsageError)?.command, "sample")
        }
    }
}
