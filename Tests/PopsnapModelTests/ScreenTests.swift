import XCTest
import PopsnapLayout
@testable import Popsnap

/// One fact, one field: `PopupSpec.screen` is a device held one way up, or a size with its safe area.
final class ScreenTests: XCTestCase {
    private let alert = SystemAlertPopup(title: "Title", message: "Message", actions: [AlertAction("OK")])

    /// A sample of the guide once moved the canvas to an iPhone SE's size and kept the iPhone 15's safe area
    /// (59 pt at the top); the screen now brings the SE's own (20 pt).
    func testADeviceScreenBringsItsOwnSizeAndSafeArea() {
        var spec = PopupSpec(popup: alert)
        spec.screen = .device(.iPhoneSE)
        let scene = spec.scene()
        XCTAssertEqual(scene.canvas.width, Device.iPhoneSE.size.width)
        XCTAssertEqual(scene.canvas.height, Device.iPhoneSE.size.height)
        XCTAssertEqual(scene.safeArea, Device.iPhoneSE.safeArea(in: .portrait))
        XCTAssertEqual(scene.device, .iPhoneSE)
    }

    func testASizeIsDrawnWithTheSafeAreaGivenAndNoDevice() {
        let insets = EdgeInsets(top: 24, bottom: 10)
        let spec = PopupSpec(popup: alert, screen: .size(Size(width: 320, height: 240), safeArea: insets))
        XCTAssertEqual(spec.scale, 3)
        let scene = spec.scene()
        XCTAssertEqual(scene.canvas.width, 320)
        XCTAssertEqual(scene.canvas.height, 240)
        XCTAssertEqual(scene.safeArea, insets)
        XCTAssertNil(scene.device)
    }

    /// The JSON keys are as they were: `canvas` (a device, or a width and height) and `orientation`.
    func testTheSpecKeysMakeTheScreen() throws {
        func screen(_ json: String) throws -> Screen {
            try PopupSpec.decode(try SpecParsing.parse(Array(#"{\#(json), "popup": {"kind": "hud"}}"#.utf8), file: "s.json"), baseDirectory: ".").screen
        }
        XCTAssertEqual(try screen(#""canvas": "iphone-se""#), .device(.iPhoneSE))
        XCTAssertEqual(try screen(#""canvas": {"device": "iphone-16-pro"}, "orientation": "landscape""#), .device(.iPhone16Pro, orientation: .landscape))
        XCTAssertEqual(try screen(#""canvas": {"width": 300, "height": 200}"#), .size(Size(width: 300, height: 200)))
        XCTAssertEqual(try screen(#""scale": 1"#), .device(.iPhone15))
        XCTAssertEqual(Screen.device(.iPhone15, orientation: .landscape).size.width, Device.iPhone15.size.height)
    }
}
