import XCTest
import PopsnapSpecTestSupport
import PopsnapRaster
@testable import Popsnap

/// Issue 21: the `hud` kind's `style`, and the keys and values each style takes, refused with the file,
/// the key's path and what was expected, naming the style a misplaced key or value belongs to.
final class HUDLibraryStyleSpecTests: XCTestCase {
    func decode(_ popup: String) throws(SpecError) -> PopupSpec {
        try PopupSpec.decode(try SpecParsing.parse(Array(#"{"popup": "#.utf8) + Array(popup.utf8) + [UInt8(ascii: "}")], file: "s.json"), baseDirectory: ".")
    }

    /// The error's path and message ("popup.look: expected …").
    func error(_ popup: String) -> String? {
        specError { () throws(SpecError) in try decode(popup) }.map { "\($0.path): \($0.message)" }
    }

    /// The whole message names the file and the key's line and column.
    func testTheMessageNamesFileAndPosition() {
        XCTAssertEqual(specError { () throws(SpecError) in try decode(#"{"kind": "hud", "style": "svprogresshud", "look": "extraLight"}"#) }?.description,
                       #"s.json:1:61: popup.look: expected one of "custom", "dark", "light" (the looks of style "svprogresshud"), found "extraLight", a look of style "jgprogresshud""#)
    }

    func testStylesDecode() throws {
        let sv = try decode(#"{"kind": "hud", "style": "svprogresshud", "mode": "progress", "progress": 0.25, "label": "Up", "look": "dark"}"#)
        guard case let .svProgressHUD(p)? = (sv.popup as? HUDPopup)?.library else { return XCTFail("an SVProgressHUD") }
        XCTAssertEqual(p.mode, .progress(0.25))
        XCTAssertEqual(p.status, "Up")
        XCTAssertEqual(p.look, .dark)
        let custom = try decode(##"{"kind": "hud", "style": "svprogresshud", "look": "custom", "backgroundColor": "#FF0000"}"##)
        guard case let .svProgressHUD(c)? = (custom.popup as? HUDPopup)?.library else { return XCTFail("an SVProgressHUD") }
        XCTAssertEqual(c.look, .custom(foreground: DynamicColor(.black), background: DynamicColor(Color(red: 1, green: 0, blue: 0))))
        let jg = try decode(#"{"kind": "hud", "style": "jgprogresshud", "mode": "pie", "progress": 1, "details": "All", "look": "extraLight"}"#)
        guard case let .jgProgressHUD(j)? = (jg.popup as? HUDPopup)?.library else { return XCTFail("a JGProgressHUD") }
        XCTAssertEqual(j.mode, .pie(1))
        XCTAssertEqual(j.details, "All")
        XCTAssertEqual(j.look, .extraLight)
        XCTAssertEqual((try decode(#"{"kind": "hud", "style": "jkprogresshud"}"#).popup as? HUDPopup)?.style, .jkProgressHUD)
        XCTAssertNil((try decode(#"{"kind": "hud"}"#).popup as? HUDPopup)?.library)
    }

    func testAnotherStylesValuesAreNamedAsTheirs() {
        XCTAssertEqual(error(#"{"kind": "hud", "style": "svprogresshud", "look": "extraLight"}"#),
                       #"popup.look: expected one of "custom", "dark", "light" (the looks of style "svprogresshud"), found "extraLight", a look of style "jgprogresshud""#)
        XCTAssertEqual(error(#"{"kind": "hud", "style": "jgprogresshud", "mode": "progress", "progress": 0.5}"#),
                       #"popup.mode: expected one of "error", "indeterminate", "pie", "ring", "success", "text" (the modes of style "jgprogresshud"), found "progress", a mode of style "svprogresshud""#)
        XCTAssertEqual(error(#"{"kind": "hud", "mode": "indeterminate"}"#),
                       #"popup.mode: expected one of "bar", "error", "indicator", "pie", "ring", "success" (the modes of style "jkprogresshud"), found "indeterminate", a mode of styles "mbprogresshud", "svprogresshud" and "jgprogresshud""#)
        XCTAssertEqual(error(#"{"kind": "hud", "style": "svprogresshud", "mode": "spinner"}"#),
                       #"popup.mode: expected one of "error", "indeterminate", "info", "progress", "success", "text", found "spinner""#)
        XCTAssertEqual(error(#"{"kind": "hud", "style": "mb"}"#),
                       #"popup.style: expected one of "jgprogresshud", "jkprogresshud", "mbprogresshud", "svprogresshud", found "mb""#)
    }

    func testAnotherStylesKeysAreRefused() {
        XCTAssertEqual(error(#"{"kind": "hud", "look": "dark"}"#),
                       #"popup.look: style "jkprogresshud" takes no "look" (its keys are "kind", "style", "mode", "progress", "label"); styles "svprogresshud" and "jgprogresshud" take it"#)
        XCTAssertEqual(error(#"{"kind": "hud", "style": "svprogresshud", "details": "more"}"#)?.hasPrefix(#"popup.details: style "svprogresshud" takes no "details""#), true)
        XCTAssertEqual(error(#"{"kind": "hud", "style": "jgprogresshud", "foregroundColor": "red"}"#)?.hasSuffix(#"style "svprogresshud" takes it"#), true)
        XCTAssertEqual(error(#"{"kind": "hud", "style": "svprogresshud", "foregroundColor": "red"}"#),
                       #"popup.foregroundColor: the colours are look "custom"'s: add "look": "custom" to use them"#)
        XCTAssertNotNil(error(#"{"kind": "hud", "style": "jgprogresshud"}, "theme": {"cornerRadius": 3"#))
    }

    func testProgressAndTextRules() {
        XCTAssertEqual(error(#"{"kind": "hud", "style": "svprogresshud", "mode": "progress"}"#),
                       #"popup: missing required key "progress" (0 to 1) for mode "progress""#)
        XCTAssertEqual(error(#"{"kind": "hud", "style": "jgprogresshud", "mode": "success", "progress": 0.5}"#),
                       #"popup.progress: only mode "pie", "ring" of style "jgprogresshud" takes a progress"#)
        XCTAssertEqual(error(#"{"kind": "hud", "style": "jgprogresshud", "mode": "ring", "progress": 2}"#)?.hasPrefix("popup.progress: expected a number from 0 to 1"), true)
        XCTAssertEqual(error(#"{"kind": "hud", "style": "svprogresshud", "mode": "text", "label": ""}"#),
                       #"popup: mode "text" shows the label alone: give a non-empty "label""#)
        XCTAssertEqual(error(#"{"kind": "hud", "style": "jgprogresshud", "mode": "text"}"#),
                       #"popup: mode "text" shows the labels alone: give a non-empty "label" or "details""#)
    }

    /// `--title` and `--message`: SVProgressHUD's one status; JGProgressHUD's text and detail text.
    func testOptionsSetTheLabels() throws {
        var o = SpecOverrides()
        o.title = "T"
        o.message = "M"
        var jg = HUDPopup(.jgProgressHUD(JGProgressHUDPopup()))
        try jg.apply(o)
        guard case let .jgProgressHUD(j)? = jg.library else { return XCTFail() }
        XCTAssertEqual(j.label, "T")
        XCTAssertEqual(j.details, "M")
        var sv = HUDPopup(.svProgressHUD(SVProgressHUDPopup()))
        XCTAssertThrowsError(try sv.apply(o))
        o.title = nil
        try sv.apply(o)
        guard case let .svProgressHUD(s)? = sv.library else { return XCTFail() }
        XCTAssertEqual(s.status, "M")
    }
}
