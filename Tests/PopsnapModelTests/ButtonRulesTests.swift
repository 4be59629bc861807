import XCTest
import PopsnapSpecTestSupport
@testable import Popsnap

/// Issue 9: `--button` and a spec's buttons meet one rule, so 50,000 `--button`s are refused as 33 actions are.
final class ButtonRulesTests: XCTestCase {
    func decodeError(_ popup: String) -> SpecError? {
        specError { () throws(SpecError) in
            try PopupSpec.decode(try SpecParsing.parse(Array(#"{"popup": "#.utf8) + Array(popup.utf8) + [UInt8(ascii: "}")], file: "s.json"),
                                 baseDirectory: ".")
        }
    }

    func optionsError(kind: String?, buttons: [String], file: String? = nil) -> String? {
        var o = SpecOverrides()
        o.kind = kind
        o.buttons = buttons
        do {
            _ = try PopupSpec.make(file: file, overrides: o)
            XCTFail("made without error")
            return nil
        } catch {
            return error.description
        }
    }

    func testSpecAndOptionsShareTheCounts() {
        let actions = (1...33).map { "\"a\($0)\"" }.joined(separator: ", ")
        let spec = decodeError(#"{"kind": "system-alert", "actions": ["# + actions + "]}")
        XCTAssertEqual(spec?.path, "popup.actions")
        XCTAssertEqual(spec?.message, "expected 1 to 32 actions, found 33")
        XCTAssertEqual(optionsError(kind: "system-alert", buttons: Array(repeating: "OK", count: 50_000)),
                       "<options>: SpecOverrides.buttons: expected 1 to 32 actions, found 50000")
        XCTAssertEqual(decodeError(#"{"kind": "alert", "title": "t", "message": "m", "buttons": ["a", "b"]}"#)?.message,
                       "expected one button (seed 000's alert has one), found 2")
        XCTAssertEqual(optionsError(kind: "alert", buttons: ["a", "b"]), "<options>: SpecOverrides.buttons: expected one button (seed 000's alert has one), found 2")
        XCTAssertEqual(optionsError(kind: "hud", buttons: ["a"]), "<options>: SpecOverrides.buttons: expected no buttons (a HUD has none), found 1")
        XCTAssertEqual(optionsError(kind: "confirmation", buttons: ["a", "b", "c"]),
                       "<options>: SpecOverrides.buttons: expected one or two buttons (OK, or cancel then OK), found 3")
        // Titles too: a spec's action needs one, and so does a --button.
        XCTAssertEqual(optionsError(kind: "system-alert", buttons: ["OK", ""]), "<options>: SpecOverrides.buttons: expected non-empty titles, found an empty one")
    }

    func testButtonsReplacingASpecFilesActionsMeetTheSameRule() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-buttons-\(UUID().uuidString).json")
        try Data(#"{"popup": {"kind": "system-alert", "actions": ["OK"]}}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(optionsError(kind: nil, buttons: Array(repeating: "OK", count: 33), file: url.path),
                       "<options>: SpecOverrides.buttons: expected 1 to 32 actions, found 33")
    }

    func testAHUDsTitleAndMessageConflict() {
        var o = SpecOverrides()
        o.kind = "hud"
        o.title = "Loading"
        o.message = "Please wait"
        XCTAssertThrowsError(try PopupSpec.make(file: nil, overrides: o)) { error in
            // The fields as values, for each front end to name; the library's words name no option.
            guard case let .overrides(e) = error as? PopsnapError else { return XCTFail("\(error)") }
            XCTAssertEqual(e, OverrideError([.title, .message], .text("a HUD has one label; give a title or a message, not both")))
            XCTAssertEqual("\(error)", "<options>: SpecOverrides.title, SpecOverrides.message: a HUD has one label; give a title or a message, not both")
        }
    }
}
