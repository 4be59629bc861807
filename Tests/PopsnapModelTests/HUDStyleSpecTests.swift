import XCTest
import PopsnapSpecTestSupport
import PopsnapRaster
import PopsnapTestSupport
@testable import Popsnap

/// The `hud` kind's `style`: JKProgressHUD unless it says otherwise, each style with its own keys, modes and
/// theme, and every refusal naming the file, the key's path and what was expected.
final class HUDStyleSpecTests: XCTestCase {
    func decode(_ popup: String, theme: String? = nil) throws(SpecError) -> PopupSpec {
        let text = #"{"popup": {"kind": "hud"\#(popup)}"# + (theme.map { #", "theme": \#($0)"# } ?? "") + "}"
        return try PopupSpec.decode(try SpecParsing.parse(Array(text.utf8), file: "hud.json"), baseDirectory: ".")
    }

    func hud(_ popup: String, theme: String? = nil) throws -> HUDPopup {
        try XCTUnwrap(try decode(popup, theme: theme).popup as? HUDPopup)
    }

    func refusal(_ popup: String, theme: String? = nil) -> SpecError? {
        specError { () throws(SpecError) in try decode(popup, theme: theme) }
    }

    func testTheDefaultStyleIsSeed002sJKProgressHUD() throws {
        XCTAssertEqual(try hud("").style, .jkProgressHUD)
        XCTAssertNil(try hud(#", "style": "jkprogresshud""#).library)
        XCTAssertNil(try hud(#", "style": null"#).library)
        let renderer = try PopupRenderer()
        let plain = try decode(#", "mode": "ring", "progress": 0.65, "label": "Uploading…""#)
        let named = try decode(#", "style": "jkprogresshud", "mode": "ring", "progress": 0.65, "label": "Uploading…""#)
        XCTAssertEqual(LayoutReport.json(try renderer.layout(plain.scene()), scene: plain.scene()),
                       LayoutReport.json(try renderer.layout(named.scene()), scene: named.scene()))
    }

    func testTheMBProgressHUDStyleReadsItsKeys() throws {
        let h = try hud(#", "style": "mbprogresshud", "mode": "annularDeterminate", "progress": 0.25, "label": "Loading…", "details": "Parsing", "cancelButton": "Cancel""#)
        guard case let .mbProgressHUD(mb)? = h.library else { return XCTFail("not MBProgressHUD: \(h)") }
        XCTAssertEqual(h.style, .mbProgressHUD)
        XCTAssertEqual(mb.mode, .annularDeterminate(progress: 0.25))
        XCTAssertEqual([mb.label, mb.details, mb.button], ["Loading…", "Parsing", "Cancel"])
        XCTAssertEqual(MBProgressHUDPopup(mode: .indeterminate).mode, (try XCTUnwrap(try mbHUD(#""#))).mode)
        XCTAssertEqual(try mbHUD(#", "mode": "customView""#)?.mode, .customView(.success), "the demo's check mark")
        XCTAssertEqual(try mbHUD(#", "mode": "customView", "icon": "error""#)?.mode, .customView(.error))
        XCTAssertEqual(try mbHUD(#", "mode": "text""#)?.mode, .text)
        XCTAssertEqual(try mbHUD(#", "mode": "determinateHorizontalBar", "progress": 1"#)?.mode, .determinateHorizontalBar(progress: 1))
    }

    func mbHUD(_ popup: String, theme: String? = nil) throws -> MBProgressHUDPopup? {
        guard case let .mbProgressHUD(mb)? = try hud(#", "style": "mbprogresshud""# + popup, theme: theme).library else { return nil }
        return mb
    }

    func testTheMBProgressHUDThemeHasItsOwnKeys() throws {
        let t = try XCTUnwrap(try mbHUD("", theme: ##"{"contentColor": "#FF0000", "margin": 10, "material": "none", "minimumWidth": 150}"##)).theme
        XCTAssertEqual(t.contentColor.light, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(t.margin, 10)
        XCTAssertNil(t.material)
        XCTAssertEqual(t.minimumWidth, 150)
        XCTAssertNil(try XCTUnwrap(try mbHUD("", theme: ##"{"background": "#336699"}"##)).theme.material, "a colour replaces the blur")
    }

    func testRefusalsNameTheKeyAndWhatWasExpected() {
        let cases: [(popup: String, theme: String?, path: String, message: String)] = [
            (#", "style": "mb""#, nil, "popup.style", #"expected one of "jgprogresshud", "jkprogresshud", "mbprogresshud", "svprogresshud", found "mb""#),
            (#", "details": "Parsing""#, nil, "popup.details",
             #"style "jkprogresshud" takes no "details" (its keys are "kind", "style", "mode", "progress", "label"); styles "mbprogresshud" and "jgprogresshud" take it"#),
            (#", "cancelButton": "Cancel""#, nil, "popup.cancelButton", #"style "jkprogresshud" takes no "cancelButton" (its keys are "kind", "style", "mode", "progress", "label"); style "mbprogresshud" takes it"#),
            (#", "style": "mbprogresshud", "mode": "ring""#, nil, "popup.mode",
             #"expected one of "annularDeterminate", "customView", "determinate", "determinateHorizontalBar", "indeterminate", "text" (the modes of style "mbprogresshud"), found "ring", a mode of styles "jkprogresshud" and "jgprogresshud""#),
            (#", "style": "mbprogresshud", "mode": "determinate""#, nil, "popup", #"missing required key "progress" (0 to 1) for the determinate mode"#),
            (#", "style": "mbprogresshud", "progress": 0.5"#, nil, "popup.progress",
             "only the annularDeterminate, determinate and determinateHorizontalBar modes take a progress"),
            (#", "style": "mbprogresshud", "mode": "determinate", "progress": 2"#, nil, "popup.progress", "expected a number from 0 to 1, found 2"),
            (#", "style": "mbprogresshud", "icon": "success""#, nil, "popup.icon", "only the customView mode takes an icon"),
            (#", "style": "mbprogresshud", "mode": "customView", "icon": "star""#, nil, "popup.icon",
             #"expected one of "error", "info", "question", "success", "warning", found "star""#),
            (#", "style": "mbprogresshud", "cancelButton": """#, nil, "popup.cancelButton", #"expected a non-empty string, found the string """#),
            (#", "style": "mbprogresshud""#, #"{"indicatorColor": "red"}"#, "theme", "unknown key"),
            (#", "style": "mbprogresshud""#, #"{"material": "glass"}"#, "theme.material", #"found "glass""#),
        ]
        for c in cases {
            let e = refusal(c.popup, theme: c.theme)
            XCTAssertEqual(e?.file, "hud.json", c.popup)
            XCTAssertEqual(e?.path.hasPrefix(c.path), true, "\(c.popup): \(e?.path ?? "no error")")
            XCTAssertEqual(e?.message.contains(c.message), true, "\(c.popup): \(e?.message ?? "no error")")
        }
    }

    /// `--title` is the label, `--message` the details label, one `--button` the button; two are refused.
    func testTheOptionsFillMBProgressHUDsLabelsAndButton() throws {
        var popup = try hud(#", "style": "mbprogresshud""#)
        var o = SpecOverrides()
        o.title = "Loading…"
        o.message = "Parsing"
        o.buttons = ["Cancel"]
        try popup.apply(o)
        guard case let .mbProgressHUD(mb)? = popup.library else { return XCTFail("the style was lost") }
        XCTAssertEqual([mb.label, mb.details, mb.button], ["Loading…", "Parsing", "Cancel"])
        o.buttons = ["Cancel", "Retry"]
        XCTAssertThrowsError(try popup.apply(o)) { error in
            XCTAssertTrue("\(error)".contains("at most one button"), "\(error)")
        }
    }
}
