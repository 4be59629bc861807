import XCTest
import PopsnapFiles

final class TerminalTextTests: XCTestCase {
    func testControlsAreEscaped() {
        XCTAssertEqual(TerminalText.escaped("red\u{1B}[2J"), "red\\u001B[2J")
        XCTAssertEqual(TerminalText.escaped("a\nb\r\tc\u{7F}\u{9B}d\u{85}"), "a\\nb\\r\\tc\\u007F\\u009Bd\\u0085")
        XCTAssertEqual(TerminalText.escaped("plain é 😀 \u{A0}"), "plain é 😀 \u{A0}")
        XCTAssertEqual(TerminalText.escapedKeepingLines("one\u{1B}\ntwo\n"), "one\\u001B\ntwo\n")
    }

    func testBytesThatAreNotUTF8AreShownAsHex() {
        XCTAssertEqual(TerminalText.escaped(bytes: Array("bad".utf8) + [0xFF] + Array(".json".utf8)), "bad\\xFF.json")
        XCTAssertEqual(TerminalText.escaped(bytes: [0xC3, 0xA9, 0xE2, 0x82, 0x1B]), "é\\xE2\\x82\\u001B")
        XCTAssertEqual(TerminalText.escaped(bytes: [0xED, 0xA0, 0x80]), "\\xED\\xA0\\x80")
    }
}
