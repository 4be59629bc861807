import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster
import PopsnapText
import XCTest
@testable import Popsnap

/// What VoiceOver reads in a popup: derived per kind as UIKit derives it, set from JSON, in reading order.
final class VoiceOverTests: XCTestCase {
    let renderer = try! PopupRenderer()

    private func spec(_ json: String, locale: String? = nil) throws -> PopupSpec {
        var spec = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "voiceover.json"), baseDirectory: ".")
        spec.locale = locale
        return spec
    }

    private func read(_ json: String, locale: String? = nil) throws -> [String] {
        try renderer.voiceOver(try spec(json, locale: locale).scene()).lines
    }

    private func custom(_ root: String) -> String {
        #"{"canvas": "iphone-se", "scale": 1, "popup": {"kind": "custom", "root": \#(root)}}"#
    }

    // MARK: Derived per preset kind

    /// The seed alert is plain UIKit views: labels read as static text, the button as a button.
    func testAlertReadsItsLabelsAndItsButton() throws {
        XCTAssertEqual(try read(#"{"popup": {"kind": "alert", "title": "Oops", "message": "That photo is gone.", "button": "OK"}}"#),
                       ["1. Oops", "2. That photo is gone.", "3. OK. Button."])
    }

    /// UIAlertController's title is a heading; its actions are buttons, cancel first when side by side.
    func testSystemAlertTitleIsAHeading() throws {
        for ios in [18, 26] {
            XCTAssertEqual(try read("""
                {"ios": \(ios), "popup": {"kind": "system-alert", "title": "Delete Account?", "message": "This cannot be undone.",
                 "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}}
                """), ["1. Delete Account?. Heading.", "2. This cannot be undone.", "3. Cancel. Button.", "4. Delete. Button."], "iOS \(ios)")
        }
    }

    /// The confirmation's icon is an image view without a label: not read.
    func testConfirmationIconIsNotRead() throws {
        let lines = try read(#"{"popup": {"kind": "confirmation", "title": "Delete?", "message": "Gone for good.", "ok": "Delete", "cancel": "Keep"}}"#)
        XCTAssertEqual(lines.first, "1. Delete?")
        XCTAssertFalse(lines.contains { $0.contains("Image") }, "\(lines)")
        XCTAssertEqual(lines.filter { $0.hasSuffix("Button.") }.count, 2, "\(lines)")
    }

    /// seed 002's HUD: the UIActivityIndicatorView reads "In progress", then the label.
    func testHUDIndicatorReadsInProgress() throws {
        XCTAssertEqual(try read(#"{"popup": {"kind": "hud", "label": "Loading"}}"#), ["1. In progress", "2. Loading"])
    }

    /// A determinate progress element reads its percentage as its value.
    func testProgressReadsItsPercentage() throws {
        let lines = try read(custom(#"{"type": "vstack", "children": [{"type": "progress", "name": "p", "progress": 0.42, "width": 40, "height": 40}]}"#))
        XCTAssertEqual(lines, ["1. 42%"])
    }

    /// SVProgressHUD makes the whole HUD one element labelled with its status, or "Loading".
    func testSVProgressHUDIsOneElement() throws {
        XCTAssertEqual(try read(#"{"popup": {"kind": "hud", "style": "svprogresshud", "label": "Saving\nphotos"}}"#), ["1. Saving photos"])
        XCTAssertEqual(try read(#"{"popup": {"kind": "hud", "style": "svprogresshud"}}"#), ["1. Loading"])
    }

    /// MBProgressHUD: its UIActivityIndicatorView reads "In progress"; its round and bar progress views are
    /// plain UIViews, not read.
    func testMBProgressHUDReadsOnlyItsActivityIndicator() throws {
        XCTAssertEqual(try read(#"{"popup": {"kind": "hud", "style": "mbprogresshud", "label": "Loading"}}"#), ["1. In progress", "2. Loading"])
        XCTAssertEqual(try read(#"{"popup": {"kind": "hud", "style": "mbprogresshud", "mode": "determinate", "progress": 0.5, "label": "Loading"}}"#),
                       ["1. Loading"])
    }

    /// JGProgressHUD's indicator views label themselves (updateAccessibility in each).
    func testJGProgressHUDIndicatorsLabelThemselves() throws {
        XCTAssertEqual(try read(#"{"popup": {"kind": "hud", "style": "jgprogresshud", "label": "Loading"}}"#),
                       ["1. Indeterminate progress", "2. Loading"])
        XCTAssertEqual(try read(#"{"popup": {"kind": "hud", "style": "jgprogresshud", "mode": "error"}}"#), ["1. Error. Image."])
        XCTAssertEqual(try read(#"{"popup": {"kind": "hud", "style": "jgprogresshud", "mode": "ring", "progress": 0.7}}"#), ["1. Loading 1 %"])
    }

    // MARK: JSON keys

    func testJSONSetsLabelValueTraitsAndHiding() throws {
        let lines = try read(custom("""
            {"type": "vstack", "children": [
              {"type": "text", "name": "t", "text": "Saved", "accessibility": {"traits": ["header"]}},
              {"type": "icon", "name": "i", "icon": "success", "width": 20, "height": 20, "accessibility": {"label": "Success"}},
              {"type": "text", "name": "hiddenText", "text": "Secret", "accessibility": {"hidden": true}},
              {"type": "text", "name": "ghost", "text": "Invisible", "opacity": 0},
              {"type": "vstack", "name": "hiddenStack", "accessibility": {"hidden": true}, "children": [{"type": "button", "text": "Gone"}]},
              {"type": "text", "name": "v", "text": "Volume", "accessibility": {"value": "60%", "traits": ["adjustable"]}},
              {"type": "hstack", "name": "row", "accessibility": {"element": true, "traits": ["selected"]}, "children": [
                {"type": "text", "name": "a", "text": "Wi-Fi"}, {"type": "text", "name": "b", "text": "On"}]}
            ]}
            """))
        XCTAssertEqual(lines, ["1. Saved. Heading.", "2. Success. Image.", "3. Volume: 60%. Adjustable.", "4. Selected: Wi-Fi, On"])
    }

    /// The same facts set in Swift on hand-built elements.
    func testSwiftSetsTheSameFacts() throws {
        var title = Element.text(name: "title", role: "title", "Saved", style: TextStyle(size: 17), color: .black)
        title.accessibilityTraits = [.header]
        var close = Element(.icon(.icon(.error)), name: "close", role: "icon")
        close.sizing = .square(24)
        close.accessibilityLabel = "Close"
        close.accessibilityTraits = [.button]
        var root = Element(.vstack(Element.Stack()), name: "container", role: "container")
        root.children = [title, close]
        let scene = PopupSpec(popup: CustomPopup(root: root), scale: 1).scene()
        XCTAssertEqual(try renderer.voiceOver(scene).lines, ["1. Saved. Heading.", "2. Close. Button. Image."])
    }

    func testJSONErrorsNameTheFieldPath() throws {
        let cases: [(String, String)] = [
            (#"{"type": "text", "text": "x", "accessibility": {"traits": ["heading"]}}"#, "heading"),
            (#"{"type": "text", "text": "x", "accessibility": {"lable": "y"}}"#, "lable"),
            (#"{"type": "text", "text": "x", "accessibility": {"hidden": "yes"}}"#, "hidden"),
            (#"{"type": "text", "text": "x", "accessibility": "Close"}"#, "accessibility"),
        ]
        for (root, word) in cases {
            XCTAssertThrowsError(try spec(custom(root))) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("popup.root.accessibility"), message)
                XCTAssertTrue(message.contains(word), message)
            }
        }
    }

    // MARK: Order

    /// Rows top to bottom, then from the leading edge: left first in English, right first in Arabic.
    func testOrderMirrorsInRightToLeft() throws {
        let json = custom("""
            {"type": "vstack", "children": [
              {"type": "text", "name": "title", "text": "Title"},
              {"type": "hstack", "name": "buttons", "children": [
                {"type": "button", "name": "no", "text": "No", "width": 60, "height": 44},
                {"type": "button", "name": "yes", "text": "Yes", "width": 60, "height": 44}]}]}
            """)
        XCTAssertEqual(try read(json), ["1. Title", "2. No. Button.", "3. Yes. Button."])
        // The stack runs from the right in Arabic, so "No" is on the right, and still read first.
        XCTAssertEqual(try read(json, locale: "ar"), ["1. Title", "2. No. Button.", "3. Yes. Button."])
        let rtl = try renderer.voiceOver(try spec(json, locale: "ar").scene()).elements
        XCTAssertGreaterThan(rtl[1].frame.x, rtl[2].frame.x, "the first button read is the rightmost")
    }

    /// Frames whose tops are under 8 pt apart are one row, read from the leading edge, as on a device.
    func testTopsCloserThanTheThresholdAreOneRow() throws {
        let json = custom("""
            {"type": "hstack", "verticalAlignment": "top", "children": [
              {"type": "text", "name": "low", "text": "Low", "margin": {"top": 7}},
              {"type": "text", "name": "high", "text": "High"},
              {"type": "text", "name": "lower", "text": "Lower", "margin": {"top": 8}}]}
            """)
        XCTAssertEqual(try read(json), ["1. Low", "2. High", "3. Lower"])
    }

    // MARK: Overlay

    /// Each element's box is its colour at 30 % over the render exactly inside its pixels, and nothing
    /// outside them; the legend sits beside the screen, its first marker the first element's colour.
    func testOverlayBoxesCoverExactlyTheElementsPixels() throws {
        let scene = try spec(custom("""
            {"type": "vstack", "background": "white", "padding": 20, "spacing": 30, "children": [
              {"type": "box", "name": "a", "width": 80, "height": 30, "background": "white", "accessibility": {"element": true, "label": "A"}},
              {"type": "box", "name": "b", "width": 80, "height": 30, "background": "white", "accessibility": {"element": true, "label": "B"}}]}
            """)).scene()
        let plain = try renderer.render(scene)
        let snapshot = try renderer.voiceOver(scene)
        let image = snapshot.image
        XCTAssertEqual(image.height, plain.height)
        XCTAssertEqual(image.width, plain.width + Int((VoiceOverOverlay.legendWidth + 2 * VoiceOverOverlay.legendInset).rounded()))
        for (i, e) in snapshot.elements.enumerated() {
            let p = e.pixels
            let c = VoiceOverOverlay.color(at: i)
            // White under 30 % of the colour, on the box's inside edges (away from the numbered marker).
            func expected(_ v: Double) -> Int { Int((v * 0.3 + 0.7) * 255 + 0.5) }
            for (x, y) in [(p.x + p.width - 1, p.y), (p.x + p.width - 1, p.y + p.height - 1), (p.x, p.y + p.height - 1)] {
                let px = image[x, y]
                XCTAssertEqual(Int(px.r), expected(c.red), accuracy: 1, "\(e.path) at (\(x), \(y))")
                XCTAssertEqual(Int(px.g), expected(c.green), accuracy: 1, "\(e.path) at (\(x), \(y))")
                XCTAssertEqual(Int(px.b), expected(c.blue), accuracy: 1, "\(e.path) at (\(x), \(y))")
            }
            // Just outside the box: the render as it was.
            for (x, y) in [(p.x + p.width, p.y + p.height / 2), (p.x + p.width / 2, p.y + p.height), (p.x - 1, p.y + p.height / 2)] {
                XCTAssertEqual(image[x, y], plain[x, y], "\(e.path) outside at (\(x), \(y))")
            }
            // The numbered marker in the box's top-left corner is the solid colour.
            XCTAssertEqual(image[p.x, p.y].r, UInt8((c.red * 255).rounded()), "\(e.path) marker")
        }
        let legendMarker = image[plain.width + Int(VoiceOverOverlay.legendInset), Int(VoiceOverOverlay.legendInset)]
        XCTAssertEqual(legendMarker.g, UInt8((VoiceOverOverlay.color(at: 0).green * 255).rounded()))
        XCTAssertEqual(snapshot.text, "1. A\n2. B\n")
    }

    /// A legend longer than the screen goes on in a second column, as AccessibilitySnapshot wraps it,
    /// rather than growing the image below the screen.
    func testALongLegendWrapsIntoColumns() throws {
        let texts = (0..<30).map { #"{"type": "text", "name": "t\#($0)", "text": "Item \#($0)", "font": {"size": 4}}"# }
        let scene = try spec(custom(#"{"type": "vstack", "children": [\#(texts.joined(separator: ", "))]}"#)).scene()
        let snapshot = try renderer.voiceOver(scene)
        let plain = try renderer.render(scene)
        XCTAssertEqual(snapshot.elements.count, 30)
        XCTAssertEqual(snapshot.image.height, plain.height)
        let o = VoiceOverOverlay.self
        XCTAssertEqual(snapshot.image.width, plain.width + Int(2 * o.legendWidth + o.columnSpacing + 2 * o.legendInset))
        // The second column starts with element 22 (index 21): an entry is one 12 pt line, 16 pt from the
        // next, and 21 of them fit between the 16 pt insets of the 667 pt screen.
        let second = snapshot.image[plain.width + Int(o.legendInset + o.legendWidth + o.columnSpacing) + 1, Int(o.legendInset) + 1]
        XCTAssertEqual(second.b, UInt8((o.color(at: 21).blue * 255).rounded()))
    }

    /// The same scene gives the same bytes, whatever ran before.
    func testOverlayIsDeterministic() throws {
        let scene = try spec(#"{"popup": {"kind": "alert", "title": "Oops", "message": "Gone.", "button": "OK"}}"#).scene()
        XCTAssertEqual(try renderer.voiceOver(scene).image, try PopupRenderer().voiceOver(scene).image)
    }

    // MARK: Lint

    private let iconButton = """
        {"type": "vstack", "background": "white", "padding": 20, "children": [
          {"type": "overlay", "name": "close", "width": 44, "height": 44, "accessibility": {"traits": ["button"]LABEL},
           "children": [{"type": "icon", "name": "glyph", "icon": "error", "color": "black", "width": 20, "height": 20}]}]}
        """

    private func lint(_ json: String) throws -> LintOutcome {
        try Linter(renderer: renderer).lint(try spec(json))
    }

    func testLintReportsAnIconOnlyButtonWithoutALabel() throws {
        let outcome = try lint(custom(iconButton.replacingOccurrences(of: "LABEL", with: "")))
        XCTAssertEqual(outcome.findings.filter { $0.rule == .unlabelledButton }.map(\.node), ["container/close"])
        XCTAssertEqual(try read(custom(iconButton.replacingOccurrences(of: "LABEL", with: ""))), ["1. Button."])
    }

    func testLintAcceptsALabelledIconButton() throws {
        let json = custom(iconButton.replacingOccurrences(of: "LABEL", with: #", "label": "Close""#))
        XCTAssertTrue(try lint(json).findings.filter { $0.rule == .unlabelledButton }.isEmpty)
        XCTAssertEqual(try read(json), ["1. Close. Button."])
    }

    /// A labelled icon inside the button names it, as a UIButton's image's accessibilityLabel does.
    func testTheIconsLabelNamesTheButton() throws {
        let json = custom(iconButton.replacingOccurrences(of: "LABEL", with: "")
            .replacingOccurrences(of: #""icon": "error""#, with: #""icon": "error", "accessibility": {"label": "Close"}"#))
        XCTAssertTrue(try lint(json).findings.filter { $0.rule == .unlabelledButton }.isEmpty)
        XCTAssertEqual(try read(json), ["1. Close. Button."])
    }

    func testLintSuppressionAcceptsIt() throws {
        var json = custom(iconButton.replacingOccurrences(of: "LABEL", with: ""))
        json.removeLast()
        json += #", "lint": {"ignore": [{"rule": "unlabelledButton", "node": "container/close", "reason": "the app labels it"}]}}"#
        let outcome = try lint(json)
        XCTAssertTrue(outcome.findings.filter { $0.rule == .unlabelledButton }.isEmpty)
        XCTAssertEqual(outcome.accepted.map(\.rule), [.unlabelledButton])
    }

    /// A button with a title is named by it: nothing to report.
    func testButtonWithTitleIsNotReported() throws {
        let json = custom(#"{"type": "vstack", "children": [{"type": "button", "name": "ok", "text": "OK", "width": 60, "height": 44}]}"#)
        XCTAssertTrue(try lint(json).findings.filter { $0.rule == .unlabelledButton }.isEmpty)
    }

    /// iPad's rows are wider apart: tops 10 pt apart are one row there, two on an iPhone.
    func testIPadRowsAreThirteenPointsApart() throws {
        let json = { (device: String) in """
            {"canvas": "\(device)", "scale": 1, "popup": {"kind": "custom", "root": {"type": "hstack", "verticalAlignment": "top", "children": [
              {"type": "text", "name": "low", "text": "Low", "margin": {"top": 10}}, {"type": "text", "name": "high", "text": "High"}]}}}
            """ }
        XCTAssertEqual(try read(json("ipad")), ["1. Low", "2. High"])
        XCTAssertEqual(try read(json("iphone-15")), ["1. High", "2. Low"])
    }
}
