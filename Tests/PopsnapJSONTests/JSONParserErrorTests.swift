import XCTest
import PopsnapJSON

/// Every way JSON text is refused, each with its kind, line, column, path and message.
final class JSONParserErrorTests: XCTestCase {
    private func error(_ kind: JSONError.Kind, _ line: Int, _ column: Int, _ path: String, _ message: String) -> JSONError {
        JSONError(kind, line: line, column: column, path: path, message: message)
    }

    func testEmptyInput() {
        XCTAssertEqual(jsonError(""), error(.unexpectedEnd, 1, 1, "", "expected a value, found the end of the input"))
        XCTAssertEqual(jsonError("  \n "), error(.unexpectedEnd, 2, 2, "", "expected a value, found the end of the input"))
    }

    func testUnexpectedCharacters() {
        XCTAssertEqual(jsonError("[1, @]"), error(.unexpectedCharacter, 1, 5, "[1]", "expected a value, found '@'"))
        XCTAssertEqual(jsonError(#"{"a" 1}"#), error(.unexpectedCharacter, 1, 6, "a", #"expected ':' after the key "a", found '1'"#))
        XCTAssertEqual(jsonError("{a: 1}"), error(.unexpectedCharacter, 1, 2, "", "expected a key in double quotes, found 'a'"))
        XCTAssertEqual(jsonError(#"{"a": 1, b}"#), error(.unexpectedCharacter, 1, 10, "", "expected a key in double quotes, found 'b'"))
        XCTAssertEqual(jsonError("[1 2]"), error(.unexpectedCharacter, 1, 4, "", "expected ',' or ']' after an array element, found '2'"))
        XCTAssertEqual(jsonError(#"{"a": 1 "b": 2}"#),
                       error(.unexpectedCharacter, 1, 9, "", #"expected ',' or '}' after an object member, found '"'"#))
        XCTAssertEqual(jsonError(#"{"a": {"b": tru}}"#), error(.unexpectedCharacter, 1, 13, "a.b", "expected a value, found 'tru'"))
        XCTAssertEqual(jsonError("[truex]"), error(.unexpectedCharacter, 1, 2, "[0]", "expected a value, found 'truex'"))
        XCTAssertEqual(jsonError("[True]"), error(.unexpectedCharacter, 1, 2, "[0]",
                                                  "expected a value, found 'True' (JSON writes true, false and null in lower case)"))
        XCTAssertEqual(jsonError("[NaN]"), error(.unexpectedCharacter, 1, 2, "[0]",
                                                 "expected a value, found 'NaN' (JSON has no NaN or infinity)"))
        XCTAssertEqual(jsonError("[\u{7}]"), error(.unexpectedCharacter, 1, 2, "[0]", "expected a value, found the control character U+0007"))
        XCTAssertEqual(jsonError("[é]"), error(.unexpectedCharacter, 1, 2, "[0]", "expected a value, found 'é'"))
        // Columns after multi-byte characters count characters.
        XCTAssertEqual(jsonError(#"["é😀", @]"#), error(.unexpectedCharacter, 1, 8, "[1]", "expected a value, found '@'"))
        XCTAssertEqual(jsonError("[\n  1,\n  @]"), error(.unexpectedCharacter, 3, 3, "[1]", "expected a value, found '@'"))
    }

    func testTrailingCommas() {
        XCTAssertEqual(jsonError("[1,]"), error(.unexpectedCharacter, 1, 3, "", "a trailing comma is not allowed before ']'"))
        XCTAssertEqual(jsonError("{\"a\": 1,\n}"), error(.unexpectedCharacter, 1, 8, "", "a trailing comma is not allowed before '}'"))
        XCTAssertEqual(jsonError("[,1]"), error(.unexpectedCharacter, 1, 2, "[0]", "expected a value, found ','"))
    }

    func testUnexpectedEndNamesTheOpenContainer() {
        XCTAssertEqual(jsonError(#"{"a": [1, 2"#), error(.unexpectedEnd, 1, 12, "a",
            "expected ',' or ']' after an array element, found the end of the input (the array at line 1, column 7 is not closed)"))
        XCTAssertEqual(jsonError(#"{"a":"#), error(.unexpectedEnd, 1, 6, "a",
            "expected a value, found the end of the input (the object at line 1, column 1 is not closed)"))
        XCTAssertEqual(jsonError("[\n"), error(.unexpectedEnd, 2, 1, "[0]",
            "expected a value, found the end of the input (the array at line 1, column 1 is not closed)"))
        XCTAssertEqual(jsonError("{"), error(.unexpectedEnd, 1, 2, "",
            "expected a key in double quotes, found the end of the input (the object at line 1, column 1 is not closed)"))
    }

    func testUnterminatedStrings() {
        XCTAssertEqual(jsonError(#"{"a": "abc"#), error(.unterminatedString, 1, 7, "a",
                                                         "unterminated string: the input ends before the closing quote"))
        XCTAssertEqual(jsonError("\"é"), error(.unterminatedString, 1, 1, "", "unterminated string: the input ends before the closing quote"))
        XCTAssertEqual(jsonError("{\"ab"), error(.unterminatedString, 1, 2, "", "unterminated string: the input ends before the closing quote"))
        XCTAssertEqual(jsonError("[\"ab\ncd\"]"), error(.unterminatedString, 1, 2, "[0]",
            "unterminated string: the line ends before the closing quote (write \\n for a line break)"))
        XCTAssertEqual(jsonError("[\"ab\\"), error(.unterminatedString, 1, 5, "[0]", "unterminated string: the input ends inside an escape"))
    }

    func testControlCharactersInStrings() {
        XCTAssertEqual(jsonError("[\"a\tb\"]"), error(.controlCharacter, 1, 4, "[0]", "control character U+0009 in a string; write it as \\t"))
        XCTAssertEqual(jsonError("[\"é\u{1}\"]"), error(.controlCharacter, 1, 4, "[0]", "control character U+0001 in a string; write it as \\u0001"))
    }

    func testBadEscapes() {
        let allowed = #"JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX"#
        XCTAssertEqual(jsonError(#"["\x"]"#), error(.badEscape, 1, 3, "[0]", #"invalid escape \x in a string; "# + allowed))
        XCTAssertEqual(jsonError(#"["ab\'"]"#), error(.badEscape, 1, 5, "[0]", #"invalid escape \' in a string; "# + allowed))
        XCTAssertEqual(jsonError(#"["\u12G4"]"#), error(.badEscape, 1, 3, "[0]", #"invalid escape: \u must be followed by four hex digits"#))
        XCTAssertEqual(jsonError(#"["\u12"]"#), error(.badEscape, 1, 3, "[0]", #"invalid escape: \u must be followed by four hex digits"#))
    }

    func testLoneSurrogates() {
        let high = "a high surrogate must be followed by a low one (\\uDC00 to \\uDFFF)"
        let low = "a low surrogate must follow a high one (\\uD800 to \\uDBFF)"
        XCTAssertEqual(jsonError(#"["\uD83D"]"#), error(.loneSurrogate, 1, 3, "[0]", "lone surrogate \\uD83D: " + high))
        XCTAssertEqual(jsonError(#"["a\uD83Dx"]"#), error(.loneSurrogate, 1, 4, "[0]", "lone surrogate \\uD83D: " + high))
        XCTAssertEqual(jsonError(#"["\uD83D\u0041"]"#), error(.loneSurrogate, 1, 3, "[0]", "lone surrogate \\uD83D: " + high))
        XCTAssertEqual(jsonError(#"["\uD83D\uD83D"]"#), error(.loneSurrogate, 1, 3, "[0]", "lone surrogate \\uD83D: " + high))
        XCTAssertEqual(jsonError(#"["\uDE00"]"#), error(.loneSurrogate, 1, 3, "[0]", "lone surrogate \\uDE00: " + low))
        XCTAssertEqual(jsonError(#"{"k\udfff": 1}"#), error(.loneSurrogate, 1, 4, "", "lone surrogate \\uDFFF: " + low))
    }

    func testInvalidUTF8() {
        let q = UInt8(ascii: "\""), open = UInt8(ascii: "["), close = UInt8(ascii: "]"), a = UInt8(ascii: "a")
        XCTAssertEqual(jsonError([open, q, a, 0xFF, q, close]),
                       error(.invalidUTF8, 1, 4, "[0]", "invalid UTF-8: byte 0xFF cannot start a character"))
        // Overlong encoding of "/".
        XCTAssertEqual(jsonError([open, q, 0xC0, 0xAF, q, close]),
                       error(.invalidUTF8, 1, 3, "[0]", "invalid UTF-8: byte 0xC0 cannot start a character"))
        // A stray continuation byte.
        XCTAssertEqual(jsonError([open, q, 0x80, q, close]),
                       error(.invalidUTF8, 1, 3, "[0]", "invalid UTF-8: byte 0x80 cannot start a character"))
        // A truncated three-byte sequence.
        XCTAssertEqual(jsonError([open, q, 0xE2, 0x82, q, close]),
                       error(.invalidUTF8, 1, 3, "[0]", "invalid UTF-8: the sequence 0xE2 0x82 0x22 is not a character"))
        // Overlong three- and four-byte forms.
        XCTAssertEqual(jsonError([open, q, 0xE0, 0x9F, 0xBF, q, close]),
                       error(.invalidUTF8, 1, 3, "[0]", "invalid UTF-8: the sequence 0xE0 0x9F is not a character"))
        XCTAssertEqual(jsonError([open, q, 0xF0, 0x8F, 0xBF, 0xBF, q, close]),
                       error(.invalidUTF8, 1, 3, "[0]", "invalid UTF-8: the sequence 0xF0 0x8F is not a character"))
        // The same lead bytes with their smallest valid second bytes are characters.
        XCTAssertEqual(parseJSON("\"\u{800}\u{10000}\u{D7FF}\u{10FFFF}\"")?.value, .string("\u{800}\u{10000}\u{D7FF}\u{10FFFF}"))
        // A surrogate encoded directly, and a scalar above U+10FFFF.
        XCTAssertEqual(jsonError([open, q, 0xED, 0xA0, 0x80, q, close]),
                       error(.invalidUTF8, 1, 3, "[0]", "invalid UTF-8: the sequence 0xED 0xA0 is not a character"))
        XCTAssertEqual(jsonError([open, q, 0xF4, 0x90, 0x80, 0x80, q, close]),
                       error(.invalidUTF8, 1, 3, "[0]", "invalid UTF-8: the sequence 0xF4 0x90 is not a character"))
        // Cut off by the end of the input.
        XCTAssertEqual(jsonError([q, 0xC3]), error(.invalidUTF8, 1, 2, "", "invalid UTF-8: the sequence 0xC3 is not a character"))
        // Outside strings, and in a key, after a valid two-byte character.
        XCTAssertEqual(jsonError([open, 0xFF, close]), error(.invalidUTF8, 1, 2, "[0]", "invalid UTF-8: byte 0xFF cannot start a character"))
        XCTAssertEqual(jsonError([UInt8(ascii: "{"), q, 0xC3, 0xA9, 0xFE, q]),
                       error(.invalidUTF8, 1, 4, "", "invalid UTF-8: byte 0xFE cannot start a character"))
    }

    func testInvalidNumbers() {
        XCTAssertEqual(jsonError("[01]"), error(.invalidNumber, 1, 2, "[0]", "leading zeros are not allowed in numbers, found 01"))
        XCTAssertEqual(jsonError("[-007]"), error(.invalidNumber, 1, 2, "[0]", "leading zeros are not allowed in numbers, found -007"))
        XCTAssertEqual(jsonError("[-]"), error(.invalidNumber, 1, 3, "[0]", "expected a digit after '-', found ']'"))
        XCTAssertEqual(jsonError("[-a]"), error(.invalidNumber, 1, 3, "[0]", "expected a digit after '-', found 'a'"))
        XCTAssertEqual(jsonError("-"), error(.unexpectedEnd, 1, 2, "", "expected a digit after '-', found the end of the input"))
        XCTAssertEqual(jsonError("[1.]"), error(.invalidNumber, 1, 4, "[0]", "expected a digit after the decimal point, found ']'"))
        XCTAssertEqual(jsonError("[1.e5]"), error(.invalidNumber, 1, 4, "[0]", "expected a digit after the decimal point, found 'e5'"))
        XCTAssertEqual(jsonError("[1e+]"), error(.invalidNumber, 1, 5, "[0]", "expected a digit in the exponent, found ']'"))
        XCTAssertEqual(jsonError("[1E]"), error(.invalidNumber, 1, 4, "[0]", "expected a digit in the exponent, found ']'"))
        XCTAssertEqual(jsonError("[.5]"), error(.unexpectedCharacter, 1, 2, "[0]", "expected a value, found '.'"))
        XCTAssertEqual(jsonError("[+1]"), error(.unexpectedCharacter, 1, 2, "[0]", "expected a value, found '+'"))
        XCTAssertEqual(jsonError("[0x1F]"), error(.unexpectedCharacter, 1, 3, "", "expected ',' or ']' after an array element, found 'x1F'"))
    }

    func testNumbersBeyondDoubleAreRefused() {
        let tooLarge = " is too large (the largest is about 1.8e308)"
        XCTAssertEqual(jsonError(#"{"w": 1e309}"#), error(.numberOutOfRange, 1, 7, "w", "the number 1e309" + tooLarge))
        XCTAssertEqual(jsonError("[-1e309]"), error(.numberOutOfRange, 1, 2, "[0]", "the number -1e309" + tooLarge))
        XCTAssertEqual(jsonError("[1.8e308]"), error(.numberOutOfRange, 1, 2, "[0]", "the number 1.8e308" + tooLarge))
        let digits = "1" + String(repeating: "0", count: 400)
        XCTAssertEqual(jsonError(digits), error(.numberOutOfRange, 1, 1, "", "the number \(digits.prefix(40))…" + tooLarge))
    }

    func testTrailingCharacters() {
        let expected = "expected nothing after the JSON value, found "
        XCTAssertEqual(jsonError("{} x"), error(.trailingCharacters, 1, 4, "", expected + "'x'"))
        XCTAssertEqual(jsonError("[1]]"), error(.trailingCharacters, 1, 4, "", expected + "']'"))
        XCTAssertEqual(jsonError("1 2"), error(.trailingCharacters, 1, 3, "", expected + "'2'"))
        XCTAssertEqual(jsonError(#""a""b""#), error(.trailingCharacters, 1, 4, "", expected + #"'"'"#))
        XCTAssertEqual(jsonError("{}\n\n  // comment"), error(.trailingCharacters, 3, 3, "", expected + "'/'"))
    }

    func testDuplicateKeys() {
        XCTAssertEqual(jsonError("{\"a\": 1,\n \"a\": 2}"),
                       error(.duplicateKey, 2, 2, "a", #"duplicate key "a" (first at line 1, column 2)"#))
        XCTAssertEqual(jsonError(#"[{"x": {"k": 1, "k": 2}}]"#),
                       error(.duplicateKey, 1, 17, "[0].x.k", #"duplicate key "k" (first at line 1, column 9)"#))
        // Keys compare after escapes are decoded.
        XCTAssertEqual(jsonError(#"{"a": 1, "\u0061": 2}"#),
                       error(.duplicateKey, 1, 10, "a", #"duplicate key "a" (first at line 1, column 2)"#))
        // The same key in different objects is fine.
        XCTAssertNotNil(parseJSON(#"[{"a": 1}, {"a": 2, "b": {"a": 3}}]"#))
    }

    func testNestingDeeperThanTheLimit() {
        let text = String(repeating: "[", count: 201) + String(repeating: "]", count: 201)
        XCTAssertEqual(jsonError(text), error(.tooDeep, 1, 201, String(repeating: "[0]", count: 200),
                                              "arrays and objects are nested 201 levels deep, more than the limit of 200"))
        // Objects count too; the path names the members on the way.
        XCTAssertEqual(jsonError(#"{"a": [{"b": [1]}]}"#, parser: JSONParser(maxDepth: 3)),
                       error(.tooDeep, 1, 14, "a[0].b", "arrays and objects are nested 4 levels deep, more than the limit of 3"))
        // The real depth is counted past the limit, brackets inside strings aside.
        let deep = String(repeating: "[", count: 250) + #""[[[\"[""# + String(repeating: "]", count: 250)
        XCTAssertEqual(jsonError(deep)?.message, "arrays and objects are nested 250 levels deep, more than the limit of 200")
        // No recursion: a million open brackets is a clean error, not a crash.
        XCTAssertEqual(jsonError(String(repeating: "[", count: 1_000_000))?.kind, .tooDeep)
    }

    func testInputLargerThanTheLimitIsRefusedBeforeParsing() {
        let parser = JSONParser(maxBytes: 10)
        XCTAssertEqual(jsonError("[1,2,3,4,5]", parser: parser),
                       error(.tooLarge, 1, 1, "", "the input is 11 bytes, more than the limit of 10 bytes"))
        XCTAssertEqual(try parser.parse("[1,2,3,45]").value, parseJSON("[1,2,3,45]")?.value)
        // Refused before parsing: blank input at the limit fails as blank, one byte more as too large.
        let blank = [UInt8](repeating: UInt8(ascii: " "), count: JSONParser.defaultMaxBytes)
        XCTAssertEqual(jsonError(blank)?.kind, .unexpectedEnd)
        XCTAssertEqual(jsonError(blank + [UInt8(ascii: " ")]),
                       error(.tooLarge, 1, 1, "", "the input is 1048577 bytes, more than the limit of 1048576 bytes"))
    }

    func testDescription() {
        XCTAssertEqual(jsonError(#"{"a": [1, 2,]}"#)?.description, "1:12: a: a trailing comma is not allowed before ']'")
        XCTAssertEqual(jsonError("[1 2]")?.description, "1:4: expected ',' or ']' after an array element, found '2'")
    }

    func testOddKeysAreBracketedInPaths() {
        XCTAssertEqual(jsonError(#"{"corner radius": {"a.b": [1 2]}}"#)?.path, #"["corner radius"]["a.b"]"#)
        XCTAssertEqual(jsonError(#"{"x": {"2d": {"q\"": @}}}"#)?.path, #"x["2d"]["q\""]"#)
        XCTAssertEqual(jsonError(#"{"iphone-se": {"_a1": @}}"#)?.path, "iphone-se._a1")
    }
}
