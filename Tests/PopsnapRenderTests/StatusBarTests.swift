import PopsnapRaster
import XCTest
@testable import Popsnap
import PopsnapGeometry

final class StatusBarTests: XCTestCase {
    private func render(_ json: String) throws -> Image {
        let spec = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "bar.json"), baseDirectory: ".")
        return try PopupRenderer().render(spec.scene())
    }

    private func darkPixels(_ image: Image, in rect: PixelRect) -> Int {
        var n = 0
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where image[x, y].r < 128 { n += 1 } }
        return n
    }

    /// On an iPhone 15 at 1x: the time left of the Dynamic Island, the glyphs right of it, the home
    /// indicator 8 pt above the bottom; none of them without the keys.
    func testStatusBarAndHomeIndicatorAreDrawnInTheSafeAreas() throws {
        let base = #""canvas": "iphone-15", "scale": 1, "background": "white", "popup": {"kind": "hud", "mode": "success"}"#
        let plain = try render("{\(base)}")
        let chrome = try render("{\(base), \"statusBar\": {\"time\": \"9:41\"}, \"homeIndicator\": true}")
        let time = PixelRect(x: 40, y: 15, width: 50, height: 25), glyphs = PixelRect(x: 300, y: 18, width: 70, height: 20)
        let indicator = PixelRect(x: 140, y: 852 - 13, width: 113, height: 5)
        for r in [time, glyphs, indicator] {
            XCTAssertEqual(darkPixels(plain, in: r), 0)
            XCTAssertGreaterThan(darkPixels(chrome, in: r), 20, "\(r)")
        }
        // Light content draws white glyphs: nothing dark on a white screen.
        let light = try render("{\(base), \"statusBar\": {\"style\": \"light\"}}")
        XCTAssertEqual(darkPixels(light, in: time), 0)
    }

    /// iOS draws the status bar and home indicator above the app and its dimming: white glyphs over a
    /// dimmed, blurred screen stay pure white and sharp, in the still and in every frame of an appear.
    func testChromeIsAboveTheDimmingAndTheBlur() throws {
        let base = ##""canvas": "iphone-15", "scale": 1, "background": "#336699", "popup": {"kind": "hud", "mode": "success"}, "statusBar": {"style": "light"}, "homeIndicator": true"##
        let time = PixelRect(x: 40, y: 15, width: 50, height: 25), indicator = PixelRect(x: 140, y: 852 - 13, width: 113, height: 5)
        func white(_ image: Image, in r: PixelRect) -> Int {
            var n = 0
            for y in r.y..<r.maxY { for x in r.x..<r.maxX where image[x, y] == Pixel(r: 255, g: 255, b: 255, a: 255) { n += 1 } }
            return n
        }
        let undimmed = try render("{\(base), \"backdrop\": \"none\"}")
        let dimmed = try render("{\(base), \"backdrop\": {\"color\": \"rgba(0,0,0,0.6)\", \"blur\": 10}}")
        XCTAssertNotEqual(undimmed[200, 200], dimmed[200, 200], "the screen itself is dimmed")
        for r in [time, indicator] {
            XCTAssertGreaterThan(white(undimmed, in: r), 20, "\(r)")
            XCTAssertEqual(white(dimmed, in: r), white(undimmed, in: r), "\(r): the same pure-white glyph pixels")
        }
        let spec = try PopupSpec.decode(try SpecParsing.parse(Array("{\(base), \"backdrop\": {\"color\": \"rgba(0,0,0,0.6)\", \"blur\": 10}}".utf8), file: "bar.json"), baseDirectory: ".")
        let frames = try AnimationRenderer(renderer: PopupRenderer()).frames(of: spec.scene(), transition: .crossfade(curve: .linear), timeline: try Timeline(duration: 0.1, fps: 30))
        for i in 0..<frames.count {
            XCTAssertEqual(white(try frames.frame(i), in: time), white(undimmed, in: time), "frame \(i)")
        }
    }

    /// A bar without a style takes the one that reads on the screen when the scene is made.
    func testStatusBarDecodes() throws {
        func bar(_ v: String, appearance: String = "light") throws -> StatusBar? {
            try PopupSpec.decode(try SpecParsing.parse(Array(#"{"appearance": "\#(appearance)", "statusBar": \#(v), "popup": {"kind": "hud"}}"#.utf8), file: "b.json"),
                                 baseDirectory: ".").scene().statusBar
        }
        XCTAssertEqual(try bar("true"), StatusBar(time: "9:41", content: .dark))
        XCTAssertEqual(try bar("true", appearance: "dark"), StatusBar(time: "9:41", content: .light))
        XCTAssertNil(try bar("false"))
        XCTAssertEqual(try bar(#"{"time": "12:30", "style": "light"}"#), StatusBar(time: "12:30", content: .light))
    }
}
