import XCTest
import PopsnapFiles

final class TerminalTextTests: XCTestCase {
    func testControlsAreEscaped() {
        XCTAssertEqual(TerminalText.escaped("red\u{1B}[2J"), "red\\u001B[2J")
        XCTAssertEqual(TerminalText.escaped("a\nb\r\tc\u{7F}\u{9B}d\u{85}"), "a\\nb\\r\\tc\\u007F\\u009Bd\\u0085")
        XCTAssertEqual(TerminalText.escaped("plain é 😀 \u{A0}"), "plain é 😀 \u{A0}")
        XCTAssertEqual(TerminalText.escapedKeepingLines("one\u{1B}\ntwo\n"), "one\\u001B\ntwo\n")
    }

    /// A bidirectional override in a file name ("s/rlo\u{202E}nosj.a") made the terminal show the rest of its
    /// line reversed, and a line separator broke a line where the terminal wraps: escaped as the C0 and C1 are.
    func testBidiOverridesAndSeparatorsAreEscaped() {
        XCTAssertEqual(TerminalText.escaped("a\u{202E}b\u{2066}c\u{2069}d\u{202A}e"), "a\\u202Eb\\u2066c\\u2069d\\u202Ae")
        XCTAssertEqual(TerminalText.escaped("l\u{2028}p\u{2029}"), "l\\u2028p\\u2029")
        XCTAssertTrue(TerminalText.hasControlCharacters("rlo\u{202E}abc.json"))
        // Arabic and Hebrew text, marks included, is shown as written.
        XCTAssertEqual(TerminalText.escaped("خطأ\u{200F} שלום"), "خطأ\u{200F} שלום")
    }

    func testBytesThatAreNotUTF8AreShownAsHex() {
        let shown = { (bytes: [UInt8]) in TerminalText.escaped(FileNameBytes.decoding(bytes)) }
        XCTAssertEqual(shown(Array("bad".utf8) + [0xFF] + Array(".json".utf8)), "bad\\xFF.json")
        XCTAssertEqual(shown([0xC3, 0xA9, 0xE2, 0x82, 0x1B]), "é\\xE2\\x82\\u001B")
        XCTAssertEqual(shown([0xED, 0xA0, 0x80]), "\\xED\\xA0\\x80")
        // A real name holding a reserved code point (U+10FFFF, F4 8F BF BF) is shown by its bytes too.
        XCTAssertEqual(shown([0x61, 0xF4, 0x8F, 0xBF, 0xBF]), "a\\xF4\\x8F\\xBF\\xBF")
        XCTAssertTrue(TerminalText.hasControlCharacters(FileNameBytes.decoding([0xFF])))
    }
}
