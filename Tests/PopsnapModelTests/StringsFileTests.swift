import XCTest
@testable import Popsnap

/// Xcode's `Localizable.strings`, as Xcode and translators write them.
final class StringsFileTests: XCTestCase {
    func testPairsCommentsAndEscapes() throws {
        let text = #"""
        /* The alert's title */
        "Error" = "Fehler";
        // a line comment
        "Say \"hi\"" = "Sag \"hallo\"\nzweite Zeile";
        bare_key = "Wert";
        "caf\U00E9" = "Caf\u00E9 \\ ok";
        """#
        let table = try StringsFile.parse(Array(text.utf8))
        XCTAssertEqual(table, ["Error": "Fehler", "Say \"hi\"": "Sag \"hallo\"\nzweite Zeile", "bare_key": "Wert", "café": "Café \\ ok"])
    }

    /// Older Xcode wrote UTF-16 with a byte order mark; both byte orders read the same.
    func testUTF16WithByteOrderMark() throws {
        let text = "\"OK\" = \"حسنًا\";\n"
        let le: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let be: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        XCTAssertEqual(try StringsFile.parse(le), ["OK": "حسنًا"])
        XCTAssertEqual(try StringsFile.parse(be), ["OK": "حسنًا"])
        XCTAssertEqual(try StringsFile.parse([0xEF, 0xBB, 0xBF] + Array(text.utf8)), ["OK": "حسنًا"])
    }

    func testProblemsNameTheLine() {
        func problem(_ text: String) -> StringsFile.Problem? {
            do { _ = try StringsFile.parse(Array(text.utf8)); return nil } catch { return error }
        }
        XCTAssertEqual(problem("\"a\" = \"b\";\n\"c\" = \"d\"\n"), StringsFile.Problem(line: 3, message: "expected \";\", found the end of the file"))
        XCTAssertEqual(problem("\"a\" \"b\";"), StringsFile.Problem(line: 1, message: "expected \"=\", found \"\"\""))
        XCTAssertEqual(problem("\n\n\"a\" = \"b;"), StringsFile.Problem(line: 3, message: "a string is not closed"))
        XCTAssertEqual(problem("/* open"), StringsFile.Problem(line: 1, message: "a comment is not closed"))
        XCTAssertEqual(problem("\"a\" = \"\\U12\";"), StringsFile.Problem(line: 1, message: "expected four hex digits after \\U"))
        XCTAssertEqual(try? StringsFile.parse([0xC3, 0x28]), nil, "invalid UTF-8 without a byte order mark")
    }

    /// Xcode writes a character beyond U+FFFF as a UTF-16 pair of \U escapes; half a pair is an error saying so.
    func testSurrogatePairsAndLoneSurrogates() throws {
        XCTAssertEqual(try StringsFile.parse(Array(#""a" = "\UD83D\uDE00!";"#.utf8)), ["a": "😀!"])
        let lone = " is a lone surrogate: a character beyond U+FFFF is written as a pair, such as \\UD83D\\UDE00 for U+1F600"
        for (text, escape) in [(#""a" = "\UD800";"#, "\\UD800"), (#""a" = "\udc00";"#, "\\uDC00"), (#""a" = "\UD83D\U0041";"#, "\\UD83D"),
                               (#""a" = "\UD83Dx";"#, "\\UD83D")] {
            XCTAssertThrowsError(try StringsFile.parse(Array(text.utf8)), text) { error in
                XCTAssertEqual(error as? StringsFile.Problem, StringsFile.Problem(line: 1, message: escape + lone))
            }
        }
    }

    func testATranslationTooLongForAParagraphNamesItsKeyAndLocale() {
        let text = "\n\"Title\" = \"" + String(repeating: "x", count: 101) + "\";"
        XCTAssertThrowsError(try StringsFile.parse(Array(text.utf8), locale: "de", maxValueBytes: 100)) { error in
            XCTAssertEqual(error as? StringsFile.Problem, StringsFile.Problem(
                line: 2, message: #"the "de" translation of "Title" is 101 bytes (UTF-8), more than the limit of 100 bytes a paragraph"#))
        }
    }
}
