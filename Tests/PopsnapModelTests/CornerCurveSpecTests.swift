import PopsnapGeometry
import XCTest
import PopsnapSpecTestSupport
import PopsnapRaster
import PopsnapTestSupport
@testable import Popsnap
import PopsnapLayout

/// Issue 21: `cornerCurve` beside every `cornerRadius`, in elements and themes. The seeds keep circular
/// corners (their code sets `layer.cornerRadius` alone); UIAlertController's are continuous.
final class CornerCurveSpecTests: XCTestCase {
    func decode(_ json: String) throws -> PopupSpec {
        try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "s.json"), baseDirectory: ".")
    }

    func decodeError(_ json: String) -> SpecError? {
        specError { () throws(SpecError) in try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "s.json"), baseDirectory: ".") }
    }

    /// Each element of the tree by its path.
    func elements(_ spec: PopupSpec) -> [String: Element] {
        Dictionary(uniqueKeysWithValues: spec.popup.element(traits: Traits()).preorder().map { ($0.path, $0.element) })
    }

    func testAnElementsCornerCurveIsReadAndCircularByDefault() throws {
        let spec = try decode(#"""
        {"popup": {"kind": "custom", "root": {"type": "vstack", "cornerRadius": 20, "cornerCurve": "continuous", "children": [
          {"type": "box", "name": "plain", "cornerRadius": 8},
          {"type": "box", "name": "round", "cornerRadius": 8, "cornerCurve": "circular"}]}}}
        """#)
        let e = elements(spec)
        XCTAssertEqual(e["container"]?.cornerCurve, .continuous)
        XCTAssertEqual(e["container/plain"]?.cornerCurve, .circular)
        XCTAssertEqual(e["container/round"]?.cornerCurve, .circular)
    }

    func testThemesDefaultToWhatTheirSourceDraws() throws {
        let kinds = [
            (#"{"kind": "alert", "title": "t", "message": "m", "button": "OK"}"#, CornerCurve.circular),
            (#"{"kind": "confirmation", "message": "m"}"#, .circular),
            (#"{"kind": "hud"}"#, .circular),
            (#"{"kind": "system-alert", "actions": ["OK"]}"#, .continuous),
        ]
        for (popup, curve) in kinds {
            let e = elements(try decode(#"{"popup": "# + popup + "}"))
            XCTAssertEqual(e.values.first { $0.cornerRadius > 0 || $0.role == "container" }?.cornerCurve, curve, popup)
            // A seed's popup has no continuous corner anywhere.
            if curve == .circular { XCTAssertFalse(e.values.contains { $0.cornerCurve == .continuous }, popup) }
        }
    }

    func testEveryThemeWithACornerRadiusTakesACornerCurve() throws {
        let kinds = [
            #""kind": "alert", "title": "t", "message": "m", "button": "OK""#, #""kind": "confirmation", "message": "m", "cancel": "No""#,
            #""kind": "hud""#, #""kind": "system-alert", "actions": ["OK"]"#,
        ]
        for popup in kinds {
            let flipped = popup.contains("system-alert") ? CornerCurve.circular : .continuous
            let spec = try decode(#"{"popup": {"# + popup + #"}, "theme": {"cornerRadius": 10, "cornerCurve": ""# + flipped.rawValue + #""}}"#)
            let rounded = elements(spec).values.filter { $0.cornerRadius == 10 }
            XCTAssertFalse(rounded.isEmpty, popup)
            XCTAssertTrue(rounded.allSatisfy { $0.cornerCurve == flipped }, popup)
        }
        // The confirmation's buttons have their own radius, and their own curve.
        let spec = try decode(#"{"popup": {"kind": "confirmation", "message": "m", "cancel": "No"}, "theme": {"buttonCornerCurve": "continuous"}}"#)
        let buttons = elements(spec).values.filter { $0.kind == .button }
        XCTAssertEqual(buttons.count, 2)
        XCTAssertTrue(buttons.allSatisfy { $0.cornerCurve == .continuous && $0.cornerRadius == 27 })
    }

    func testAnUnknownCurveNamesTheKeyAndTheChoices() {
        let bad = decodeError(#"{"popup": {"kind": "custom", "root": {"type": "box", "cornerCurve": "continous"}}}"#)
        XCTAssertEqual(bad?.path, "popup.root.cornerCurve")
        XCTAssertEqual(bad?.line, 1)
        XCTAssertTrue(bad?.message.contains(#"expected one of "circular", "continuous", found "continous""#) ?? false, bad?.message ?? "")
        XCTAssertTrue(bad?.message.contains(#"did you mean "continuous""#) ?? false, bad?.message ?? "")
        let number = decodeError(#"{"popup": {"kind": "hud"}, "theme": {"cornerCurve": 1}}"#)
        XCTAssertEqual(number?.path, "theme.cornerCurve")
        XCTAssertTrue(number?.message.contains(#"expected one of "circular", "continuous""#) ?? false, number?.message ?? "")
    }
}

/// The painter cuts a continuous container's children to the container's continuous outline
/// (masksToBounds), not to circular corners: a child filling the container, with the container itself
/// unpainted, covers exactly the outline's area of every pixel.
final class ContinuousClipTests: XCTestCase {
    func testChildrenAreClippedToTheContinuousOutline() throws {
        for curve in CornerCurve.allCases {
            let spec = try PopupSpec.decode(try SpecParsing.parse(Array(#"""
            {"scale": 3, "popup": {"kind": "custom", "root": {"type": "overlay", "width": 120, "height": 90, "cornerRadius": 28,
              "cornerCurve": "continuous", "clips": true, "children": [{"type": "box", "background": "white"}]}}}
            """#.utf8), file: "clip.json"), baseDirectory: ".")
            var scene = spec.scene()
            // The same layout, the child clipped by circular corners instead: the check must tell them apart.
            scene.popup = scene.popup.mapped { e in if e.clipsContent { e.cornerCurve = curve } }
            let renderer = try PopupRenderer()
            let layout = try renderer.layout(scene)
            let layer = try renderer.popupLayer(layout, screen: try PopupRenderer.pixelSize(of: scene), behind: nil)
            let f = layout.root.frame, k = 3.0
            let outline = ContinuousOutline(x: f.x * k, y: f.y * k, width: f.width * k, height: f.height * k, radii: (84, 84, 84, 84))
            var worst = 0.0
            for y in 0..<layer.image.height {
                let areas = outline.coverage(row: layer.y + y, columns: layer.x..<(layer.x + layer.image.width))
                for x in 0..<layer.image.width { worst = max(worst, abs(Double(layer.image[x, y].a) - areas[x] * 255)) }
            }
            if curve == .continuous {
                XCTAssertLessThanOrEqual(worst, 1.5, "the clip misses the continuous outline by \(worst)/255")
            } else {
                XCTAssertGreaterThan(worst, 20, "circular corners are not the continuous outline")
            }
        }
    }
}
