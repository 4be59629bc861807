import PopsnapRaster
import XCTest
@testable import Popsnap
import PopsnapGeometry

/// A contact sheet of screens: what a matrix of devices or orientations shows, since the popup alone would
/// hide what differs between them (the safe area, the status bar, the cutout).
final class ScreenSheetTests: XCTestCase {
    func testADeviceOrOrientationAxisFramesWholeScreens() {
        var axes = VariantAxes()
        XCTAssertEqual(ContactSheet.Framing(axes), .popup)
        (axes.locales, axes.appearances) = (["en", "de"], [.light, .dark])
        XCTAssertEqual(ContactSheet.Framing(axes), .popup)
        axes.devices = [.iPhoneSE, .iPadMini]
        XCTAssertEqual(ContactSheet.Framing(axes), .screen)
        (axes.devices, axes.orientations) = ([], [.portrait, .landscape])
        XCTAssertEqual(ContactSheet.Framing(axes), .screen)
    }

    /// Two iPhone SE screens rendered at 2x and an iPad mini's: each cell the whole screen at one pixel a
    /// point (375 x 667, 744 x 1133), in rows of cells at their own sizes. Gaps are 24 px and labels 56 px
    /// (12 and 28 pt at the sheet's 2 px a point); the rows wrap at the square root of the cells' area,
    /// √(2 · 399 · 747 + 768 · 1213) = 1236 px, so the phones share a row and the iPad has its own.
    func testScreensAreWholeAtOnePixelAPointInRowsOfTheirOwnSizes() throws {
        let renderer = try PopupRenderer()
        var sheet = ContactSheet(framing: .screen)
        var phone: Image?  // the first render, at 2x
        for device in [Device.iPhoneSE, .iPhoneSE, .iPadMini] {
            let json = #"{"canvas": "\#(device.rawValue)", "scale": 2, "statusBar": true, "popup": {"kind": "hud"}}"#
            let scene = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "s.json"), baseDirectory: ".").scene()
            let layout = try renderer.layout(scene), image = try renderer.render(scene, laidOut: layout)
            phone = phone ?? image
            try sheet.add(name: device.rawValue, image: image, layout: layout)
        }
        let image = try sheet.image(columns: 3, typesetter: renderer.typesetter)
        XCTAssertEqual(image.width, 24 + 375 + 24 + 375 + 24)
        XCTAssertEqual(image.height, 24 + 667 + 56 + 24 + 1133 + 56 + 24)
        // The first phone's cell is its screen, shrunk by half: its status bar's time is in its top band.
        let cell = PixelRect(x: 24, y: 24, width: 375, height: 20)
        XCTAssertTrue((cell.y..<cell.maxY).contains { y in (cell.x..<cell.maxX).contains { x in image[x, y].r < 100 } },
                      "the status bar is on the sheet")
        // The iPad is alone on the second row, its top 24 + 667 + 56 + 24 = 771 px down, as tall as itself.
        XCTAssertEqual(image[24 + 372, 771 + 566], try XCTUnwrap(phone)[2 * 187, 2 * 333], "both screens' middles, under their HUDs")
    }
}
