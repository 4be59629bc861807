import PopsnapGeometry
import XCTest

/// Rectangles in points and in whole pixels: overlap, union, insets, edges, and which pixels a rectangle
/// covers, each worked out by hand.
final class RectTests: XCTestCase {
    func testPixelRectIntersection() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(a.intersection(PixelRect(x: 5, y: 5, width: 10, height: 10)), PixelRect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertEqual(a.intersection(PixelRect(x: 2, y: 3, width: 4, height: 5)), PixelRect(x: 2, y: 3, width: 4, height: 5), "inside: itself")
        XCTAssertTrue(a.intersection(PixelRect(x: 10, y: 0, width: 5, height: 5)).isEmpty, "touching at an edge shares no pixel")
        XCTAssertTrue(a.intersection(PixelRect(x: -8, y: 20, width: 5, height: 5)).isEmpty)
        XCTAssertEqual(a.intersection(PixelRect(x: -3, y: -4, width: 5, height: 6)), PixelRect(x: 0, y: 0, width: 2, height: 2), "partly off the image")
    }

    func testPixelRectUnion() {
        let a = PixelRect(x: 0, y: 0, width: 2, height: 2)
        XCTAssertEqual(a.union(PixelRect(x: 5, y: 4, width: 1, height: 3)), PixelRect(x: 0, y: 0, width: 6, height: 7))
        let empty = PixelRect(x: 100, y: 100, width: 0, height: 5)
        XCTAssertEqual(a.union(empty), a, "an empty rectangle adds nothing, wherever it is")
        XCTAssertEqual(empty.union(a), a)
    }

    /// Edges past Int.max saturate instead of trapping.
    func testPixelEdgesSaturate() {
        let far = PixelRect(x: Int.max - 1, y: Int.max, width: 5, height: 1)
        XCTAssertEqual(far.maxX, Int.max)
        XCTAssertEqual(far.maxY, Int.max)
        XCTAssertEqual(PixelRect(x: 3, y: 4, width: 5, height: 6).maxX, 8)
    }

    /// The pixels whose centres lie between the edges, edges included: 0.5 to 2.5 holds the centres 0.5,
    /// 1.5 and 2.5; 0.6 to 2.4 only 1.5.
    func testPixelsByTheirCentres() {
        XCTAssertEqual(PixelRect(centresFromX: 0.5, to: 2.5, y: 0, to: 1), PixelRect(x: 0, y: 0, width: 3, height: 1))
        XCTAssertEqual(PixelRect(centresFromX: 0.6, to: 2.4, y: 0.5, to: 0.5), PixelRect(x: 1, y: 0, width: 1, height: 1))
        XCTAssertTrue(PixelRect(centresFromX: 3, to: 1, y: 0, to: 9).isEmpty, "the far edge before the near one")
        XCTAssertTrue(PixelRect(centresFromX: .nan, to: 1, y: 0, to: 9).isEmpty)
    }

    /// The smallest pixel rectangle holding a rectangle in pixels: outward to whole pixels on every side.
    func testEnclosingPixels() {
        XCTAssertEqual(Rect(x: 0.5, y: -0.5, width: 1, height: 1).enclosingPixels, PixelRect(x: 0, y: -1, width: 2, height: 2))
        XCTAssertEqual(Rect(x: 2, y: 3, width: 4, height: 5).enclosingPixels, PixelRect(x: 2, y: 3, width: 4, height: 5), "whole: itself")
        XCTAssertEqual(Rect(x: 10, y: 10, width: -4.5, height: -1).enclosingPixels, PixelRect(x: 5, y: 9, width: 5, height: 1), "standardized first")
        XCTAssertTrue(Rect(x: 0, y: 0, width: .infinity, height: 1).enclosingPixels.isEmpty)
    }

    func testInsetsMoveEveryEdgeAndNeverTurnNegative() {
        let r = Rect(x: 0, y: 0, width: 10, height: 4)
        XCTAssertEqual(r.insetBy(3), Rect(x: 3, y: 3, width: 4, height: 0), "the height stops at nothing")
        XCTAssertEqual(r.insetBy(-2), Rect(x: -2, y: -2, width: 14, height: 8), "a negative inset grows it")
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual([insets.horizontal, insets.vertical], [6, 4])
        XCTAssertEqual(EdgeInsets(horizontal: 16, vertical: 11), EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        XCTAssertEqual(EdgeInsets(all: 5), EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
    }

    func testEdgesCentresAndOffsets() {
        let r = Rect(x: 20, y: 300, width: 270, height: 140)
        XCTAssertEqual([r.minX, r.minY, r.maxX, r.maxY, r.midX, r.midY], [20, 300, 290, 440, 155, 370])
        XCTAssertEqual(r.offsetBy(dx: 5, dy: -2), Rect(x: 25, y: 298, width: 270, height: 140))
        XCTAssertEqual(Rect(x: 10, y: 10, width: -4, height: -6).standardized, Rect(x: 6, y: 4, width: 4, height: 6))
        XCTAssertTrue(Rect(x: 10, y: 10, width: -4, height: 6).isEmpty)
        XCTAssertTrue(Rect(x: 0, y: 0, width: .nan, height: 6).isEmpty)
        XCTAssertFalse(Rect(x: 0, y: 0, width: 0.1, height: 0.1).isEmpty)
    }

    /// Containment forgives a millionth of a point, no more.
    func testContainmentForgivesAMillionth() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(r.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertTrue(r.contains(Rect(x: -5e-7, y: 0, width: 10, height: 10 + 5e-7)))
        XCTAssertFalse(r.contains(Rect(x: -1e-5, y: 0, width: 5, height: 5)))
        XCTAssertFalse(r.contains(Rect(x: 6, y: 6, width: 5, height: 1)))
    }
}
