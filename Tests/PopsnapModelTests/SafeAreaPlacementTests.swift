import PopsnapLayout
import XCTest
@testable import Popsnap
import PopsnapGeometry

final class SafeAreaPlacementTests: XCTestCase {
    /// iPhone 15: 852 pt tall, 59 pt above the safe area and 34 below, so 759 pt of room.
    func testPopupMovesIntoTheSafeAreaOnlyWhenCentringPutsItUnderAnInset() throws {
        func top(_ height: Int) throws -> Double {
            let json = #"{"canvas": "iphone-15", "scale": 1, "popup": {"kind": "custom", "root": {"type": "box", "width": 200, "height": \#(height)}}}"#
            let spec = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "s.json"), baseDirectory: ".")
            return try PopupRenderer().layout(spec.scene()).root.frame.y
        }
        XCTAssertEqual(try top(700), 76)   // centred: 76 to 776, clear of both insets
        XCTAssertEqual(try top(740), 59)   // centred would start at 56, under the Dynamic Island
        XCTAssertEqual(try top(800), 26)   // larger than the room: centred, and lint reports it
        // A canvas without a device has no safe area: always centred.
        let free = SceneLayout.origin(of: Size(width: 100, height: 740), canvas: Size(width: 393, height: 852), safeArea: .zero)
        XCTAssertEqual(free.y, 56)
    }

    /// UIAlertController's alert is centred in the safe area: measured on an iPhone 11 (896 pt, 48 above,
    /// 34 below) at y = 455 pt, where the screen's centre is 448. The same rule on the devices Popsnap knows.
    func testTheSystemAlertIsCentredInTheSafeArea() throws {
        func centre(_ canvas: String) throws -> (x: Double, y: Double) {
            let json = #"{"canvas": "\#(canvas)", "scale": 2, "popup": {"kind": "system-alert", "title": "Title", "message": "Message", "actions": [{"title": "Close", "style": "cancel"}]}}"#
            let spec = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "s.json"), baseDirectory: ".")
            let f = try PopupRenderer().layout(spec.scene()).root.frame
            return (f.x + f.width / 2, f.y + f.height / 2)
        }
        // The frame snaps to the 2x grid: its centre is within a pixel of the safe area's.
        let devices: [(canvas: String, width: Double, safeCentre: Double)] = [
            ("iphone-15", 393, 438.5),   // 59 + (852 - 59 - 34) / 2
            ("iphone-se", 375, 343.5),   // 20 + (667 - 20) / 2
            ("ipad", 820, 589.5),        // 24 + (1180 - 24 - 25) / 2
        ]
        for (canvas, width, safeCentre) in devices {
            let c = try centre(canvas)
            XCTAssertEqual(c.y, safeCentre, accuracy: 0.5, canvas)
            XCTAssertEqual(c.x, width / 2, accuracy: 0.5, canvas)
        }
        // Turned, each device's own landscape safe area: an iPhone's housing inset on both sides and its
        // home indicator below, an iPad's bars kept, the SE's none at all.
        let turned: [(canvas: String, centre: (x: Double, y: Double))] = [
            ("iphone-se", (333.5, 187.5)),        // no insets: 667 x 375 / 2
            ("iphone-16-pro", (437, 190.5)),      // 62 + (874 - 124) / 2, (402 - 21) / 2
            ("iphone-air", (456, 200)),           // 68 + (912 - 136) / 2, (420 - 20) / 2
            ("ipad", (590, 409.5)),               // 1180 / 2, 24 + (820 - 24 - 25) / 2
        ]
        for (canvas, expected) in turned {
            let json = #"{"canvas": "\#(canvas)", "orientation": "landscape", "scale": 2, "popup": {"kind": "system-alert", "title": "Title", "message": "Message", "actions": [{"title": "Close", "style": "cancel"}]}}"#
            let f = try PopupRenderer().layout(PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "s.json"), baseDirectory: ".").scene()).root.frame
            XCTAssertEqual(f.x + f.width / 2, expected.x, accuracy: 0.5, canvas)
            XCTAssertEqual(f.y + f.height / 2, expected.y, accuracy: 0.5, canvas)
        }
        // The iPhone 11's figures, from the measured render.
        XCTAssertEqual(SceneLayout.origin(of: Size(width: 270, height: 124.5), canvas: Size(width: 414, height: 896), safeArea: EdgeInsets(top: 48, bottom: 34),
                                          placement: .centredInSafeArea).y + 124.5 / 2, 455)
        // Larger than the safe area, it is centred on the screen.
        XCTAssertEqual(SceneLayout.origin(of: Size(width: 270, height: 800), canvas: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34),
                                          placement: .centredInSafeArea).y, 26)
    }

    /// A pinned popup keeps its side's margin from the safe area (or the screen) and is centred along it.
    func testPinnedPlacementKeepsItsSideAndCentresAlongIt() {
        let size = Size(width: 100, height: 50), canvas = Size(width: 400, height: 800)
        let safe = EdgeInsets(top: 59, leading: 10, bottom: 34, trailing: 30)
        func origin(_ p: PopupPlacement, _ d: LayoutDirection = .leftToRight) -> Point {
            SceneLayout.origin(of: size, canvas: canvas, safeArea: safe, placement: p, direction: d)
        }
        XCTAssertEqual(origin(.pinned(.bottom, margin: 8)), Point(x: 10 + (360 - 100) / 2, y: 800 - 34 - 8 - 50))
        XCTAssertEqual(origin(.pinned(.bottom, fromSafeArea: false)).y, 750)
        XCTAssertEqual(origin(.pinned(.top, margin: 4)).y, 63)
        XCTAssertEqual(origin(.pinned(.top, margin: 4, fromSafeArea: false)).y, 4)
        XCTAssertEqual(origin(.pinned(.leading, margin: 2)).x, 12)
        XCTAssertEqual(origin(.pinned(.leading, margin: 2), .rightToLeft).x, 400 - 30 - 2 - 100)
        XCTAssertEqual(origin(.pinned(.trailing), .rightToLeft).x, 10)
        XCTAssertEqual(origin(.pinned(.leading)).y, 59 + (707 - 50) / 2)
    }
}
