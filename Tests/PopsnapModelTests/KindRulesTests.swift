import XCTest
import PopsnapSpecTestSupport
@testable import Popsnap

/// A kind's rules hold whoever made its values: a popup built in Swift that breaks one is refused before
/// layout with the spec's own words and path (it used to render without a word while its JSON was refused).
final class KindRulesTests: XCTestCase {
    static let renderer = try! PopupRenderer()

    private func jsonError(_ popup: String) -> SpecError? {
        specError { () throws(SpecError) in
            _ = try PopupSpec.decode(try SpecParsing.parse(Array(#"{"popup": "#.utf8) + Array(popup.utf8) + [UInt8(ascii: "}")], file: "s.json"), baseDirectory: ".")
        }
    }

    private func swiftError(_ popup: any PopupKind) -> SpecError? {
        do {
            _ = try Self.renderer.layout(PopupSpec(popup: popup).scene())
            return nil
        } catch {
            guard case let .spec(e) = error else { XCTFail("\(error)"); return nil }
            return e
        }
    }

    /// The JSON and the Swift value are refused at the same path with the same message.
    private func assertSameRefusal(_ json: String, _ popup: any PopupKind, path: String, message: String, file: StaticString = #filePath, line: UInt = #line) {
        let fromJSON = jsonError(json), fromSwift = swiftError(popup)
        XCTAssertEqual(fromJSON?.path, path, "JSON", file: file, line: line)
        XCTAssertEqual(fromJSON?.message, message, "JSON", file: file, line: line)
        XCTAssertEqual(fromSwift?.path, path, "Swift", file: file, line: line)
        XCTAssertEqual(fromSwift?.message, message, "Swift", file: file, line: line)
        XCTAssertEqual(fromSwift?.file, "PopupSpec", file: file, line: line)
    }

    func testASystemAlertsRules() {
        assertSameRefusal(#"{"kind": "system-alert", "actions": []}"#, SystemAlertPopup(actions: []),
                          path: "popup.actions", message: "expected 1 to 32 actions, found 0")
        let twenty = Array(repeating: #"{"placeholder": "x"}"#, count: 20).joined(separator: ", ")
        assertSameRefusal(#"{"kind": "system-alert", "actions": ["OK"], "textFields": [\#(twenty)]}"#,
                          SystemAlertPopup(actions: [AlertAction("OK")], textFields: Array(repeating: AlertTextField(placeholder: "x"), count: 20)),
                          path: "popup.textFields", message: "expected at most 8 text fields (more do not fit above the keyboard of an iPhone SE), found 20")
        assertSameRefusal(#"{"kind": "system-alert", "actions": ["OK"], "textFields": [{}, {"focused": true}, {"focused": true}]}"#,
                          SystemAlertPopup(actions: [AlertAction("OK")], textFields: [AlertTextField(), AlertTextField(focused: true), AlertTextField(focused: true)]),
                          path: "popup.textFields[2].focused", message: "only one text field has the focus; textFields[1] already has it")
        assertSameRefusal(#"{"kind": "system-alert", "actions": ["OK"], "keyboard": true}"#, SystemAlertPopup(actions: [AlertAction("OK")], keyboard: true),
                          path: "popup.keyboard", message: #"the keyboard is drawn for a text field: add "textFields" or leave "keyboard" out"#)
        XCTAssertEqual(swiftError(SystemAlertPopup(actions: [AlertAction("")]))?.message, "expected non-empty titles, found an empty one")
        XCTAssertNil(swiftError(SystemAlertPopup(actions: [AlertAction("OK")], textFields: [AlertTextField(focused: true)], keyboard: true)))
    }

    func testAnActionSheetsActions() {
        let titles = (0..<33).map { "A\($0)" }
        assertSameRefusal(#"{"kind": "action-sheet", "actions": [\#(titles.map { "\"\($0)\"" }.joined(separator: ", "))]}"#,
                          ActionSheetPopup(actions: titles.map { AlertAction($0) }), path: "popup.actions", message: "expected 1 to 32 actions, found 33")
    }

    func testAToastsRules() {
        assertSameRefusal(#"{"kind": "toast", "title": "Copied", "button": "OK"}"#, ToastPopup(title: "Copied", button: "OK"),
                          path: "popup.button", message: "only a banner has a button; this toast is a pill")
        assertSameRefusal(#"{"kind": "toast", "style": "banner", "preset": "note", "title": "Offline", "subtitle": "x"}"#,
                          ToastPopup(style: .banner, preset: .note, title: "Offline", subtitle: "x"),
                          path: "popup.subtitle", message: #"a note banner shows one line, its title; only a float has "subtitle""#)
        assertSameRefusal(#"{"kind": "toast", "style": "banner", "preset": "statusBar", "title": "Syncing", "position": "bottom"}"#,
                          ToastPopup(style: .banner, preset: .statusBar, title: "Syncing", position: .bottom),
                          path: "popup.position", message: #"a status-bar banner covers the status bar, so it is at the top; found "bottom""#)
        assertSameRefusal(#"{"kind": "toast", "style": "pill"}"#, ToastPopup(style: .pill),
                          path: "popup", message: #"a toast shows something: expected "icon", "title" or "subtitle""#)
        assertSameRefusal(#"{"kind": "toast", "title": "A", "stack": [{"title": "B"}, {}]}"#,
                          ToastPopup(title: "A", stack: [Toast(title: "B"), Toast()]),
                          path: "popup.stack[1]", message: #"a toast shows something: expected "icon", "title" or "subtitle""#)
        XCTAssertEqual(swiftError(ToastPopup(style: .square, preset: .note, title: "A"))?.message, "only a banner has a preset; this toast is a square")
    }

    func testANotificationAndTheHUDLibrariesRules() {
        assertSameRefusal(#"{"kind": "notification", "app": "Mail"}"#, NotificationPopup(app: "Mail"),
                          path: "popup", message: "a notification needs a title or a body")
        assertSameRefusal(#"{"kind": "hud", "style": "svprogresshud", "mode": "text"}"#, HUDPopup(.svProgressHUD(SVProgressHUDPopup(mode: .text))),
                          path: "popup", message: #"mode "text" shows the label alone: give a non-empty "label""#)
        assertSameRefusal(#"{"kind": "hud", "style": "jgprogresshud", "mode": "text", "label": ""}"#, HUDPopup(.jgProgressHUD(JGProgressHUDPopup(mode: .text, label: ""))),
                          path: "popup", message: #"mode "text" shows the labels alone: give a non-empty "label" or "details""#)
    }

    /// A sheet holds another kind's popup: its rules hold at `root`.
    func testASheetsRootKeepsItsKindsRules() {
        XCTAssertEqual(swiftError(SheetPopup(root: SystemAlertPopup(actions: [])))?.path, "popup.root.actions")
    }
}
