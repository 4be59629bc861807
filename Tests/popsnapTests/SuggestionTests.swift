import XCTest
import Popsnap
@testable import popsnap

final class SuggestionTests: XCTestCase {
    private func distance(_ a: String, _ b: String) -> Int { EditDistance.between(a, b) }

    func testEditDistance() {
        XCTAssertEqual(distance("", ""), 0)
        XCTAssertEqual(distance("", "abc"), 3)
        XCTAssertEqual(distance("scale", "scale"), 0)
        XCTAssertEqual(distance("scal", "scale"), 1)
        XCTAssertEqual(distance("scalee", "scale"), 1)
        XCTAssertEqual(distance("scole", "scale"), 1)
        XCTAssertEqual(distance("kitten", "sitting"), 3)
    }

    func testSwappedNeighboursAreOneEdit() {
        XCTAssertEqual(distance("sacle", "scale"), 1)
        XCTAssertEqual(distance("verison", "version"), 1)
    }

    func testSuggestsWithinTwoEdits() {
        let names = ["--output", "--scale", "--size"]
        XCTAssertEqual(suggestion(for: "--sacle", among: names), "--scale")
        XCTAssertEqual(suggestion(for: "--outptu", among: names), "--output")
        XCTAssertEqual(suggestion(for: "--ouput", among: names), "--output")
        XCTAssertNil(suggestion(for: "--opt", among: names))  // three edits from --output
    }

    func testIgnoresLeadingDashes() {
        XCTAssertEqual(suggestion(for: "-scale", among: ["--scale"]), "--scale")
        XCTAssertEqual(suggestion(for: "---scale", among: ["--scale"]), "--scale")
    }

    func testNoSuggestionForVeryShortNames() {
        XCTAssertNil(suggestion(for: "-x", among: ["-o", "--output"]))
        XCTAssertNil(suggestion(for: "ab", among: ["hud"]))
    }

    func testClosestWinsAndTiesGoToTheFirst() {
        XCTAssertEqual(suggestion(for: "--sise", among: ["--scale", "--size"]), "--size")
        XCTAssertEqual(suggestion(for: "ab", among: ["abc", "abd"]), "abc")
    }

    func testCommands() {
        XCTAssertEqual(suggestion(for: "rendr", among: ["render", "layout"]), "render")
        XCTAssertEqual(suggestion(for: "lay", among: ["render", "layout"]), nil)
    }
}
