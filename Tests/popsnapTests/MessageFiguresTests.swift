import Foundation
import XCTest
import PopsnapTestSupport
@testable import PopsnapPNG

/// Messages name only what exists (options the command takes) and the exact figures.
final class MessageFiguresTests: TemporaryFolderTestCase {
    func write(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try RunPopsnap.run(arguments, in: folder)
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be(UInt32(data.count)) + body + be(body.withUnsafeBytes { CRC32.checksum($0) })
    }

    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    func testDiffNamesNoOptionItDoesNotTake() throws {
        // An APNG declaring 5000 frames, beyond the 1000 Popsnap reads; refused before any frame is read.
        var apng = LimitsCommandTests.pngHeader(width: 1, height: 1)
        apng.insert(contentsOf: Self.chunk("acTL", Self.be(5000) + Self.be(0)), at: 8 + 25)
        try write("many.apng", apng)
        let r = try run(["diff", "many.apng", "many.apng"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "popsnap diff: many.apng: APNG declares 5000 frames, beyond the limit of 1000; popsnap diff has no option to raise it\n")
    }

    func testACanvasTooLargeShowsItsExactSize() throws {
        try Data(#"{"canvas": {"width": 5461.5, "height": 10}, "scale": 3, "popup": {"kind": "hud"}}"#.utf8)
            .write(to: folder.appendingPathComponent("big.json"))
        let r = try run(["render", "big.json", "-o", "out.png"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "popsnap render: big.json:1:12: canvas: expected a canvas of at most 16384 px a side and 256 MiB at scale 3, "
                           + "found 5461.5 x 10 pt (16384.5 x 30 px)\n")
    }

    func testAnEmptyFileNameIsNotAFolder() throws {
        let usage = "\nRun 'popsnap render --help' for usage.\n"
        let r = try run(["render", "--kind", "hud", "-o", ""])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "popsnap render: --output needs a value, found an empty one" + usage)
        let spec = try run(["render", "", "-o", "out.png"])
        XCTAssertEqual(spec.err, "popsnap render: SPEC.json needs a file name, found an empty argument" + usage)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
        // A title may be empty.
        XCTAssertEqual(try run(["render", "--kind", "hud", "--title", "", "-o", "out.png"]).status, 0)
    }

    /// A strings file over the spec limit says how to raise it; a translation too long for a paragraph is
    /// refused where it is written, with its file, line, locale and key (it was "text of … bytes" from layout).
    func testStringsFilesSayWhichLimitAndWhichTranslation() throws {
        let spec = #"{"popup": {"kind": "alert", "title": "Title", "message": "m", "button": "OK"}, "strings": {"de": "de.strings"}}"#
        try write("s.json", Array(spec.utf8))
        try write("de.strings", Array(("\"Title\" = \"" + String(repeating: "x", count: 1 << 20 + 1) + "\";").utf8))
        let limited = try run(["render", "s.json", "--locale", "de", "-o", "out.png"])
        XCTAssertEqual(limited.status, 2)
        XCTAssertEqual(limited.err, "popsnap render: s.json:1:98: strings.de: cannot read ./de.strings: it is 1048590 bytes, "
                                  + "more than the limit of 1048576 bytes; raise it with --max-spec-bytes BYTES\n")
        let raised = try run(["render", "s.json", "--locale", "de", "--max-spec-bytes", "2000000", "-o", "out.png"])
        XCTAssertEqual(raised.status, 2)
        XCTAssertEqual(raised.err, #"popsnap render: ./de.strings:1: the "de" translation of "Title" is 1048577 bytes (UTF-8), "#
                                 + "more than the limit of 1048576 bytes a paragraph\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    /// A file is an APNG once its acTL is read: a bad CRC before that, or in a file without one, is a damaged PNG.
    func testABadCRCInAPlainPNGIsADamagedPNG() throws {
        var png = LimitsCommandTests.pngHeader(width: 1, height: 1)
        png[29] ^= 0xFF  // IHDR's CRC
        try write("bad.png", png)
        let r = try run(["diff", "bad.png", "bad.png"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.hasPrefix("popsnap diff: bad.png: damaged or invalid PNG: chunk IHDR at byte 8 has a wrong CRC"), r.err)
    }

    func testAFontFamilyTooLongIsRefusedWhereItIsWritten() throws {
        let family = String(repeating: "F", count: 100_000)
        let spec = #"{"popup": {"kind": "alert", "title": "t", "message": "m", "button": "OK"}, "theme": {"titleFont": {"family": ""#
            + family + #""}}}"#
        try write("s.json", Array(spec.utf8))
        let r = try run(["render", "s.json", "-o", "out.png"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "popsnap render: s.json:1:110: theme.titleFont.family: expected a font family of at most 100 characters, found \""
                           + String(repeating: "F", count: 40) + "…\" (100000 characters)\n")
    }

    /// Fonts are found at layout, after the spec was read; the message still points at the family in the file.
    func testAMissingFontFamilyIsReportedWhereTheSpecNamesIt() throws {
        let spec = #"{"popup": {"kind": "alert", "title": "t", "message": "m", "button": "OK"},\#n "theme": {"titleFont": {"family": "No Such Family"}}}"#
        try write("s.json", Array(spec.utf8))
        for command in [["render", "s.json", "-o", "out.png"], ["lint", "s.json"], ["layout", "s.json"]] {
            let r = try run(command)
            XCTAssertEqual(r.status, 2, command[0])
            XCTAssertTrue(r.err.hasPrefix(#"popsnap \#(command[0]): s.json:2:36: theme.titleFont.family: no font family "No Such Family"; available: system"#), r.err)
        }
    }
}
