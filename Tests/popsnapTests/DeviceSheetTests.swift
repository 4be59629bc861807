import Foundation
import PopsnapPNG
import PopsnapTestSupport
import XCTest
import PopsnapRaster

/// The contact sheet of every device (`Snapshots/Sheets/devices.json`: the system alert on each, with its
/// status bar, home indicator and cutout), kept as a reference image looked at when recorded.
final class DeviceSheetTests: TemporaryFolderTestCase, ExhaustiveLayer {
    /// A matrix with a devices axis puts each whole screen on the sheet, at one pixel a point, in rows of
    /// screens at their own sizes; drawn again, it is the reference pixel for pixel.
    func testTheSheetOfEveryDeviceIsItsReference() throws {
        let sheets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots/Sheets")
        let drawn = folder.appendingPathComponent("devices.png").path
        let result = try RunPopsnap.run(["render", sheets.appendingPathComponent("devices.json").path, "--matrix", "--sheet", drawn])
        XCTAssertEqual(result.status, 0, result.err)
        let image = try PNG.read(contentsOf: drawn), reference = try PNG.read(contentsOf: sheets.appendingPathComponent("devices.png").path)
        XCTAssertEqual(image.width, reference.width)
        XCTAssertEqual(image.height, reference.height)
        XCTAssertTrue(image.pixels == reference.pixels, "the sheet differs from Snapshots/Sheets/devices.png")
    }
}
