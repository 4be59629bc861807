import PopsnapRaster
import XCTest
@testable import Popsnap

final class StatusBarTests: XCTestCase {
    private func render(_ json: String) throws -> Image {
        let spec = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "bar.json"), baseDirectory: ".")
        return try PopupRenderer().render(spec.scene())
    }

    private func darkPixels(_ image: Image, in rect: IntRect) -> Int {
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
        let time = IntRect(x: 40, y: 15, width: 50, height: 25), glyphs = IntRect(x: 300, y: 18, width: 70, height: 20)
        let indicator = IntRect(x: 140, y: 852 - 13, width: 113, height: 5)
        for r in [time, glyphs, indicator] {
            XCTAssertEqual(darkPixels(plain, in: r), 0)
            XCTAssertGreaterThan(darkPixels(chrome, in: r), 20, "\(r)")
        }
        // Light content draws white glyphs: nothing dark on a white screen.
        let light = try render("{\(base), \"statusBar\": {\"style\": \"light\"}}")
        XCTAssertEqual(darkPixels(light, in: time), 0)
    }

    func testStatusBarDecodes() throws {
        func bar(_ v: String, appearance: String = "light") throws -> StatusBar? {
            try PopupSpec.decode(try SpecParsing.parse(Array(#"{"appearance": "\#(appearance)", "statusBar": \#(v), "popup": {"kind": "hud"}}"#.utf8), file: "b.json"),
                                 baseDirectory: ".").statusBar
        }
        XCTAssertEqual(try bar("true"), StatusBar(time: "9:41", content: .dark))
        XCTAssertEqual(try bar("true", appearance: "dark"), StatusBar(time: "9:41", content: .light))
        XCTAssertNil(try bar("false"))
        XCTAssertEqual(try bar(#"{"time": "12:30", "style": "light"}"#), StatusBar(time: "12:30", content: .light))
    }
}
