import XCTest
import PopsnapSpecTestSupport
import PopsnapText
@testable import Popsnap

/// An alert action's `"preferred"` (UIAlertController's preferredAction) as a spec writes it, its emphasis
/// in both looks, and the mistakes refused with the place and what was expected.
final class AlertPreferredActionSpecTests: XCTestCase {
    private func decode(_ popup: String) throws(SpecError) -> PopupSpec {
        try PopupSpec.decode(try SpecParsing.parse(Array(#"{"popup": "#.utf8) + Array(popup.utf8) + [UInt8(ascii: "}")], file: "s.json"), baseDirectory: ".")
    }

    /// Each button's title and weight, in the order drawn.
    private func weights(_ alert: SystemAlertPopup, ios: IOSLook) -> [String: FontWeight] {
        var result: [String: FontWeight] = [:]
        func walk(_ e: Element) {
            if e.role == "button", let text = e.text, let font = e.font { result[text] = font.style.weight }
            e.children.forEach(walk)
        }
        walk(alert.element(traits: Traits(ios: ios)))
        return result
    }

    func testPreferredIsReadAndDefaultsToFalse() throws {
        let spec = try decode(#"{"kind": "system-alert", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Save", "preferred": true}, "Discard"]}"#)
        let alert = try XCTUnwrap(spec.popup as? SystemAlertPopup)
        XCTAssertEqual(alert.actions, [AlertAction("Cancel", style: .cancel), AlertAction("Save", preferred: true), AlertAction("Discard")])
    }

    func testThePreferredActionTakesTheCancelActionsEmphasisInBothLooks() {
        let plain = SystemAlertPopup(actions: [AlertAction("Cancel", style: .cancel), AlertAction("Save")])
        XCTAssertEqual(weights(plain, ios: .ios18), ["Cancel": .semibold, "Save": .regular])
        var preferred = plain
        preferred.actions[1].preferred = true
        XCTAssertEqual(weights(preferred, ios: .ios18), ["Cancel": .regular, "Save": .semibold])
        XCTAssertEqual(weights(plain, ios: .ios26), ["Cancel": .medium, "Save": .medium])
        XCTAssertEqual(weights(preferred, ios: .ios26), ["Cancel": .medium, "Save": .semibold])
    }

    func testAWrongTypeSaysWhatWasExpected() {
        let e = specError { () throws(SpecError) in try decode(#"{"kind": "system-alert", "actions": [{"title": "OK", "preferred": "yes"}]}"#) }
        XCTAssertEqual(e?.path, "popup.actions[0].preferred")
        XCTAssertEqual(e?.message.hasPrefix("expected true or false"), true, e?.message ?? "")
    }

    func testTwoPreferredActionsAreRefusedAtTheSecond() {
        let e = specError { () throws(SpecError) in
            try decode(#"{"kind": "system-alert", "actions": [{"title": "A", "preferred": true}, {"title": "B", "preferred": true}]}"#)
        }
        XCTAssertEqual(e?.path, "popup.actions[1].preferred")
        XCTAssertEqual(e?.message, "only one action is preferred (UIAlertController has one preferredAction); actions[0] already is")
    }

    func testAnActionSheetRefusesAPreferredAction() {
        let e = specError { () throws(SpecError) in
            try decode(#"{"kind": "action-sheet", "actions": ["Copy", {"title": "Share", "preferred": true}]}"#)
        }
        XCTAssertEqual(e?.path, "popup.actions[1].preferred")
        XCTAssertEqual(e?.message.hasPrefix("an action sheet has no preferred action"), true, e?.message ?? "")
    }

    func testTheThemesPreferredFontIsRead() throws {
        let spec = try decode(#"{"kind": "system-alert", "actions": [{"title": "OK", "preferred": true}]}, "theme": {"preferredFont": {"size": 20, "weight": "bold"}}"#)
        let alert = try XCTUnwrap(spec.popup as? SystemAlertPopup)
        XCTAssertEqual(alert.theme.preferredFont.style.weight, .bold)
        XCTAssertEqual(alert.glassTheme.preferredFont.style.size, 20)
    }
}
