import XCTest
import PopsnapSpecTestSupport
@testable import Popsnap
import PopsnapJSON

/// Typed reading of specs: each wrong input gives the exact message, path and position.
final class JSONSpecReaderTests: XCTestCase {
    private let alert = """
    {
      "kind": "alert",
      "popup": {
        "title": "Error",
        "buttons": [
          {"title": "OK"},
          {"title": "Cancel"},
          {"title": 42}
        ]
      },
      "scale": 3,
      "opacity": 0.5,
      "dimmed": true,
      "icon": null,
      "empty": "",
      "nothing": [],
      "long": "This message is much longer than forty characters, so it is cut"
    }
    """

    private func root() throws -> SpecObject {
        let reader = try XCTUnwrap(specReader(alert))
        return try reader.object(keys: ["kind", "popup", "scale", "opacity", "dimmed", "icon", "empty", "nothing", "long"])
    }

    private func error(_ path: String, _ line: Int, _ column: Int, _ message: String) -> SpecError {
        SpecError(file: "alert.json", path: path, line: line, column: column, message: message)
    }

    func testReadsEveryType() throws {
        let spec = try root()
        XCTAssertEqual(try spec.required("kind").string(), "alert")
        XCTAssertEqual(try spec.required("kind").nonEmptyString(), "alert")
        XCTAssertEqual(try spec.required("scale").integer(in: 1...3), 3)
        XCTAssertEqual(try spec.required("scale").number(), 3)
        XCTAssertEqual(try spec.required("opacity").number(in: 0...1), 0.5)
        XCTAssertEqual(try spec.required("dimmed").bool(), true)
        XCTAssertTrue(try spec.required("icon").isNull)
        XCTAssertFalse(try spec.required("kind").isNull)
        let buttons = try spec.required("popup").object(keys: ["title", "buttons"]).required("buttons").array(count: 1...3)
        XCTAssertEqual(buttons.map(\.path), ["popup.buttons[0]", "popup.buttons[1]", "popup.buttons[2]"])
        XCTAssertEqual(try buttons[1].object(keys: ["title"]).required("title").string(), "Cancel")
        XCTAssertEqual(buttons[1].node.line, 7)
        XCTAssertEqual(buttons[1].file, "alert.json")
    }

    func testWrongTypeAtANestedPath() throws {
        let buttons = try root().required("popup").object(keys: ["title", "buttons"]).required("buttons").array()
        let title = try buttons[2].object(keys: ["title"]).required("title")
        let e = specError { () throws(SpecError) in try title.string() }
        XCTAssertEqual(e, error("popup.buttons[2].title", 8, 17, "expected a string, found the number 42"))
        XCTAssertEqual(e?.description, "alert.json:8:17: popup.buttons[2].title: expected a string, found the number 42")
    }

    func testFoundDescriptions() throws {
        let spec = try root()
        XCTAssertEqual(try spec.required("kind").foundDescription, #"the string "alert""#)
        XCTAssertEqual(try spec.required("opacity").foundDescription, "the number 0.5")
        XCTAssertEqual(try spec.required("dimmed").foundDescription, "true")
        XCTAssertEqual(try spec.required("icon").foundDescription, "null")
        XCTAssertEqual(try spec.required("nothing").foundDescription, "an array")
        XCTAssertEqual(try spec.required("popup").foundDescription, "an object")
        XCTAssertEqual(try spec.required("long").foundDescription, #"the string "This message is much longer than forty c…" (63 characters)"#)
        XCTAssertEqual(SpecWording.found(.bool(false)), "false")
        XCTAssertEqual(SpecWording.found(.string("a\"b\n")), #"the string "a\"b\n""#)
        XCTAssertEqual(SpecWording.found(.number(-0.0)), "the number -0")
        XCTAssertEqual(SpecWording.found(.number(1e300)), "the number 1e+300")
        XCTAssertEqual(SpecWording.found(.number(-12)), "the number -12")
    }

    func testTypeMismatchMessages() throws {
        let spec = try root()
        let kind = try spec.required("kind"), scale = try spec.required("scale"), popup = try spec.required("popup")
        XCTAssertEqual(specError { () throws(SpecError) in try scale.string() },
                       error("scale", 11, 12, "expected a string, found the number 3"))
        XCTAssertEqual(specError { () throws(SpecError) in try kind.number() },
                       error("kind", 2, 11, #"expected a number, found the string "alert""#))
        XCTAssertEqual(specError { () throws(SpecError) in try kind.integer() },
                       error("kind", 2, 11, #"expected an integer, found the string "alert""#))
        XCTAssertEqual(specError { () throws(SpecError) in try scale.bool() },
                       error("scale", 11, 12, "expected true or false, found the number 3"))
        XCTAssertEqual(specError { () throws(SpecError) in try popup.array() },
                       error("popup", 3, 12, "expected an array, found an object"))
        XCTAssertEqual(specError { () throws(SpecError) in try kind.object(keys: []) },
                       error("kind", 2, 11, #"expected an object, found the string "alert""#))
        XCTAssertEqual(specError { () throws(SpecError) in try spec.required("icon").string() },
                       error("icon", 14, 11, "expected a string, found null"))
        XCTAssertEqual(specError { () throws(SpecError) in try spec.required("dimmed").number() },
                       error("dimmed", 13, 13, "expected a number, found true"))
        XCTAssertEqual(specError { () throws(SpecError) in try spec.required("nothing").string() },
                       error("nothing", 16, 14, "expected a string, found an array"))
        XCTAssertEqual(specError { () throws(SpecError) in try spec.required("empty").nonEmptyString() },
                       error("empty", 15, 12, #"expected a non-empty string, found the string """#))
        XCTAssertEqual(specError { () throws(SpecError) in try scale.nonEmptyString() },
                       error("scale", 11, 12, "expected a non-empty string, found the number 3"))
    }

    func testNumberRanges() throws {
        let spec = try root()
        let scale = try spec.required("scale"), opacity = try spec.required("opacity")
        XCTAssertEqual(specError { () throws(SpecError) in try scale.number(in: 0...1) },
                       error("scale", 11, 12, "expected a number from 0 to 1, found 3"))
        XCTAssertEqual(specError { () throws(SpecError) in try opacity.number(in: 1...(.infinity)) },
                       error("opacity", 12, 14, "expected a number of at least 1, found 0.5"))
        XCTAssertEqual(specError { () throws(SpecError) in try scale.number(in: -.infinity...2.5) },
                       error("scale", 11, 12, "expected a number of at most 2.5, found 3"))
        XCTAssertEqual(specError { () throws(SpecError) in try spec.required("kind").number(in: 0...1) },
                       error("kind", 2, 11, #"expected a number from 0 to 1, found the string "alert""#))
        XCTAssertEqual(try scale.number(in: 3...3), 3)
        XCTAssertEqual(try opacity.number(in: -.infinity...(.infinity)), 0.5)
        // Not from the parser, but a hand-built node must not slip through.
        let nan = SpecReader(file: "x", node: JSONNode(value: .number(.nan), line: 1, column: 1))
        XCTAssertEqual(specError { () throws(SpecError) in try nan.number() }?.message, "expected a number, found nan")
    }

    func testIntegers() throws {
        let spec = try root()
        let scale = try spec.required("scale"), opacity = try spec.required("opacity")
        XCTAssertEqual(specError { () throws(SpecError) in try scale.integer(in: 1...2) },
                       error("scale", 11, 12, "expected an integer from 1 to 2, found 3"))
        XCTAssertEqual(specError { () throws(SpecError) in try scale.integer(in: 4...Int.max) },
                       error("scale", 11, 12, "expected an integer of at least 4, found 3"))
        XCTAssertEqual(specError { () throws(SpecError) in try scale.integer(in: Int.min...2) },
                       error("scale", 11, 12, "expected an integer of at most 2, found 3"))
        XCTAssertEqual(specError { () throws(SpecError) in try opacity.integer() },
                       error("opacity", 12, 14, "expected an integer, found 0.5"))
        XCTAssertEqual(specError { () throws(SpecError) in try opacity.integer(in: 0...1) },
                       error("opacity", 12, 14, "expected an integer from 0 to 1, found 0.5"))
        let reader = try XCTUnwrap(specReader("[2.0, -7, 1e300, 9223372036854775807, -9223372036854775808]"))
        let values = try reader.array()
        XCTAssertEqual(try values[0].integer(), 2)
        XCTAssertEqual(try values[1].integer(in: -7...(-7)), -7)
        XCTAssertEqual(specError { () throws(SpecError) in try values[2].integer() }?.message, "expected an integer, found 1e+300")
        // 2^63 - 1 rounds to 2^63 as a Double, which Int cannot hold.
        XCTAssertEqual(specError { () throws(SpecError) in try values[3].integer() }?.message,
                       "expected an integer, found 9.223372036854776e+18")
        XCTAssertEqual(try values[4].integer(), Int.min)
    }

    func testArrayCounts() throws {
        let spec = try root()
        let buttons = try spec.required("popup").object(keys: ["title", "buttons"]).required("buttons")
        XCTAssertEqual(specError { () throws(SpecError) in try buttons.array(count: 1...2) },
                       error("popup.buttons", 5, 16, "expected an array of 1 to 2 elements, found 3 elements"))
        XCTAssertEqual(specError { () throws(SpecError) in try buttons.array(count: 2...2) },
                       error("popup.buttons", 5, 16, "expected an array of exactly 2 elements, found 3 elements"))
        XCTAssertEqual(specError { () throws(SpecError) in try buttons.array(count: 0...1) },
                       error("popup.buttons", 5, 16, "expected an array of at most 1 element, found 3 elements"))
        XCTAssertEqual(specError { () throws(SpecError) in try spec.required("nothing").array(count: 1...Int.max) },
                       error("nothing", 16, 14, "expected an array of at least 1 element, found an empty array"))
        XCTAssertEqual(specError { () throws(SpecError) in try spec.required("scale").array(count: 1...3) },
                       error("scale", 11, 12, "expected an array of 1 to 3 elements, found the number 3"))
        XCTAssertEqual(try buttons.array(count: 0...Int.max).count, 3)
        XCTAssertEqual(try spec.required("nothing").array(count: 0...0).count, 0)
        let one = try XCTUnwrap(specReader("[[1], [1, 2]]")).array()
        XCTAssertEqual(specError { () throws(SpecError) in try one[1].array(count: 1...1) }?.message,
                       "expected an array of exactly 1 element, found 2 elements")
    }

    func testUnknownKeysAreErrorsAtTheKey() throws {
        let reader = try XCTUnwrap(specReader("{\n  \"message\": \"m\",\n    \"titel\": \"t\"\n}"))
        let e = specError { () throws(SpecError) in try reader.object(keys: ["title", "message", "buttons"]) }
        XCTAssertEqual(e, error("titel", 3, 5, #"unknown key "titel"; did you mean "title"? (allowed: title, message, buttons)"#))
        XCTAssertEqual(e?.description,
                       #"alert.json:3:5: titel: unknown key "titel"; did you mean "title"? (allowed: title, message, buttons)"#)
        XCTAssertEqual(specError { () throws(SpecError) in try reader.object(keys: ["kind", "message"]) },
                       error("titel", 3, 5, #"unknown key "titel" (allowed: kind, message)"#))
        XCTAssertEqual(specError { () throws(SpecError) in try reader.object(keys: []) },
                       error("message", 2, 3, #"unknown key "message" (this object takes no keys)"#))
        // Nested, at the key's own position rather than its value's.
        let nested = try XCTUnwrap(specReader(#"{"popup": {"title": "a", "mesage": 1}}"#))
        let popup = try nested.object(keys: ["popup"]).required("popup")
        XCTAssertEqual(specError { () throws(SpecError) in try popup.object(keys: ["title", "message"]) },
                       error("popup.mesage", 1, 26, #"unknown key "mesage"; did you mean "message"? (allowed: title, message)"#))
    }

    func testSuggestionsWithinTwoEdits() {
        let keys = ["title", "message", "buttons", "background"]
        XCTAssertEqual(SpecSuggestion.closest(to: "ttle", in: keys), "title")
        XCTAssertEqual(SpecSuggestion.closest(to: "tilte", in: keys), "title")
        XCTAssertEqual(SpecSuggestion.closest(to: "Title", in: keys), "title")
        XCTAssertEqual(SpecSuggestion.closest(to: "buttonz", in: keys), "buttons")
        XCTAssertEqual(SpecSuggestion.closest(to: "bkgrnd", in: keys), nil)
        XCTAssertEqual(SpecSuggestion.closest(to: "tt", in: keys), nil)
        XCTAssertEqual(SpecSuggestion.closest(to: "", in: ["ab", "abc"]), "ab")
        // The closest wins over an earlier, farther one.
        XCTAssertEqual(SpecSuggestion.closest(to: "abcd", in: ["ab", "abce"]), "abce")
        XCTAssertEqual(EditDistance.between("kitten", "sitting"), 3)
        XCTAssertEqual(EditDistance.between("é", "e"), 1)
    }

    func testRequiredAndOptional() throws {
        let reader = try XCTUnwrap(specReader("{\"title\": \"t\",\n \"icon\": null}"))
        let object = try reader.object(keys: ["kind", "title", "icon"])
        XCTAssertEqual(object.keys, ["title", "icon"])
        XCTAssertEqual(specError { () throws(SpecError) in try object.required("kind") },
                       error("", 1, 1, #"missing required key "kind""#))
        XCTAssertEqual(try object.required("title").path, "title")
        XCTAssertEqual(try object.optional("title")?.string(), "t")
        XCTAssertNil(object.optional("icon"), "null counts as absent")
        XCTAssertNil(object.optional("kind"))
        XCTAssertTrue(object.contains("title"))
        XCTAssertFalse(object.contains("icon"))
        XCTAssertFalse(object.contains("kind"))
        XCTAssertEqual(try object.required("icon").path, "icon")
        XCTAssertEqual(object.error("an alert needs a button"), error("", 1, 1, "an alert needs a button"))

        let nested = try XCTUnwrap(specReader("[1,\n  {\"a\": 1}]")).array()[1].object(keys: ["a", "kind"])
        XCTAssertEqual(specError { () throws(SpecError) in try nested.required("kind") },
                       error("[1]", 2, 3, #"missing required key "kind""#))
    }

    func testOneOf() throws {
        enum Appearance: Equatable { case light, dark }
        let choices: [String: Appearance] = ["light": .light, "dark": .dark]
        let values = try XCTUnwrap(specReader(#"["dark", "drak", "blue", 3, "Light"]"#)).array()
        XCTAssertEqual(try values[0].oneOf(choices), .dark)
        XCTAssertEqual(specError { () throws(SpecError) in try values[1].oneOf(choices) },
                       error("[1]", 1, 10, #"expected one of "dark", "light", found "drak"; did you mean "dark"?"#))
        XCTAssertEqual(specError { () throws(SpecError) in try values[2].oneOf(choices) },
                       error("[2]", 1, 18, #"expected one of "dark", "light", found "blue""#))
        XCTAssertEqual(specError { () throws(SpecError) in try values[3].oneOf(choices) },
                       error("[3]", 1, 26, #"expected one of "dark", "light", found the number 3"#))
        XCTAssertEqual(specError { () throws(SpecError) in try values[4].oneOf(choices) }?.message,
                       #"expected one of "dark", "light", found "Light"; did you mean "light"?"#)
    }

    func testErrorAtANode() throws {
        let values = try XCTUnwrap(specReader("[\n  1, \"x\"]")).array()
        XCTAssertEqual(values[1].error("too short"), error("[1]", 2, 6, "too short"))
        XCTAssertEqual(values[1].error(expected: "a colour"), error("[1]", 2, 6, #"expected a colour, found the string "x""#))
    }

    func testDescriptionFormatting() {
        XCTAssertEqual(SpecError(file: "Snapshots/alert.json", path: "popup.buttons[2].title", line: 12, column: 5,
                                 message: "expected a string, found the number 42").description,
                       "Snapshots/alert.json:12:5: popup.buttons[2].title: expected a string, found the number 42")
        XCTAssertEqual(SpecError(file: "a.json", path: "", line: 1, column: 1, message: "m").description, "a.json:1:1: m")
        XCTAssertEqual(SpecError(file: "a.json", path: "x", line: 3, message: "m").description, "a.json:3: x: m")
        XCTAssertEqual(SpecError(file: "<flags>", path: "title", message: "m").description, "<flags>: title: m")
        XCTAssertEqual(SpecError(file: "<stdin>", message: "m").description, "<stdin>: m")
        XCTAssertEqual(SpecError(file: "", path: "x", message: "m").description, "x: m")
    }

    func testSyntaxErrorsBecomeSpecErrors() {
        let e = specError { () throws(SpecError) in try SpecParsing.parse(Array("{\"popup\": {\"title\": tru}}".utf8), file: "<stdin>") }
        XCTAssertEqual(e, SpecError(file: "<stdin>", path: "popup.title", line: 1, column: 21,
                                    message: "expected a value, found 'tru'"))
        XCTAssertEqual(e?.description, "<stdin>:1:21: popup.title: expected a value, found 'tru'")
    }
}
