import PopsnapLayout
import XCTest
@testable import Popsnap

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
        let free = SceneLayout.origin(of: Size(width: 100, height: 740), canvas: (393, 852), safeArea: .zero)
        XCTAssertEqual(free.y, 56)
    }
}
