import PopsnapGeometry
import XCTest
@testable import popsnap

/// Typed reads: the value when it is right, and when it is wrong an error naming the option
/// and quoting what was found.
final class ValueTests: XCTestCase {
    /// What standard error would show for the read, or nil when it succeeds.
    private func error(_ read: (ParsedArguments) throws -> Any?, _ arguments: [String]) -> String? {
        do {
            _ = try read(try parse(arguments))
            return nil
        } catch let error as UsageError {
            return error.description
        } catch {
            return "not a usage error: \(error)"
        }
    }

    func testDouble() throws {
        XCTAssertEqual(try parse(["--threshold", "0.25"]).double("--threshold"), 0.25)
        XCTAssertEqual(try parse(["--threshold=-1e-3"]).double("--threshold"), -0.001)
        XCTAssertNil(try parse([]).double("--threshold"))
    }

    func testDoubleThatIsNotANumber() {
        XCTAssertEqual(error({ try $0.double("--threshold") }, ["--threshold", "abc"]),
                       "popsnap sample: --threshold expects a number, found \"abc\"")
        // "" is refused by the parser, before any option reads it.
        XCTAssertEqual(error({ try $0.double("--threshold") }, ["--threshold", ""]),
                       "popsnap sample: --threshold needs a value, found an empty one")
    }

    func testDoubleRejectsNaNAndInfinity() {
        for text in ["nan", "inf", "-infinity"] {
            XCTAssertEqual(error({ try $0.double("--threshold") }, ["--threshold", text]),
                           "popsnap sample: --threshold expects a finite number, found \"\(text)\"")
        }
    }

    func testDoubleRange() throws {
        XCTAssertEqual(try parse(["--threshold", "1"]).double("--threshold", in: 0...1), 1)
        XCTAssertEqual(error({ try $0.double("--threshold", in: 0...1) }, ["--threshold", "1.5"]),
                       "popsnap sample: --threshold expects a number from 0 to 1, found \"1.5\"")
        XCTAssertEqual(error({ try $0.double("--threshold", in: 0.5...2.5) }, ["--threshold", "-1"]),
                       "popsnap sample: --threshold expects a number from 0.5 to 2.5, found \"-1\"")
    }

    func testInt() throws {
        XCTAssertEqual(try parse(["--scale", "3"]).int("--scale", in: 1...3), 3)
        XCTAssertNil(try parse([]).int("--scale"))
    }

    func testIntThatIsNotANumber() {
        XCTAssertEqual(error({ try $0.int("--scale", in: 1...3) }, ["--scale", "abc"]),
                       "popsnap sample: --scale expects a number, found \"abc\"")
    }

    func testIntThatIsNotWhole() {
        XCTAssertEqual(error({ try $0.int("--scale") }, ["--scale", "2.5"]),
                       "popsnap sample: --scale expects a whole number, found \"2.5\"")
    }

    func testIntRangeSpelledOutWhenSmall() {
        XCTAssertEqual(error({ try $0.int("--scale", in: 1...3) }, ["--scale", "4"]),
                       "popsnap sample: --scale expects 1, 2 or 3, found \"4\"")
        XCTAssertEqual(error({ try $0.int("--scale", in: 1...1000) }, ["--scale", "0"]),
                       "popsnap sample: --scale expects a whole number from 1 to 1000, found \"0\"")
        XCTAssertEqual(error({ try $0.int("--scale", in: 1...Int.max) }, ["--scale", "-2"]),
                       "popsnap sample: --scale expects a whole number from 1 up, found \"-2\"")
        XCTAssertEqual(error({ try $0.int("--scale", in: 0...Int.max) }, ["--scale", "-2"]),
                       "popsnap sample: --scale expects a whole number from 0 up, found \"-2\"")
    }

    func testSize() throws {
        let size = try XCTUnwrap(try parse(["--size", "390x844"]).size("--size"))
        XCTAssertEqual(size.width, 390)
        XCTAssertEqual(size.height, 844)
        XCTAssertNil(try parse([]).size("--size"))
    }

    func testMalformedSizes() {
        for text in ["390", "390x", "x844", "390x844x2", "390 x 844", "390X844", "+390x844", "39.5x844", "axb"] {
            XCTAssertEqual(error({ try $0.size("--size") }, ["--size=\(text)"]),
                           "popsnap sample: --size expects WIDTHxHEIGHT in points, like 390x844, found \"\(text)\"",
                           text)
        }
    }

    func testSizeMustBePositive() {
        XCTAssertEqual(error({ try $0.size("--size") }, ["--size", "0x844"]),
                       "popsnap sample: --size expects a width and a height above zero, found \"0x844\"")
    }

    func testChoice() throws {
        XCTAssertEqual(try parse(["--appearance", "dark"]).choice("--appearance", from: ["light", "dark"]), "dark")
        XCTAssertEqual(error({ try $0.choice("--appearance", from: ["light", "dark"]) }, ["--appearance", "drak"]),
                       "popsnap sample: --appearance expects light or dark, found \"drak\"; did you mean dark?")
        XCTAssertEqual(error({ try $0.choice("--appearance", from: ["light", "dark"]) }, ["--appearance", "sepia"]),
                       "popsnap sample: --appearance expects light or dark, found \"sepia\"")
    }
}
