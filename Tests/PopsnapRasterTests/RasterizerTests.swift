import XCTest
@testable import PopsnapRaster
import PopsnapGeometry

final class RasterizerTests: XCTestCase {
    func mask(_ path: Path, _ w: Int, _ h: Int, rule: FillRule = .nonZero) throws -> Mask {
        try Mask(rasterizing: path, width: w, height: h, rule: rule)
    }

    func testRectOnPixelBoundariesIsExact() throws {
        let m = try mask(.rect(Rect(x: 2, y: 3, width: 5, height: 4)), 10, 10)
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<7).contains(x) && (3..<7).contains(y)
                XCTAssertEqual(m[x, y], inside ? 255 : 0, "(\(x), \(y))")
            }
        }
    }

    func testHalfPixelEdgeIsHalfCovered() throws {
        let m = try mask(.rect(Rect(x: 2.5, y: 1, width: 3, height: 2)), 8, 4)
        XCTAssertTrue(m[2, 1] == 127 || m[2, 1] == 128)
        XCTAssertEqual(m[3, 1], 255)
        XCTAssertEqual(m[4, 2], 255)
        XCTAssertTrue(m[5, 2] == 127 || m[5, 2] == 128)
        XCTAssertEqual(m[6, 1], 0)
        XCTAssertEqual(m[1, 1], 0)
    }

    func testFractionalCornerPixelHasProductCoverage() throws {
        // A rect from (1.25, 1.5): the corner pixel is covered 0.75 x 0.5.
        let m = try mask(.rect(Rect(x: 1.25, y: 1.5, width: 2, height: 2)), 5, 5)
        XCTAssertEqual(m[1, 1], UInt8((0.75 * 0.5 * 255).rounded()))
        XCTAssertEqual(m[2, 1], UInt8((0.5 * 255).rounded()))
        XCTAssertEqual(m[3, 3], UInt8((0.25 * 0.5 * 255).rounded()))
    }

    func testDiagonalEdgeCoversHalfOfEachPixelItCrosses() throws {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 8, y: 8)); p.line(to: Point(x: 0, y: 8)); p.close()
        let m = try mask(p, 8, 8)
        for i in 0..<8 { XCTAssertTrue(m[i, i] == 127 || m[i, i] == 128, "\(i): \(m[i, i])") }
        XCTAssertEqual(m[0, 7], 255)
        XCTAssertEqual(m[7, 0], 0)
    }

    func testShapesBeyondTheImageAreClippedNotWrapped() throws {
        // A rect from far left to far right and above to below: every pixel is covered.
        let m = try mask(.rect(Rect(x: -100.3, y: -50.2, width: 300, height: 200)), 7, 5)
        XCTAssertTrue(m.coverage.allSatisfy { $0 == 255 })
        // A rect only partly inside on the right keeps its exact left edge.
        let n = try mask(.rect(Rect(x: 4.5, y: -3, width: 100, height: 100)), 7, 5)
        XCTAssertEqual(n[3, 2], 0)
        XCTAssertTrue(n[4, 2] == 127 || n[4, 2] == 128)
        XCTAssertEqual(n[6, 4], 255)
        // Entirely outside: nothing.
        let o = try mask(.rect(Rect(x: 10, y: 10, width: 3, height: 3)), 7, 5)
        XCTAssertTrue(o.coverage.allSatisfy { $0 == 0 })
    }

    func testEvenOddMakesAHoleWhereNonZeroDoesNot() throws {
        var p = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        p.addPath(.rect(Rect(x: 3, y: 3, width: 4, height: 4)))   // same direction: winding 2 inside
        let nz = try mask(p, 10, 10, rule: .nonZero)
        let eo = try mask(p, 10, 10, rule: .evenOdd)
        XCTAssertEqual(nz[5, 5], 255)
        XCTAssertEqual(eo[5, 5], 0)
        XCTAssertEqual(eo[1, 1], 255)
    }

    func testTallShapesCrossManyBands() throws {
        let h = Rasterizer.bandHeight * 5 + 3
        let m = try mask(.rect(Rect(x: 1, y: 0.5, width: 2, height: Double(h) - 1)), 4, h)
        XCTAssertTrue(m[1, 0] == 127 || m[1, 0] == 128)
        for y in 1..<(h - 1) { XCTAssertEqual(m[2, y], 255, "row \(y)") }
        XCTAssertTrue(m[1, h - 1] == 127 || m[1, h - 1] == 128)
    }

    func testCircleAreaMatchesPiRSquared() throws {
        let m = try mask(.circle(center: Point(x: 50.3, y: 49.7), radius: 40.2), 100, 100)
        let area = m.coverage.reduce(0.0) { $0 + Double($1) } / 255
        XCTAssertEqual(area, Double.pi * 40.2 * 40.2, accuracy: 0.5)
    }

    func testClipLimitsDrawingToItsShape() throws {
        var canvas = try Canvas(width: 10, height: 10, fill: .white)
        canvas.clip(to: .rect(Rect(x: 2, y: 2, width: 3, height: 3)))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .solid(.black))
        XCTAssertEqual(canvas.image[3, 3], Pixel(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(canvas.image[1, 1], Pixel(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(canvas.image[5, 3], Pixel(r: 255, g: 255, b: 255, a: 255))
        canvas.resetClip()
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), with: .solid(.black))
        XCTAssertEqual(canvas.image[0, 0].r, 0)
    }

    func testClipWithAntialiasedEdgeScalesCoverage() throws {
        var canvas = try Canvas(width: 4, height: 1)
        canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 1.5, height: 1)))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 1)), with: .solid(.white))
        XCTAssertEqual(canvas.image[0, 0].a, 255)
        XCTAssertTrue(canvas.image[1, 0].a == 127 || canvas.image[1, 0].a == 128)
        XCTAssertEqual(canvas.image[2, 0].a, 0)
    }
}

extension RasterizerTests {
    func testNonFiniteAndHugeCoordinatesDrawNothingWrongAndNeverCrash() throws {
        var p = Path()
        p.move(to: Point(x: .nan, y: 1)); p.line(to: Point(x: 5, y: .infinity)); p.line(to: Point(x: 1, y: 1)); p.close()
        XCTAssertTrue(try mask(p, 8, 8).coverage.allSatisfy { $0 == 0 })
        let huge = try mask(.rect(Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)), 4, 4)
        XCTAssertTrue(huge.coverage.allSatisfy { $0 == 255 })
        var canvas = try Canvas(width: 4, height: 4)
        canvas.fill(.circle(center: .zero, radius: 3), with: .solid(.white), transform: Transform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1))
        canvas.stroke(.circle(center: Point(x: 2, y: 2), radius: .nan), style: StrokeStyle(width: 2), with: .solid(.white))
        XCTAssertTrue(canvas.image.pixels.allSatisfy { $0 == 0 })
    }
}
