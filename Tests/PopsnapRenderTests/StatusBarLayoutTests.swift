import PopsnapGeometry
import PopsnapRaster
import XCTest
@testable import Popsnap
import PopsnapLayout

/// The status bar where iOS lays it out on each kind of screen, measured on renders the way the real
/// screenshots `StatusBarLayout` cites were measured: white glyphs on black, ink edges to a device pixel.
final class StatusBarLayoutTests: XCTestCase {
    /// A run of ink across the bar, in points: one glyph, or the time's digits.
    struct Ink: Equatable {
        var x0, x1, y0, y1: Double
        var midX: Double { (x0 + x1) / 2 }
        var midY: Double { (y0 + y1) / 2 }
    }

    private func render(_ device: String, _ extra: String = "", scale: Int? = nil) throws -> Image {
        let s = scale.map { #""scale": \#($0), "# } ?? ""
        let json = ##"{"canvas": "\##(device)", \##(s)"background": "#000000", "backdrop": "none", "statusBar": {"style": "light"}\##(extra), "popup": {"kind": "hud"}}"##
        let spec = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "bar.json"), baseDirectory: ".")
        return try PopupRenderer().render(spec.scene())
    }

    /// The runs of lit columns in the top `points` of `image`, split where `gap` points are dark.
    private func inks(_ image: Image, top points: Double, scale k: Double, gap: Double = 1.5) -> [Ink] {
        let rows = Int(points * k)
        func lit(_ x: Int, _ y: Int) -> Bool { Int(image[x, y].r) + Int(image[x, y].g) + Int(image[x, y].b) > 120 }
        var runs: [Ink] = [], start: Int?, last = 0
        func close() {
            guard let s = start else { return }
            let ys = (0..<rows).filter { y in (s...last).contains { lit($0, y) } }
            runs.append(Ink(x0: Double(s) / k, x1: Double(last + 1) / k, y0: Double(ys.first!) / k, y1: Double(ys.last! + 1) / k))
        }
        for x in 0..<image.width where (0..<rows).contains(where: { lit(x, $0) }) {
            if start != nil, Double(x - last) > gap * k { close(); start = nil }
            if start == nil { start = x }
            last = x
        }
        close()
        return runs
    }

    /// The measured iPhone 13 Pro Max (428 pt, 3x, notch): time ink 46.33–78.33 x 18.00–30.67, the glyphs
    /// 324.33–400.67 (cellular from 324.33, Wi-Fi 350–367, battery 373.33–400.67 x 17.67–30.67).
    func testANotchedPhoneIsTheMeasuredScreenshot() throws {
        let runs = inks(try render("iphone-13-pro-max"), top: 47, scale: 3, gap: 4)
        XCTAssertEqual(runs.count, 4, "\(runs)")   // the time, the four cellular bars as one, Wi-Fi, the battery
        guard runs.count == 4 else { return }
        let (time, cellular, wifi, battery) = (runs[0], runs[1], runs[2], runs[3])
        XCTAssertEqual(time.x0, 46.33, accuracy: 1)
        XCTAssertEqual(time.x1, 78.33, accuracy: 0.5)
        XCTAssertEqual(time.y0, 18.0, accuracy: 0.5)
        XCTAssertEqual(time.y1, 30.67, accuracy: 0.5)
        XCTAssertEqual(cellular.x0, 324.33, accuracy: 0.5)
        XCTAssertEqual(wifi.x0, 350, accuracy: 0.5)
        XCTAssertEqual(wifi.x1, 367, accuracy: 0.5)
        XCTAssertEqual(battery.x0, 373.33, accuracy: 0.5)
        XCTAssertEqual(battery.y0, 17.67, accuracy: 0.5)
        XCTAssertEqual(battery.y1, 30.67, accuracy: 0.5)
        XCTAssertEqual(battery.x1, 400.67, accuracy: 0.5, "its nub")
    }

    /// On a Dynamic Island phone the time is centred in the left ear and the glyphs in the right one, both
    /// level with the island; none of them under it. Both widths of island phone, and the Air's deeper band.
    func testAnIslandPhoneSplitsTheBarAroundTheIsland() throws {
        for device in [Device.iPhone15, .iPhone16Pro, .iPhone17ProMax, .iPhoneAir] {
            let island = try XCTUnwrap(device.sensorHousing).frame
            let runs = inks(try render(device.rawValue, scale: 3), top: 54, scale: 3, gap: 4)
            let left = runs.filter { $0.x1 <= island.x }, right = runs.filter { $0.x0 >= island.maxX }
            XCTAssertEqual(left.count + right.count, runs.count, "\(device): nothing under the island")
            let time = try XCTUnwrap(left.first, "\(device)")
            XCTAssertEqual(time.midX, island.x / 2, accuracy: 1, "\(device): the time in the left ear's middle")
            XCTAssertEqual(time.midY, island.midY, accuracy: 0.5, "\(device): level with the island")
            let glyphs = (right.first!.x0 + right.last!.x1) / 2
            XCTAssertEqual(glyphs, (island.maxX + device.size.width) / 2 - 2.9, accuracy: 0.5, "\(device)")
            XCTAssertEqual(right.map(\.midY).max()!, island.midY, accuracy: 0.7, "\(device)")
        }
    }

    /// iPhone SE: the time centred on the screen, cellular and Wi-Fi from 6.67 pt on the left, the battery
    /// 5.33 pt from the right (measured on an iPhone 8 Plus's 20 pt bar).
    func testAHomeButtonPhoneCentresTheTime() throws {
        let runs = inks(try render("iphone-se"), top: 20, scale: 2, gap: 3)
        XCTAssertEqual(runs.first?.x0 ?? 0, 6.67, accuracy: 0.5, "cellular at the leading edge: \(runs)")
        let time = try XCTUnwrap(runs.first { $0.x0 > 100 && $0.x1 < 275 })
        XCTAssertEqual(time.midX, 375.0 / 2, accuracy: 1)
        XCTAssertEqual(time.midY, 10.5, accuracy: 0.5)
        XCTAssertEqual(runs.last?.x1 ?? 0, 375 - 5.33, accuracy: 0.5, "the battery's nub at the trailing edge")
        XCTAssertEqual(runs.filter { $0.x0 < 100 }.count, 2, "cellular and Wi-Fi on the left")
    }

    /// iPad: the time from 16.5 pt, the battery ending 15 pt from the right (measured on an iPad Pro
    /// 12.9-inch), either way up: a turned iPad keeps its bar, across its landscape width.
    func testAnIPadKeepsItsOwnBarBothWaysUp() throws {
        for (orientation, width) in [("portrait", 1032.0), ("landscape", 1376.0)] {
            let image = try render("ipad-pro-13", #", "orientation": "\#(orientation)""#)
            XCTAssertEqual(Double(image.width) / 2, width)
            let runs = inks(image, top: 24, scale: 2, gap: 3)
            XCTAssertEqual(runs.first?.x0 ?? 0, 16.5, accuracy: 1, orientation)
            XCTAssertEqual(runs.first.map { ($0.y0 + $0.y1) / 2 } ?? 0, 12, accuracy: 0.5, orientation)
            XCTAssertEqual(runs.last?.x1 ?? 0, width - 15, accuracy: 0.5, orientation)
            XCTAssertEqual(runs.count, 4, "time, cellular, Wi-Fi, battery: \(orientation) \(runs)")
        }
    }

    /// `"cutout": true` draws the housing in black over everything (here a white screen): the island's
    /// centre and the notch's middle are black, the ears beside them are not; without the key, nothing.
    /// In landscape the housing is on the left, centred down the screen.
    func testTheCutoutIsDrawnOnlyWhenAskedAndTurnsWithTheDevice() throws {
        func screen(_ device: Device, _ extra: String) throws -> Image {
            let json = #"{"canvas": "\#(device.rawValue)", "scale": 1, "background": "white", "backdrop": "none"\#(extra), "popup": {"kind": "hud"}}"#
            let spec = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "c.json"), baseDirectory: ".")
            return try PopupRenderer().render(spec.scene())
        }
        let black = Pixel(r: 0, g: 0, b: 0, a: 255), white = Pixel(r: 255, g: 255, b: 255, a: 255)
        for device in [Device.iPhone16Pro, .iPhone14] {
            let f = try XCTUnwrap(device.sensorHousing).frame
            let (x, y) = (Int(f.midX), Int(f.midY)), name = device.rawValue
            XCTAssertEqual(try screen(device, "")[x, y], white, name)
            let drawn = try screen(device, #", "cutout": true"#)
            XCTAssertEqual(drawn[x, y], black, name)
            XCTAssertEqual(drawn[Int(f.x) - 3, y], white, "\(name): the left ear")
            XCTAssertEqual(drawn[Int(f.maxX) + 3, y], white, "\(name): the right ear")
            XCTAssertEqual(drawn[x, Int(f.maxY) + 2], white, "\(name): below it")
            let turned = try screen(device, #", "cutout": true, "orientation": "landscape""#)
            XCTAssertEqual(turned[y, Int(device.size.width - f.midX)], black, "\(name) in landscape")
            XCTAssertEqual(turned[Int(f.maxY) + 2, turned.height / 2], white, "\(name) in landscape: its floor")
        }
        // The notch's flares: its top edge is wider than its floor.
        let notch = try screen(.iPhone14, #", "cutout": true"#), f = try XCTUnwrap(Device.iPhone14.sensorHousing).frame
        XCTAssertEqual(notch[Int(f.x) + 6, 0], black, "the flare at the top edge")
        XCTAssertEqual(notch[Int(f.x) + 6, 12], white, "outside the notch below its flare")
        // No housing on a screen without one.
        XCTAssertEqual(try screen(.iPhoneSE, #", "cutout": true"#).pixels, try screen(.iPhoneSE, "").pixels)
    }
}
