import XCTest
import PopsnapGeometry
@testable import Popsnap

/// A sheet in a spec and in options: its keys, its detent's forms, its theme for both looks, and what
/// `--title`, `--message` and `--button` mean to it.
final class SheetSpecTests: XCTestCase {
    let root = #"{"type": "vstack", "children": [{"type": "text", "name": "title", "text": "Filters"}]}"#

    private func decode(_ popup: String, theme: String? = nil) throws -> PopupSpec {
        let json = #"{"popup": "# + popup + (theme.map { #", "theme": "# + $0 } ?? "") + "}"
        return try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "sheet.json"), baseDirectory: ".")
    }

    private func error(_ popup: String, theme: String? = nil) -> String? {
        do {
            _ = try decode(popup, theme: theme)
            XCTFail("decoded without error")
            return nil
        } catch { return "\(error)" }
    }

    func testItsKeysAndDetents() throws {
        let medium = try XCTUnwrap(try decode(#"{"kind": "sheet", "root": "# + root + "}").popup as? SheetPopup)
        XCTAssertEqual(medium.detent, .medium, "medium unless the spec says")
        XCTAssertFalse(medium.grabber, "UIKit's prefersGrabberVisible is false by default")
        XCTAssertEqual(medium.root.element(traits: Traits()).name, "content")
        let large = try XCTUnwrap(try decode(#"{"kind": "sheet", "detent": "large", "grabber": true, "root": "# + root + "}").popup as? SheetPopup)
        XCTAssertEqual(large.detent, .large)
        XCTAssertTrue(large.grabber)
        let custom = try XCTUnwrap(try decode(#"{"kind": "sheet", "detent": 280, "root": "# + root + "}").popup as? SheetPopup)
        XCTAssertEqual(custom.detent, .height(280))
    }

    func testBadInputSaysWhereAndWhatWasExpected() {
        XCTAssertEqual(error(#"{"kind": "sheet", "detent": "half", "root": "# + root + "}"),
                       #"sheet.json:1:39: popup.detent: expected one of "large", "medium", found "half""#)
        XCTAssertEqual(error(#"{"kind": "sheet", "detent": 0, "root": "# + root + "}"),
                       "sheet.json:1:39: popup.detent: expected a number from 1 to 10000, found 0")
        XCTAssertEqual(error(#"{"kind": "sheet", "detent": true, "root": "# + root + "}"),
                       #"sheet.json:1:39: popup.detent: expected "medium", "large" or a height in points, found true"#)
        XCTAssertEqual(error(#"{"kind": "sheet", "detent": "large"}"#), #"sheet.json:1:11: popup: missing required key "root""#)
        XCTAssertEqual(error(#"{"kind": "sheet", "grabber": "yes", "root": "# + root + "}"),
                       #"sheet.json:1:40: popup.grabber: expected true or false, found the string "yes""#)
    }

    func testAThemeSetsEachLookThatHasTheKey() throws {
        let spec = try decode(#"{"kind": "sheet", "root": "# + root + "}",
                              theme: #"{"cornerRadius": 16, "presentingScale": 0.9, "floatingInset": 12, "material": "none"}"#)
        let sheet = try XCTUnwrap(spec.popup as? SheetPopup)
        XCTAssertEqual(sheet.theme.cornerRadius, 16)
        XCTAssertEqual(sheet.glassTheme.cornerRadius, 16)
        XCTAssertEqual(sheet.theme.presentingScale, 0.9)
        XCTAssertEqual(sheet.glassTheme.floatingInset, 12)
        XCTAssertNil(sheet.glassTheme.material)
        XCTAssertEqual(error(#"{"kind": "sheet", "root": "# + root + "}", theme: #"{"presentingScale": 0}"#),
                       "sheet.json:1:155: theme.presentingScale: expected a number more than 0 and at most 1, found 0")
    }

    func testOptionsDescribeADefaultTree() throws {
        var o = SpecOverrides()
        o.kind = "sheet"
        o.title = "Filters"
        o.message = "Show only the trips you saved."
        o.buttons = ["Done"]
        let spec = try PopupSpec.make(file: nil, overrides: o)
        let nodes: [(path: String, node: LaidOutNode)] = try PopupRenderer().layout(spec.scene()).nodes
        let frames = Dictionary(uniqueKeysWithValues: nodes.map { ($0.path, $0.node) })
        XCTAssertEqual(frames["container/content/title"]?.text, "Filters")
        XCTAssertEqual(frames["container/content/message"]?.text, "Show only the trips you saved.")
        let button = try XCTUnwrap(frames["container/content/button"])
        XCTAssertEqual(button.text, "Done")
        // At the bottom of the medium sheet, 16 pt above the bottom safe area (iOS 26 floats 8 pt up, 26 pt of safe area left in it).
        let sheet = try XCTUnwrap(frames["container"])
        XCTAssertEqual(button.frame.maxY, sheet.frame.maxY - 26 - 16)
        XCTAssertEqual(button.frame.height, 50)

        o.buttons = ["One", "Two"]
        XCTAssertThrowsError(try PopupSpec.make(file: nil, overrides: o)) { e in
            XCTAssertEqual("\(e)", "<options>: SpecOverrides.buttons: expected at most one button (a sheet's default content has one, at its bottom), found 2")
        }
    }

    func testOptionsCannotChangeASpecsTree() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString).json")
        try Data(#"{"popup": {"kind": "sheet", "root": "#.utf8 + Data(root.utf8) + Data("}}".utf8)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var o = SpecOverrides()
        o.title = "Other"
        XCTAssertThrowsError(try PopupSpec.make(file: url.path, overrides: o)) { e in
            XCTAssertTrue("\(e)".hasSuffix("a sheet's text is in its root tree; change it in the spec file"), "\(e)")
        }
    }
}
