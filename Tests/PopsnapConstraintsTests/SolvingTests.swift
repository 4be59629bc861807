import PopsnapConstraints
import XCTest

/// Required equalities and inequalities, optional ones, and multipliers, each against values worked by hand.
final class SolvingTests: XCTestCase {
    func testEqualitiesChain() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        try solver.add(x == 10)
        try solver.add(y == x + 5)
        try solver.add(2 * z == y - x + 4)
        XCTAssertEqual(solver.value(of: x), 10)
        XCTAssertEqual(solver.value(of: y), 15)
        XCTAssertEqual(solver.value(of: z), 4.5, accuracy: 1e-12)
    }

    func testRequiredInequalitiesClampAnOptionalPull() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        let far = try solver.add((x == 100).withPriority(500))
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-12)
        try solver.remove(far)
        try solver.add((x == -5).withPriority(500))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-12)
    }

    /// An optional inequality that holds has no error, so it does not pull a lower priority's value.
    func testSatisfiedOptionalInequalityCostsNothing() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        try solver.add((x >= 10).withPriority(750))
        try solver.add((x == 50).withPriority(250))
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-12)

        var capped = ConstraintSolver()
        let y = capped.makeVariable("y")
        try capped.add((y <= 40).withPriority(750))
        try capped.add((y == 50).withPriority(250))
        XCTAssertEqual(capped.value(of: y), 40, accuracy: 1e-12)
    }

    /// centerX == 0.5 * width, as a `.centerX` constraint with a multiplier reads.
    func testCenteringWithAMultiplier() throws {
        var solver = ConstraintSolver()
        let screenWidth = solver.makeVariable("screen.width")
        let minX = solver.makeVariable("label.minX"), width = solver.makeVariable("label.width")
        try solver.add(screenWidth == 390)
        try solver.add(width == 100)
        try solver.add(minX + 0.5 * width == 0.5 * screenWidth)
        XCTAssertEqual(solver.value(of: minX), 145, accuracy: 1e-12)
    }

    func testExpressionsMergeRepeatedVariablesInWrittenOrder() {
        var solver = ConstraintSolver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        let expression = (b + a) + 2 * b - 3
        XCTAssertEqual(expression.terms.map(\.variable), [b, a])
        XCTAssertEqual(expression.terms.map(\.coefficient), [3, 1])
        XCTAssertEqual(expression.constant, -3)
        XCTAssertEqual("\((a / 2 == 4).withPriority(250))", "0.5 * a + -4.0 == 0 @ 250.0")
    }
}
