import XCTest
@testable import Popsnap

/// A toast spec's keys: what each style shows, refused where it shows nothing of the kind, with the
/// key's path; and lint's report of a toast under the Dynamic Island.
final class ToastSpecTests: XCTestCase {
    let linter = Linter(renderer: try! PopupRenderer())

    private func decode(_ popup: String, _ rest: String = "") throws -> PopupSpec {
        let json = #"{"popup": {"kind": "toast", \#(popup)}\#(rest)}"#
        return try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "toast.json"), baseDirectory: ".")
    }

    private func error(_ popup: String, _ rest: String = "") -> String {
        do { _ = try decode(popup, rest); return "" } catch { return "\(error)" }
    }

    func testTheKeysDecode() throws {
        let spec = try decode(#""style": "banner", "icon": "info", "title": "Update", "subtitle": "2.4", "button": "Install", "position": "bottom", "stack": [{"title": "Saved"}, {"style": "pill", "title": "Copied"}]"#)
        let toast = try XCTUnwrap(spec.popup as? ToastPopup)
        XCTAssertEqual(toast.newest.style, .banner)
        XCTAssertEqual(toast.position, .bottom)
        XCTAssertEqual(toast.newest.button, "Install")
        XCTAssertEqual(toast.stack.map(\.style), [.banner, .pill], "a stack's toast has the newest's style unless given")
        XCTAssertEqual(toast.stack.map(\.title), ["Saved", "Copied"])
        guard case .builtIn(.info)? = toast.newest.icon else { return XCTFail("the icon by its name") }
    }

    func testWhatAStyleDoesNotShowIsRefusedAtItsKey() {
        XCTAssertTrue(error(#""title": "Copied", "button": "OK""#).contains("popup.button: only a banner has a button; this toast is a pill"))
        XCTAssertTrue(error(#""style": "square", "title": "Added", "preset": "note""#).contains("popup.preset: only a banner has a preset"))
        XCTAssertTrue(error(#""style": "banner", "preset": "note", "title": "Offline", "subtitle": "x""#).contains("popup.subtitle: a note banner shows one line"))
        XCTAssertTrue(error(#""style": "banner", "preset": "statusBar", "title": "Syncing", "position": "bottom""#).contains("popup.position: a status-bar banner covers the status bar"))
        XCTAssertTrue(error(#""style": "pill""#).contains("popup: a toast shows something"))
        XCTAssertTrue(error(#""title": "A", "stack": [{"title": "B", "position": "top"}]"#).contains("popup.stack[0]"))
        XCTAssertTrue(error(#""title": "A", "stack": [{}]"#).contains("popup.stack[0]: a toast shows something"))
        XCTAssertTrue(error(#""icon": "star""#).contains("popup.icon"))
        XCTAssertTrue(error(#""title": "A"}, "theme": {"pill": {"height": -1}"#).contains("theme.pill.height"))
        XCTAssertTrue(error(#""title": "A"}, "theme": {"height": 40"#).contains("theme.height: unknown key \"height\" (allowed: banner, pill, square)"))
        let tooMany = Array(repeating: #"{"title": "B"}"#, count: ToastPopup.maxStack + 1).joined(separator: ", ")
        XCTAssertTrue(error(#""title": "A", "stack": [\#(tooMany)]"#).contains("popup.stack"))
    }

    func testTheOptionsMeanTitleSubtitleAndABannersButton() throws {
        var o = SpecOverrides()
        o.kind = "toast"
        o.title = "Copied"
        o.message = "To the clipboard"
        let toast = try XCTUnwrap(try PopupSpec.make(file: nil, overrides: o).popup as? ToastPopup)
        XCTAssertEqual(toast.newest.title, "Copied")
        XCTAssertEqual(toast.newest.subtitle, "To the clipboard")
        o.buttons = ["OK"]
        XCTAssertThrowsError(try PopupSpec.make(file: nil, overrides: o), "a pill has no button")
    }

    /// A status-bar banner is drawn over the status bar: on an iPhone SE that is its place, on an iPhone 16
    /// Pro it lies under the Dynamic Island, which lint reports; a pill pulled up into the island too.
    func testLintReportsAToastUnderTheDynamicIsland() throws {
        let statusBar = #""style": "banner", "preset": "statusBar", "title": "Syncing""#
        let under = try linter.lint(try decode(statusBar, #", "canvas": "iphone-16-pro", "scale": 1"#)).findings
        XCTAssertEqual(under.map(\.rule), [.offscreen])
        XCTAssertEqual(under.first?.message, "(0, 0, 402 x 20 pt) reaches under the Dynamic Island (138.5, 11, 125 x 37 pt), which hides the screen there")
        XCTAssertEqual(try linter.lint(try decode(statusBar, #", "canvas": "iphone-se", "scale": 1"#)).findings.map(\.rule), [])
        let raised = try linter.lint(try decode(#""title": "Copied""#, #", "canvas": "iphone-16-pro", "scale": 1, "theme": {"pill": {"edgeMargin": -20}}"#)).findings
        XCTAssertEqual(raised.map(\.rule), [.offscreen], "62 - 20 = 42 pt from the top, above the island's 48")
        XCTAssertEqual(try linter.lint(try decode(#""title": "Copied""#, #", "canvas": "iphone-16-pro", "scale": 1"#)).findings.map(\.rule), [])
        XCTAssertEqual(try linter.lint(try decode(#""title": "Copied""#, #", "canvas": "iphone-14", "scale": 1, "theme": {"pill": {"edgeMargin": -30}}"#)).findings.first?.message.contains("notch"), true)
    }
}
