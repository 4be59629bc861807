import XCTest
@testable import PopsnapRaster
import PopsnapGeometry

final class StrokeTests: XCTestCase {
    func coverage(_ path: Path, _ w: Int, _ h: Int) throws -> Mask { try Mask(rasterizing: path, width: w, height: h) }

    func testInsideBorderOfRectIsExact() throws {
        let m = try coverage(Path.rect(Rect(x: 2, y: 2, width: 10, height: 8)).stroked(StrokeStyle(width: 2, alignment: .inside)), 14, 12)
        XCTAssertEqual(m[2, 2], 255); XCTAssertEqual(m[3, 5], 255); XCTAssertEqual(m[4, 5], 0)
        XCTAssertEqual(m[1, 5], 0); XCTAssertEqual(m[11, 9], 255); XCTAssertEqual(m[12, 9], 0)
        XCTAssertEqual(m.coverage.reduce(0) { $0 + Int($1) }, (10 * 8 - 6 * 4) * 255)
    }

    func testAlignmentsPlaceTheStroke() throws {
        let square = Path.rect(Rect(x: 10, y: 10, width: 10, height: 10))
        let outside = try coverage(square.stroked(StrokeStyle(width: 2, alignment: .outside)), 30, 30)
        XCTAssertEqual(outside[9, 15], 255); XCTAssertEqual(outside[10, 15], 0); XCTAssertEqual(outside[8, 8], 255)
        let centre = try coverage(square.stroked(StrokeStyle(width: 2, alignment: .center)), 30, 30)
        XCTAssertEqual(centre[9, 15], 255); XCTAssertEqual(centre[10, 15], 255); XCTAssertEqual(centre[11, 15], 0)
        // Counter-clockwise paths have the same inside.
        var ccw = Path()
        ccw.move(to: Point(x: 10, y: 10)); ccw.line(to: Point(x: 10, y: 20)); ccw.line(to: Point(x: 20, y: 20)); ccw.line(to: Point(x: 20, y: 10)); ccw.close()
        XCTAssertEqual(try coverage(ccw.stroked(StrokeStyle(width: 2, alignment: .inside)), 30, 30),
                       try coverage(square.stroked(StrokeStyle(width: 2, alignment: .inside)), 30, 30))
    }

    func testRoundCapsMakeACapsule() throws {
        let line = Path.line(from: Point(x: 10, y: 10), to: Point(x: 30, y: 10))
        let capsule = try coverage(line.stroked(StrokeStyle(width: 6, cap: .round)), 40, 20)
        let area = capsule.coverage.reduce(0.0) { $0 + Double($1) } / 255
        XCTAssertEqual(area, 20 * 6 + Double.pi * 9, accuracy: 0.05)
        let butt = try coverage(line.stroked(StrokeStyle(width: 6, cap: .butt)), 40, 20)
        XCTAssertEqual(butt.coverage.reduce(0.0) { $0 + Double($1) } / 255, 120, accuracy: 0.01)
        let square = try coverage(line.stroked(StrokeStyle(width: 6, cap: .square)), 40, 20)
        XCTAssertEqual(square.coverage.reduce(0.0) { $0 + Double($1) } / 255, 26 * 6, accuracy: 0.01)
    }

    func testJoins() throws {
        var corner = Path()
        corner.move(to: Point(x: 5, y: 20)); corner.line(to: Point(x: 20, y: 20)); corner.line(to: Point(x: 20, y: 5))
        func area(_ j: LineJoin) throws -> Double {
            try coverage(corner.stroked(StrokeStyle(width: 4, join: j)), 30, 30).coverage.reduce(0.0) { $0 + Double($1) } / 255
        }
        // Two 15 x 4 arms overlapping in a 2 x 2 inner square, plus the outer corner piece.
        let arms = 15.0 * 4 * 2 - 2 * 2
        XCTAssertEqual(try area(.bevel), arms + 2, accuracy: 0.02)
        XCTAssertEqual(try area(.miter), arms + 4, accuracy: 0.02)
        XCTAssertEqual(try area(.round), arms + Double.pi, accuracy: 0.05)
    }

    func testCanvasStrokeScalesWidthWithTransform() throws {
        var a = try Canvas(width: 30, height: 30)
        a.stroke(.rect(Rect(x: 2, y: 2, width: 10, height: 10)), style: StrokeStyle(width: 1, alignment: .inside), with: .solid(.white), transform: .scale(2))
        var b = try Canvas(width: 30, height: 30)
        b.fill(Path.rect(Rect(x: 4, y: 4, width: 20, height: 20)).stroked(StrokeStyle(width: 2, alignment: .inside)), with: .solid(.white))
        XCTAssertEqual(a.image, b.image)
    }

    func testBorderWiderThanRadiusHasSharpInnerCorners() throws {
        // CALayer: inner radius max(r − w, 0); with r = 2, w = 4 the hole is a plain rectangle.
        let rr = Path.roundedRect(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 2)
        let m = try coverage(rr.stroked(StrokeStyle(width: 4, alignment: .inside)), 20, 20)
        XCTAssertEqual(m[4, 4], 0)
        XCTAssertEqual(m[3, 4], 255)
        XCTAssertEqual(m[4, 3], 255)
    }
}
