import PopsnapRaster
import XCTest
import PopsnapSpecTestSupport
@testable import Popsnap

final class GlassTests: XCTestCase {
    let renderer = try! PopupRenderer()

    private func spec(_ json: String) throws(SpecError) -> PopupSpec {
        try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "glass.json"), baseDirectory: ".")
    }

    /// A 200 x 120 pt box of `background` over `screen` at 1x, nothing dimmed.
    private func boxSpec(_ background: String, screen: String = ##""#808080""##, appearance: String = "light") -> String {
        ##"{"canvas": {"width": 300, "height": 300}, "scale": 1, "appearance": "\##(appearance)", "backdrop": "none", "background": \##(screen), "popup": {"kind": "custom", "root": {"type": "box", "width": 200, "height": 120, "cornerRadius": 30, "background": \##(background)}}}"##
    }

    func testGlassDecodesFromSpecsInTheirAppearance() throws {
        for appearance in Appearance.allCases {
            guard case let .glass(regular) = try spec(boxSpec(#"{"glass": "regular"}"#, appearance: appearance.rawValue)).scene().popupFill,
                  case let .glass(tinted) = try spec(boxSpec(##"{"glass": "clear", "tint": "#0A84FF40"}"##, appearance: appearance.rawValue)).scene().popupFill
            else { return XCTFail("not glass") }
            XCTAssertEqual(regular, Glass.regular.resolved(for: appearance))
            XCTAssertEqual(tinted, Glass.clear.tint(try Color(parsingHexOrRGB: "#0A84FF40")).resolved(for: appearance))
        }
        let wrong: [(String, String, String)] = [
            (#"{"glass": "frosted"}"#, "popup.root.background.glass", "regular"),
            (##"{"tint": "#0A84FF40"}"##, "popup.root.background.tint", "a tint goes with glass"),
            (#"{"glass": "regular", "material": "systemMaterial"}"#, "popup.root.background.glass", "not material and glass"),
        ]
        for (background, path, words) in wrong {
            let e = specError { () throws(SpecError) in try spec(boxSpec(background)) }
            XCTAssertEqual(e?.path, path, background)
            XCTAssert(e?.message.contains(words) == true, "\(background): \(e?.message ?? "")")
        }
    }

    /// Over one grey the blur and the refraction change nothing, and away from the rim the glass is its
    /// veil over the grey, then its tint: regular a quarter white, clear 6%, as `Glass` documents.
    func testRegularClearAndTintedAreTheirVeilsOverAFlatScreen() throws {
        func centre(_ background: String) throws -> Pixel { try renderer.render(try spec(boxSpec(background)).scene())[150, 150] }
        func over(_ c: Color, _ v: Double) -> Double { c.red * 255 * c.alpha + v * (1 - c.alpha) }
        let grey = 128.0, quarterWhite = Color.white.withAlpha(0.25), tint = Color(r8: 10, g8: 132, b8: 255).withAlpha(0.25)
        let regular = over(quarterWhite, grey).rounded(), clear = over(Color.white.withAlpha(0.06), grey).rounded()
        XCTAssertEqual(try centre(#"{"glass": "regular"}"#), Pixel(r: UInt8(regular), g: UInt8(regular), b: UInt8(regular), a: 255))
        XCTAssertEqual(try centre(#"{"glass": "clear"}"#), Pixel(r: UInt8(clear), g: UInt8(clear), b: UInt8(clear), a: 255))
        let veiled = over(quarterWhite, grey)
        let tinted = [tint.red, tint.green, tint.blue].map { UInt8(($0 * 255 * tint.alpha + veiled * (1 - tint.alpha)).rounded()) }
        XCTAssertEqual(try centre(##"{"glass": "regular", "tint": "#0A84FF40"}"##), Pixel(r: tinted[0], g: tinted[1], b: tinted[2], a: 255))
    }

    /// Over stripes regular frosts them more than clear does, and the rim is brightest at the top left,
    /// the side facing the light: on a dark screen the top-left edge is lighter than the bottom-right.
    func testRegularFrostsMoreThanClearAndTheRimFacesTheLight() throws {
        let stripes = #"{"gradient": ["black", "white", "black", "white", "black", "white", "black", "white"]}"#
        func contrast(_ background: String) throws -> Int {
            let image = try renderer.render(try spec(boxSpec(background, screen: stripes)).scene())
            let column = (110...190).map { Int(image[150, $0].r) }
            return column.max()! - column.min()!
        }
        XCTAssertGreaterThan(try contrast(#"{"glass": "clear"}"#), try contrast(#"{"glass": "regular"}"#) + 20)
        let dark = try renderer.render(try spec(boxSpec(#"{"glass": "clear"}"#, screen: ##""#101010""##)).scene())
        // The box spans 50...250 x 90...210: its top edge faces the light, its bottom edge away.
        XCTAssertGreaterThan(dark[150, 90].r, dark[150, 209].r)
        XCTAssertGreaterThan(dark[150, 209].r, dark[150, 150].r)
    }

    /// An appearing popup draws its glass in every frame: the zoomed frames paint it again over the screen,
    /// so a mid frame differs from the same frame with the glass swapped for its flat veil, the last frame
    /// is the still render, and the frames are the same bytes at 1, 2 and 3 jobs.
    func testGlassAnimatesWithItsPopup() throws {
        let stripes = #"{"gradient": ["black", "white", "black", "white", "black"]}"#
        let scene = try spec(boxSpec(#"{"glass": "regular"}"#, screen: stripes)).scene()
        guard case let .glass(g) = scene.popupFill else { return XCTFail("not glass") }
        var flat = scene
        flat.popup.background = .color(g.veil)
        let timeline = try Timeline(duration: 0.2, fps: 20)
        let animation = AnimationRenderer(renderer: renderer)
        let frames = try animation.frames(of: scene, transition: .appear(curve: .easeOut, fromScale: 1.2), timeline: timeline)
        let flatFrames = try animation.frames(of: flat, transition: .appear(curve: .easeOut, fromScale: 1.2), timeline: timeline)
        let mid = try frames.frame(2), flatMid = try flatFrames.frame(2)
        let changed = (0..<300).flatMap { y in (0..<300).map { x in (x, y) } }.filter { mid[$0.0, $0.1] != flatMid[$0.0, $0.1] }
        XCTAssertGreaterThan(changed.count, 1000)
        XCTAssert(changed.allSatisfy { (35...265).contains($0.0) && (75...225).contains($0.1) }, "only under the zoomed box")
        XCTAssertEqual(try frames.frame(frames.count - 1), try renderer.render(scene))
        func all(_ jobs: Int) throws -> [[UInt8]] {
            var out: [[UInt8]] = []
            try frames.forEachFrame(jobs: jobs, transform: { (_, image: Image) throws(PopsnapError) -> [UInt8] in image.pixels }) { (_: Int, p: [UInt8]) throws(PopsnapError) in out.append(p) }
            return out
        }
        let one = try all(1)
        XCTAssertEqual(try all(2), one)
        XCTAssertEqual(try all(3), one)
    }
}

extension GlassTests {
    /// A theme takes glass as it takes a material: in Swift (`.glass(.regular)`) and in a spec's theme.
    func testTheSystemAlertsThemeTakesGlass() throws {
        var theme = SystemAlertTheme()
        theme.material = .glass(.clear.tint(.white))
        let alert = PopupSpec(popup: SystemAlertPopup(title: "T", message: nil, actions: [AlertAction("OK")], theme: theme), appearance: .dark, ios: .ios18)
        XCTAssertEqual(alert.scene().popupFill, .glass(Glass.clear.tint(.white).resolved(for: .dark)))
        let base = #""popup": {"kind": "system-alert", "title": "T", "actions": ["OK"]}"#
        guard case let .glass(g) = try spec(##"{\##(base), "theme": {"material": {"glass": "clear", "tint": "#0A84FF40"}}}"##).scene().popupFill
        else { return XCTFail("not glass") }
        XCTAssertEqual(g, Glass.clear.tint(try Color(parsingHexOrRGB: "#0A84FF40")).resolved(for: .light))
        for bad in [#"{"tint": "white"}"#, #"{}"#, #"{"glass": "regular", "blur": 3}"#] {
            let e = specError { () throws(SpecError) in try spec("{\(base), \"theme\": {\"material\": \(bad)}}") }
            XCTAssert(e?.path.hasPrefix("theme.material") == true, "\(bad): \(String(describing: e))")
        }
    }
}
