import PopsnapGeometry
import XCTest

final class GeometryTests: XCTestCase {
    func testInsets() {
        let i = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(i.horizontal, 6)
        XCTAssertEqual(i.vertical, 4)
        XCTAssertEqual(Rect(x: 1, y: 2, width: 3, height: 4).maxY, 6)
    }
}
