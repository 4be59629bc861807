import Foundation
import XCTest
import PopsnapTestSupport

/// Text from specs and file names reaches the terminal escaped: no ESC to clear the screen, no line
/// break to forge a `pass` line.
final class TerminalEscapingTests: TemporaryFolderTestCase {
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func testAColourValueCannotClearTheScreenOrAddALine() throws {
        try write("s.json", #"{"popup": {"kind": "hud"}, "background": "red\u001b[2J\nfake line\u009b"}"#)
        let r = try RunPopsnap.run(["render", "s.json", "-o", "out.png"], in: folder)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, #"popsnap render: s.json:1:42: background: expected a colour (#RRGGBB, #RRGGBBAA, rgb(…), hsl(…) or a system colour such as systemBlue), found "red\u001B[2J\nfake line\u009B": expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(…), rgba(…), hsl(…), hsla(…) or a system colour name such as systemBlue"# + "\n")
    }

    func testAnElementNameMayNotHoldControlCharacters() throws {
        try write("s.json", #"{"popup": {"kind": "custom", "root": {"type": "text", "name": "t\u001b[31m", "text": "x"}}}"#)
        let r = try RunPopsnap.run(["lint", "s.json"], in: folder)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, #"popsnap lint: s.json:1:63: popup.root.name: expected a name without control characters, found "t\u001B[31m""# + "\n")
    }

    /// A slash followed by a combining mark is one Character, so String's contains("/") let it into a name.
    func testAnElementNameMayNotHoldASlashBeforeACombiningMark() throws {
        try write("s.json", #"{"popup": {"kind": "custom", "root": {"type": "text", "name": "a/\u0301b", "text": "x"}}}"#)
        let r = try RunPopsnap.run(["lint", "s.json"], in: folder)
        XCTAssertEqual(r.status, 2, r.out)
        XCTAssertTrue(r.err.contains(#"popup.root.name: expected a name without "/""#), r.err)
    }

    func testASpecFileNameCannotForgeAVerifyLine() throws {
        let name = "a\npass     b.json"
        try write(name, #"{"popup": {"kind": "hud"}}"#)
        let r = try RunPopsnap.run(["verify", name], in: folder)
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertEqual(r.err.split(separator: "\n").first, #"missing  a\npass     b.json"#)
        XCTAssertTrue(r.err.contains(#"record the reference: popsnap record $'a\npass     b.json'"#), r.err)
        XCTAssertFalse(r.err.unicodeScalars.contains { $0.value == 0x1B })
    }

    func testAnUnknownOptionIsOneLine() throws {
        let r = try RunPopsnap.run(["render", "--x\u{1B}]0;owned\u{07}\nfake"], in: folder)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err.split(separator: "\n").count, 2, r.err)
        XCTAssertFalse(r.err.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, r.err)
    }
}
