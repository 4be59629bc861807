import PopsnapConstraints
import XCTest

/// Removing a constraint gives the solution the solver had without it.
final class RemovalTests: XCTestCase {
    func testRemovingARequiredBoundRestoresTheOptionalValue() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add((x == 50).withPriority(250))
        try solver.add(y == x + 1)
        XCTAssertEqual(solver.value(of: y), 51, accuracy: 1e-12)
        let cap = try solver.add(y <= 31)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-12)
        try solver.remove(cap)
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: y), 51, accuracy: 1e-12)
    }

    func testRemovingTheHighestLevelHandsOverToTheNext() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        try solver.add((x == 50).withPriority(250))
        let strong = try solver.add((x == 70).withPriority(750))
        XCTAssertEqual(solver.value(of: x), 70, accuracy: 1e-12)
        try solver.remove(strong)
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-12)
        // The 750 level is gone with its last constraint, and comes back with a new one.
        try solver.add((x == 60).withPriority(750))
        XCTAssertEqual(solver.value(of: x), 60, accuracy: 1e-12)
    }

    func testRemovingEveryConstraintInTurnAndAddingThemBack() throws {
        var solver = ConstraintSolver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), c = solver.makeVariable("c")
        let constraints: [Constraint] = [a >= 0, b == a + 10, c == b + 10, c <= 100, (a == 90).withPriority(300), (b == 30).withPriority(200)]
        var ids = try constraints.map { try solver.add($0) }
        let expected = [solver.value(of: a), solver.value(of: b), solver.value(of: c)]
        XCTAssertEqual(expected, [80, 90, 100])
        for index in ids.indices {
            try solver.remove(ids[index])
            ids[index] = try solver.add(constraints[index])
            XCTAssertEqual([solver.value(of: a), solver.value(of: b), solver.value(of: c)], expected, "after re-adding #\(index)")
        }
    }
}
