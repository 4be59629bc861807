import XCTest
import PopsnapJSON

/// Every JSON form, and the positions recorded for them.
final class JSONParserTests: XCTestCase {
    func testScalarsAtTheRoot() {
        XCTAssertEqual(parseJSON("null")?.value, .null)
        XCTAssertEqual(parseJSON(" true ")?.value, .bool(true))
        XCTAssertEqual(parseJSON("\tfalse\n")?.value, .bool(false))
        XCTAssertEqual(parseJSON("42")?.value, .number(42))
        XCTAssertEqual(parseJSON("\"hi\"")?.value, .string("hi"))
        XCTAssertEqual(parseJSON("\"\"")?.value, .string(""))
    }

    func testContainersKeepOrderAndNesting() throws {
        let root = try XCTUnwrap(parseJSON(#"{"b": 1, "a": [true, null, {}], "c": [], "d": {"e": "f"}}"#))
        guard case .object(let members) = root.value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["b", "a", "c", "d"])
        XCTAssertEqual(root["b"]?.value, .number(1))
        XCTAssertEqual(root["a"]?[0]?.value, .bool(true))
        XCTAssertEqual(root["a"]?[1]?.value, .null)
        XCTAssertEqual(root["a"]?[2]?.value, .object([]))
        XCTAssertEqual(root["c"]?.value, .array([]))
        XCTAssertEqual(root["d"]?["e"]?.value, .string("f"))
        guard case .array(let a) = root["a"]?.value else { return XCTFail("not an array") }
        XCTAssertEqual(a.count, 3)
    }

    func testEqualityIgnoresPositionsButNotContent() {
        XCTAssertEqual(parseJSON("[1, {\"a\": 2}]")?.value, parseJSON("[\n1,{\"a\"   :2}\n]")?.value)
        XCTAssertNotEqual(parseJSON("[1, {\"a\": 2}]")?.value, parseJSON("[1, {\"a\": 3}]")?.value)
        XCTAssertNotEqual(parseJSON("{\"a\": 1, \"b\": 2}")?.value, parseJSON("{\"b\": 2, \"a\": 1}")?.value)
        XCTAssertNotEqual(parseJSON("[1]")?.value, parseJSON("[1, 1]")?.value)
    }

    func testEscapes() {
        XCTAssertEqual(parseJSON(#""\"\\\/\b\f\n\r\t""#)?.value, .string("\"\\/\u{8}\u{C}\n\r\t"))
        XCTAssertEqual(parseJSON(#""a\u0041\u00e9\u4E2Dz""#)?.value, .string("aAé中z"))
        XCTAssertEqual(parseJSON(#""\u0000""#)?.value, .string("\u{0}"))
        // Escapes after raw multi-byte text, and raw text after escapes.
        XCTAssertEqual(parseJSON(#""é\nü""#)?.value, .string("é\nü"))
    }

    func testSurrogatePairsMakeOneScalar() {
        XCTAssertEqual(parseJSON(#""\uD83D\uDE00""#)?.value, .string("😀"))
        XCTAssertEqual(parseJSON(#""x\ud83d\ude00y""#)?.value, .string("x😀y"))
        XCTAssertEqual(parseJSON(#""\uDBFF\uDFFF""#)?.value, .string("\u{10FFFF}"))
    }

    func testRawUTF8Strings() {
        let text = "héllo 中文 😀 עברית"
        XCTAssertEqual(parseJSON("\"\(text)\"")?.value, .string(text))
    }

    func testNumbers() throws {
        let minusZero = try XCTUnwrap(parseJSON("-0"))
        guard case .number(let z) = minusZero.value else { return XCTFail("not a number") }
        XCTAssertEqual(z, 0)
        XCTAssertEqual(z.sign, .minus)
        XCTAssertEqual(parseJSON("0")?.value, .number(0))
        XCTAssertEqual(parseJSON("1e308")?.value, .number(1e308))
        XCTAssertEqual(parseJSON("-1.7976931348623157e308")?.value, .number(-.greatestFiniteMagnitude))
        XCTAssertEqual(parseJSON("0.5")?.value, .number(0.5))
        XCTAssertEqual(parseJSON("-12.5e-3")?.value, .number(-0.0125))
        XCTAssertEqual(parseJSON("1E+2")?.value, .number(100))
        XCTAssertEqual(parseJSON("10e0")?.value, .number(10))
        XCTAssertEqual(parseJSON("0e5")?.value, .number(0))
        XCTAssertEqual(parseJSON("0.1")?.value, .number(0.1))
        XCTAssertEqual(parseJSON("123456789012345678901234567890")?.value, .number(123456789012345678901234567890.0))
        // Too small to represent rounds to zero: precision is lost, but nothing is drawn wrong.
        XCTAssertEqual(parseJSON("1e-400")?.value, .number(0))
    }

    func testPositionsOfNestedValues() throws {
        let text = """
        {
          "a": 1,
          "b": [true,
                {"c": "x"}],
          "é": "ü", "d": null
        }
        """
        let root = try XCTUnwrap(parseJSON(text))
        XCTAssertEqual(root.position, JSONPosition(line: 1, column: 1))
        XCTAssertNil(root.keyPosition)
        XCTAssertEqual(root["a"]?.position, JSONPosition(line: 2, column: 8))
        XCTAssertEqual(root["a"]?.keyPosition, JSONPosition(line: 2, column: 3))
        XCTAssertEqual(root["b"]?.position, JSONPosition(line: 3, column: 8))
        XCTAssertEqual(root["b"]?[0]?.position, JSONPosition(line: 3, column: 9))
        XCTAssertNil(root["b"]?[0]?.keyPosition)
        XCTAssertEqual(root["b"]?[1]?.position, JSONPosition(line: 4, column: 9))
        XCTAssertEqual(root["b"]?[1]?["c"]?.position, JSONPosition(line: 4, column: 15))
        XCTAssertEqual(root["b"]?[1]?["c"]?.keyPosition, JSONPosition(line: 4, column: 10))
        // "é" is two bytes but one column.
        XCTAssertEqual(root["é"]?.keyPosition, JSONPosition(line: 5, column: 3))
        XCTAssertEqual(root["é"]?.position, JSONPosition(line: 5, column: 8))
        XCTAssertEqual(root["d"]?.keyPosition, JSONPosition(line: 5, column: 13))
        XCTAssertEqual(root["d"]?.position, JSONPosition(line: 5, column: 18))
        XCTAssertEqual(root["d"]?.line, 5)
        XCTAssertEqual(root["d"]?.column, 18)
    }

    func testColumnsCountCharactersNotBytes() throws {
        // 😀 is four bytes, 中 three, é two: each is one column.
        let root = try XCTUnwrap(parseJSON("[\"😀中é\", 1, \"\\u00e9\", 2]"))
        XCTAssertEqual(root[1]?.column, 9)
        XCTAssertEqual(root[3]?.column, 22)
        // A tab is one column.
        XCTAssertEqual(parseJSON("[\t1]")?[0]?.column, 3)
    }

    func testEveryLineEndingStartsALine() throws {
        let root = try XCTUnwrap(parseJSON("[1,\r\n 2,\r  3,\n   4]"))
        XCTAssertEqual(root[1]?.position, JSONPosition(line: 2, column: 2))
        XCTAssertEqual(root[2]?.position, JSONPosition(line: 3, column: 3))
        XCTAssertEqual(root[3]?.position, JSONPosition(line: 4, column: 4))
    }

    func testByteOrderMarkIsSkipped() throws {
        let root = try JSONParser().parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        XCTAssertEqual(root.value, .array([JSONNode(value: .number(1), line: 1, column: 2)]))
        XCTAssertEqual(root.position, JSONPosition(line: 1, column: 1))
    }

    func testDepthUpToTheLimitParses() throws {
        let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        var node = try JSONParser().parse(text)
        var depth = 1
        while case .array(let elements) = node.value, let first = elements.first {
            node = first
            depth += 1
        }
        XCTAssertEqual(depth, 200)
        XCTAssertEqual(node.column, 200)
    }

    func testLongSingleLineKeepsExactColumns() throws {
        // Columns are counted once per byte; a quadratic count would not finish in time here.
        let count = 200_000
        let text = "[" + Array(repeating: "0", count: count).joined(separator: ",") + ", \"é\", 7]"
        let root = try JSONParser().parse(text)
        guard case .array(let elements) = root.value else { return XCTFail("not an array") }
        XCTAssertEqual(elements.count, count + 2)
        XCTAssertEqual(elements[count - 1].column, 2 * count)
        XCTAssertEqual(elements[count].column, 2 * count + 3)
        XCTAssertEqual(elements[count + 1].column, 2 * count + 8)
    }

    func testDefaultLimits() {
        XCTAssertEqual(JSONParser.defaultMaxBytes, 1024 * 1024)
        XCTAssertEqual(JSONParser.defaultMaxDepth, 200)
        XCTAssertEqual(JSONParser().maxBytes, 1024 * 1024)
        XCTAssertEqual(JSONParser().maxDepth, 200)
    }

    func testPositionDescription() {
        XCTAssertEqual(JSONPosition(line: 3, column: 7).description, "3:7")
    }
}
