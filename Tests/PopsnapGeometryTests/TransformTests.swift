import PopsnapGeometry
import XCTest

/// Affine transforms as CGAffineTransform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
final class TransformTests: XCTestCase {
    /// `concatenating` applies `self` first: move then double is not double then move.
    func testConcatenationAppliesSelfFirst() {
        let move = Transform.translation(x: 10, y: 5), double = Transform.scale(2)
        XCTAssertEqual(move.concatenating(double).apply(Point(x: 1, y: 1)), Point(x: 22, y: 12))
        XCTAssertEqual(double.concatenating(move).apply(Point(x: 1, y: 1)), Point(x: 12, y: 7))
        // A quarter turn then a stretch of 2 across and 3 down: (1, 0) turns to (0, 1), then stretches to (0, 3);
        // stretched first, it is (2, 0), then turned to (0, 2).
        let turn = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), stretch = Transform.scale(x: 2, y: 3)
        XCTAssertEqual(turn.concatenating(stretch).apply(Point(x: 1, y: 0)), Point(x: 0, y: 3))
        XCTAssertEqual(stretch.concatenating(turn).apply(Point(x: 1, y: 0)), Point(x: 0, y: 2))
        XCTAssertTrue(Transform.identity.concatenating(.identity).isIdentity)
        XCTAssertFalse(move.isIdentity)
    }

    /// A quarter turn clockwise on screen (y down) takes the x axis to y and y to −x.
    func testAQuarterTurn() {
        let turn = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        XCTAssertEqual(turn.apply(Point(x: 1, y: 0)), Point(x: 0, y: 1))
        XCTAssertEqual(turn.apply(Point(x: 0, y: 1)), Point(x: -1, y: 0))
        XCTAssertEqual(turn.maxScale, 1, accuracy: 1e-12, "a rotation stretches nothing")
    }

    /// A scale about a centre keeps the centre and moves the rest away from it.
    func testAScaleAboutACentreKeepsTheCentre() {
        let t = Transform.scale(2, about: Point(x: 10, y: 10))
        XCTAssertEqual(t.apply(Point(x: 10, y: 10)), Point(x: 10, y: 10))
        XCTAssertEqual(t.apply(Point(x: 12, y: 9)), Point(x: 14, y: 8))
        XCTAssertEqual(Transform.scale(x: 2, y: 3).apply(Point(x: 1, y: 1)), Point(x: 2, y: 3))
        XCTAssertEqual(Transform.scale(x: 2, y: -3).maxScale, 3, accuracy: 1e-12)
    }

    /// The linear part alone moves directions, which a translation leaves as they are.
    func testDirectionsIgnoreTheTranslation() {
        let t = Transform(a: 2, b: 0, c: 0, d: 3, tx: 100, ty: -50)
        XCTAssertEqual(t.applyLinear(Point(x: 1, y: 1)), Point(x: 2, y: 3))
        XCTAssertEqual(t.apply(Point(x: 1, y: 1)), Point(x: 102, y: -47))
        XCTAssertEqual(t.determinant, 6)
    }

    /// The inverse undoes the transform; a transform that collapses the plane has none.
    func testTheInverseUndoesAndACollapseHasNone() throws {
        let t = Transform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -4)
        let inverse = try XCTUnwrap(t.inverted)
        for p in [Point(x: 0, y: 0), Point(x: 7.5, y: -3), Point(x: -120, y: 44)] {
            let back = inverse.apply(t.apply(p))
            XCTAssertEqual(back.x, p.x, accuracy: 1e-12)
            XCTAssertEqual(back.y, p.y, accuracy: 1e-12)
        }
        XCTAssertNil(Transform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1).inverted, "columns in line: a line, not a plane")
        XCTAssertNil(Transform.scale(0).inverted)
        XCTAssertNil(Transform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted)
    }

    /// Vector helpers of the rasterizer's strokes.
    func testVectorMaths() {
        let u = Point(x: 3, y: 4)
        XCTAssertEqual(u.length, 5)
        XCTAssertEqual(u.normalized, Point(x: 0.6, y: 0.8))
        XCTAssertEqual(Point.zero.normalized, .zero, "no direction, no NaN")
        XCTAssertEqual(u.perpendicular, Point(x: -4, y: 3))
        XCTAssertEqual(u.dot(Point(x: -4, y: 3)), 0)
        XCTAssertEqual(Point(x: 1, y: 0).cross(Point(x: 0, y: 1)), 1)
        XCTAssertEqual(u + Point(x: 1, y: 1) - Point(x: 2, y: 2), Point(x: 2, y: 3))
        XCTAssertEqual(u * 2, Point(x: 6, y: 8))
    }
}
