import XCTest
import PopsnapSpecTestSupport
import PopsnapJSON
import PopsnapRaster
@testable import Popsnap
import PopsnapGeometry

/// The action sheet's keys: its actions read exactly as the system alert's (one decoder for both), its
/// `anchor` checked field by field, and `--kind action-sheet` with `--button`s, a Cancel one the cancel action.
final class ActionSheetSpecTests: XCTestCase {
    func decode(_ popup: String, theme: String? = nil) throws(SpecError) -> PopupSpec {
        let text = #"{"popup": "# + popup + (theme.map { #", "theme": "# + $0 } ?? "") + "}"
        return try PopupSpec.decode(try SpecParsing.parse(Array(text.utf8), file: "s.json"), baseDirectory: ".")
    }

    func testActionsAndAnchorAreRead() throws {
        let spec = try decode(#"{"kind": "action-sheet", "title": "T", "actions": ["Copy", {"title": "Delete", "style": "destructive"}, {"title": "Cancel", "style": "cancel"}], "anchor": {"x": 10, "y": 20, "width": 30, "height": 40}}"#)
        let sheet = try XCTUnwrap(spec.popup as? ActionSheetPopup)
        XCTAssertEqual(sheet.actions, [AlertAction("Copy"), AlertAction("Delete", style: .destructive), AlertAction("Cancel", style: .cancel)])
        XCTAssertEqual(sheet.anchor, Rect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(sheet.split.cancel.map { sheet.actions[$0] }, AlertAction("Cancel", style: .cancel))
        XCTAssertEqual(sheet.split.group.map { sheet.actions[$0].title }, ["Copy", "Delete"])
    }

    /// The system alert's errors, word for word, at the action sheet's paths.
    func testActionErrorsAreTheSystemAlertsAtTheSamePath() {
        for actions in [#"[]"#, #"[{"title": "A", "style": "bold"}]"#, #"[""]"#, #"[{"style": "cancel"}]"#] {
            let alert = specError { () throws(SpecError) in try decode(#"{"kind": "system-alert", "actions": "# + actions + "}") }
            let sheet = specError { () throws(SpecError) in try decode(#"{"kind": "action-sheet", "actions": "# + actions + "}") }
            XCTAssertEqual(sheet?.path, alert?.path, actions)
            XCTAssertEqual(sheet?.message, alert?.message, actions)
            XCTAssertNotNil(sheet, actions)
        }
    }

    func testABadAnchorNamesItsField() {
        let missing = specError { () throws(SpecError) in try decode(#"{"kind": "action-sheet", "actions": ["A"], "anchor": {"x": 1, "y": 2, "width": 3}}"#) }
        XCTAssertEqual(missing?.path, "popup.anchor")
        XCTAssertTrue(missing?.message.contains("height") == true, missing?.message ?? "")
        let negative = specError { () throws(SpecError) in try decode(#"{"kind": "action-sheet", "actions": ["A"], "anchor": {"x": -1, "y": 2, "width": 3, "height": 4}}"#) }
        XCTAssertEqual(negative?.path, "popup.anchor.x")
        let extra = specError { () throws(SpecError) in try decode(#"{"kind": "action-sheet", "actions": ["A"], "anchor": {"x": 1, "y": 2, "width": 3, "height": 4, "z": 0}}"#) }
        XCTAssertEqual(extra?.path, "popup.anchor.z")
    }

    func testOptionsMakeOneWithACancelButton() throws {
        var o = SpecOverrides()
        o.kind = "action-sheet"
        o.title = "Delete?"
        o.buttons = ["Delete", "Cancel"]
        let sheet = try XCTUnwrap(try PopupSpec.make(file: nil, overrides: o).popup as? ActionSheetPopup)
        XCTAssertEqual(sheet.title, "Delete?")
        XCTAssertEqual(sheet.actions, [AlertAction("Delete"), AlertAction("Cancel", style: .cancel)])
        XCTAssertTrue(PopupKinds.optionNames.contains("action-sheet"))
    }

    /// A theme key sets each look that has it; one neither has is refused.
    func testThemeKeysSetTheLooksThatHaveThem() throws {
        let sheet = try XCTUnwrap(try decode(#"{"kind": "action-sheet", "actions": ["A"]}"#, theme: #"{"rowHeight": 60, "separator": "systemRed", "buttonSpacing": 4}"#).popup as? ActionSheetPopup)
        XCTAssertEqual(sheet.theme.rowHeight, 60)
        XCTAssertEqual(sheet.glassTheme.rowHeight, 60)
        XCTAssertEqual(sheet.theme.separator, DynamicColor.systemRed)
        XCTAssertEqual(sheet.glassTheme.buttonSpacing, 4)
        let unknown = specError { () throws(SpecError) in try decode(#"{"kind": "action-sheet", "actions": ["A"]}"#, theme: #"{"width": 300}"#) }
        XCTAssertEqual(unknown?.path, "theme.width")
    }
}
