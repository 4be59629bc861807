import FoundationEssentials
import XCTest
@testable import Popsnap

/// The tool's own number formatting and error wording, which stand in for Foundation's.
final class FormattingTests: XCTestCase {
    /// printf's rounding of the binary value, as Python's `'%.3f' %` gives it: 0.0005 is just above half,
    /// 2.0625 is exactly half and goes to even, 2.00005 is just below half.
    func testPrintfRoundsAsCDoes() {
        XCTAssertEqual(String(printf: "%.3f", 0.0005), "0.001")
        XCTAssertEqual(String(printf: "%.3f", 2.0625), "2.062")
        XCTAssertEqual(String(printf: "%.4f", 2.00005), "2.0000")
        XCTAssertEqual(String(printf: "%.3f s", 0.25), "0.250 s")
        XCTAssertEqual(String(printf: "frame-%04ld.png", 7), "frame-0007.png")
        XCTAssertEqual(String(printf: "frame-%04ld.png", 123_456), "frame-123456.png")
    }

    /// Longer than the first buffer: written whole on the second try, not cut.
    func testPrintfLongerThanItsFirstBufferIsWhole() {
        let text = String(printf: "%.3f", 1e200)
        XCTAssertEqual(text.count, 204)
        XCTAssertTrue(text.hasPrefix("999999999999999969733122212510361659474503275455023626482417"))
        XCTAssertTrue(text.hasSuffix(".000"))
    }

    func testTrimmingSpacesKeepsWhatIsBetween() {
        XCTAssertEqual("  a b \t".trimmingSpaces, "a b")
        XCTAssertEqual("\t1".trimmingSpaces, "1")
        XCTAssertEqual("   ".trimmingSpaces, "")
        XCTAssertEqual("".trimmingSpaces, "")
        XCTAssertEqual("x".trimmingSpaces, "x")
    }
}

