import PopsnapGeometry
import XCTest
import PopsnapSpecTestSupport
import PopsnapTestSupport
import PopsnapRaster
@testable import Popsnap
import PopsnapLayout

/// The `ios` key and axis: 26 unless a spec, its variant or an option says 18; anything else is refused
/// with both values named; only the system alert changes with it.
final class IOSLookTests: XCTestCase {
    private func spec(_ json: String, variant: Variant = Variant()) throws(SpecError) -> PopupSpec {
        try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "s.json"), baseDirectory: ".", variant: variant)
    }

    private let alert = #""popup": {"kind": "system-alert", "title": "Title", "message": "Message", "actions": ["OK"]}"#

    func testTheLookIs26UnlessTheSpecSays18() throws {
        XCTAssertEqual(try spec(#"{\#(alert)}"#).ios, .ios26)
        XCTAssertEqual(try spec(#"{"ios": 18, \#(alert)}"#).ios, .ios18)
        XCTAssertEqual(try spec(#"{"ios": 26, \#(alert)}"#).traits.ios, .ios26)
        XCTAssertEqual(try spec(#"{"ios": null, \#(alert)}"#).ios, .ios26, "null is the same as leaving it out")
        XCTAssertEqual(try spec(#"{"ios": 18, "variants": {"ios": [26]}, \#(alert)}"#, variant: Variant(ios: .ios26)).ios, .ios26, "the variant wins")
        var o = SpecOverrides()
        o.ios = .ios18
        o.kind = "system-alert"
        o.buttons = ["OK"]
        XCTAssertEqual(try PopupSpec.make(file: nil, overrides: o).ios, .ios18)
    }

    func testOtherLooksAreRefusedNamingBoth() {
        let old = specError { () throws(SpecError) in try spec(#"{"ios": 17, \#(alert)}"#) }
        XCTAssertEqual(old?.path, "ios")
        XCTAssertEqual(old?.message, "expected 18 or 26 (18 stands for the look of iOS 13 to 18), found 17")
        XCTAssertEqual(specError { () throws(SpecError) in try spec(#"{"ios": "26", \#(alert)}"#) }?.message,
                       #"expected 18 or 26 (18 stands for the look of iOS 13 to 18), found the string "26""#)
        XCTAssertEqual(specError { () throws(SpecError) in try spec(#"{"ios": 26.5, \#(alert)}"#) }?.message.hasSuffix("found 26.5"), true)
        let axis = specError { () throws(SpecError) in try spec(#"{"variants": {"ios": [26, 17]}, \#(alert)}"#) }
        XCTAssertEqual(axis?.path, "variants.ios[1]")
        XCTAssertEqual(specError { () throws(SpecError) in try spec(#"{"variants": {"ios": [18, 18]}, \#(alert)}"#) }?.message, "this ios is listed twice")
        XCTAssertEqual(specError { () throws(SpecError) in try spec(#"{"variants": {"ios": []}, \#(alert)}"#) }?.path, "variants.ios")
    }

    /// One spec renders both looks: the axis makes two variants, named after the look, each its own card.
    func testAnIOSAxisRendersBothLooks() throws {
        let json = #"{"canvas": "iphone-11", "variants": {"appearances": ["light", "dark"], "ios": [18, 26]}, \#(alert)}"#
        let axes = try spec(json).variants
        XCTAssertEqual(axes.matrix.map(\.name), ["light.ios18", "light.ios26", "dark.ios18", "dark.ios26"])
        let widths = try axes.matrix.map { v in try PopupRenderer().layout(try spec(json, variant: v).scene()).root.frame.width }
        XCTAssertEqual(widths, [270, 320, 270, 320])
        XCTAssertEqual(try VariantSelection(parsing: "ios=ios18").variants(of: axes, spec: "a.json").map(\.name), ["light.ios18", "dark.ios18"])
        XCTAssertThrowsError(try VariantSelection(parsing: "ios=17").variants(of: axes, spec: "a.json")) {
            XCTAssertEqual(($0 as? VariantError)?.message, #"a.json has no ios "17"; its ios are ios18 and ios26"#)
        }
    }

    /// The seeds and the HUD draw what their code draws on any iOS.
    func testOnlyTheSystemAlertChangesWithTheLook() throws {
        let renderer = try PopupRenderer()
        for popup in [#""popup": {"kind": "alert", "title": "Error", "message": "Oops", "button": "OK"}"#, #""popup": {"kind": "hud", "label": "Loading"}"#,
                      #""popup": {"kind": "confirmation", "message": "Sure?", "ok": "OK", "cancel": "Cancel"}"#] {
            let images = try [18, 26].map { try renderer.render(try spec(#"{"canvas": "iphone-se", "scale": 1, "ios": \#($0), \#(popup)}"#).scene()) }
            XCTAssertEqual(images[0].pixels, images[1].pixels, popup)
        }
        let alerts = try [18, 26].map { try renderer.render(try spec(#"{"canvas": "iphone-se", "scale": 1, "ios": \#($0), \#(alert)}"#).scene()) }
        XCTAssertNotEqual(alerts[0].pixels, alerts[1].pixels)
    }

    /// A theme key sets each look that has it; a key of one look only leaves the other as it was.
    func testThemeKeysSetTheLooksThatHaveThem() throws {
        func popup(_ theme: String) throws -> SystemAlertPopup {
            try XCTUnwrap(try spec(#"{\#(alert), "theme": \#(theme)}"#).popup as? SystemAlertPopup)
        }
        let shared = try popup(#"{"cornerRadius": 20}"#)
        XCTAssertEqual([shared.theme.cornerRadius, shared.glassTheme.cornerRadius], [20, 20])
        let glassOnly = try popup(#"{"buttonSpacing": 12}"#)
        XCTAssertEqual(glassOnly.glassTheme.buttonSpacing, 12)
        let classicOnly = try popup(##"{"separator": "#FF0000"}"##)
        XCTAssertEqual(classicOnly.theme.separator.light, Color(r8: 255, g8: 0, b8: 0))
        XCTAssertEqual(specError { () throws(SpecError) in try spec(#"{\#(alert), "theme": {"buttonSpacin": 1}}"#) }?.message.contains(#"did you mean "buttonSpacing"?"#), true)
    }
}
