import XCTest
import PopsnapSpecTestSupport
@testable import Popsnap

/// A system alert's `"textFields"` and `"keyboard"` as a spec writes them, and the mistakes refused with
/// the place and what was expected.
final class AlertTextFieldSpecTests: XCTestCase {
    private func decode(_ popup: String) throws(SpecError) -> PopupSpec {
        try PopupSpec.decode(try SpecParsing.parse(Array(#"{"popup": "#.utf8) + Array(popup.utf8) + [UInt8(ascii: "}")], file: "s.json"), baseDirectory: ".")
    }

    func testFieldsAreReadWithTheirDefaults() throws {
        let spec = try decode(#"""
            {"kind": "system-alert", "actions": ["OK"], "keyboard": true, "textFields": [
              {"placeholder": "Email", "text": "kim@example.com"}, {"placeholder": "Code", "secure": true, "focused": true, "keyboardType": "numberPad"}]}
            """#)
        let alert = try XCTUnwrap(spec.popup as? SystemAlertPopup)
        XCTAssertEqual(alert.textFields, [AlertTextField(placeholder: "Email", text: "kim@example.com"),
                                          AlertTextField(placeholder: "Code", secure: true, focused: true, keyboardType: .numberPad)])
        XCTAssertTrue(alert.keyboard)
        XCTAssertEqual(alert.textFields.focusedIndex, 1)
    }

    func testTwoFocusedFieldsAreRefusedAtTheSecond() {
        let e = specError { () throws(SpecError) in
            try decode(#"{"kind": "system-alert", "actions": ["OK"], "textFields": [{"focused": true}, {"focused": true}]}"#)
        }
        XCTAssertEqual(e?.path, "popup.textFields[1].focused")
        XCTAssertEqual(e?.message, "only one text field has the focus; textFields[0] already has it")
    }

    func testMoreFieldsThanFitAboveTheKeyboardAreRefused() {
        let nine = Array(repeating: #"{"placeholder": "x"}"#, count: 9).joined(separator: ", ")
        let e = specError { () throws(SpecError) in try decode(#"{"kind": "system-alert", "actions": ["OK"], "textFields": ["# + nine + "]}") }
        XCTAssertEqual(e?.path, "popup.textFields")
        XCTAssertEqual(e?.message, "expected at most 8 text fields (more do not fit above the keyboard of an iPhone SE), found 9")
    }

    func testAKeyboardWithoutAFieldIsRefused() {
        let e = specError { () throws(SpecError) in try decode(#"{"kind": "system-alert", "actions": ["OK"], "keyboard": true}"#) }
        XCTAssertEqual(e?.path, "popup.keyboard")
        XCTAssertEqual(e?.message, #"the keyboard is drawn for a text field: add "textFields" or leave "keyboard" out"#)
    }

    func testAnUnknownKeyboardTypeNamesTheChoices() {
        let e = specError { () throws(SpecError) in
            try decode(#"{"kind": "system-alert", "actions": ["OK"], "textFields": [{"keyboardType": "numberpad"}]}"#)
        }
        XCTAssertEqual(e?.path, "popup.textFields[0].keyboardType")
        XCTAssertEqual(e?.message.hasPrefix(#"expected one of "default", "numberPad", found "numberpad""#), true, e?.message ?? "")
    }
}
