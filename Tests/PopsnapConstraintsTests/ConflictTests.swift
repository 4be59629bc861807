import PopsnapConstraints
import XCTest

/// A required constraint that cannot hold is refused, named with what it conflicts with, and changes nothing.
final class ConflictTests: XCTestCase {
    func testConflictThroughPhaseOneNamesTheMinimalSetAndChangesNothing() throws {
        var solver = ConstraintSolver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), width = solver.makeVariable("width")
        let pinned = try solver.add(a == 10)
        let offset = try solver.add(b == a + 5)
        let unrelated = try solver.add(width == 100)
        let wish = try solver.add((b == 40).withPriority(250))
        XCTAssertThrowsError(try solver.add(b <= 12)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(conflictsWith: [pinned, offset]))
        }
        XCTAssertEqual(solver.value(of: a), 10)
        XCTAssertEqual(solver.value(of: b), 15)
        XCTAssertEqual(solver.value(of: width), 100)
        XCTAssertTrue([pinned, offset, unrelated, wish].allSatisfy(solver.contains))

        // The solver goes on as if the refused constraint was never offered.
        let cap = try solver.add(b <= 20)
        try solver.remove(pinned)
        XCTAssertEqual(solver.value(of: b), 20, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: a), 15, accuracy: 1e-12)
        XCTAssertEqual(cap.rawValue, 4, "the refused constraint took no id")
    }

    func testContradictedEqualityNamesTheEqualityItContradicts() throws {
        var solver = ConstraintSolver()
        let a = solver.makeVariable("a")
        let ten = try solver.add(a == 10)
        XCTAssertThrowsError(try solver.add(a == 11)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(conflictsWith: [ten]))
        }
        XCTAssertEqual(solver.value(of: a), 10)
        // Implied by what is there, the same equality is accepted.
        try solver.add(2 * a == 20)
        XCTAssertEqual(solver.value(of: a), 10)
    }

    func testAConstraintFalseOnItsOwnConflictsWithNothing() {
        var solver = ConstraintSolver()
        XCTAssertThrowsError(try solver.add(Constraint(LinearExpression(1), .equal))) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(conflictsWith: []))
        }
    }

    func testOptionalConstraintsNeverConflict() throws {
        var solver = ConstraintSolver()
        let a = solver.makeVariable("a")
        try solver.add(a == 10)
        try solver.add((a == 11).withPriority(999))
        XCTAssertEqual(solver.value(of: a), 10)
    }

    func testRemovingAnUnknownConstraintThrows() throws {
        var solver = ConstraintSolver()
        let a = solver.makeVariable("a")
        let id = try solver.add(a == 1)
        try solver.remove(id)
        XCTAssertFalse(solver.contains(id))
        XCTAssertNil(solver.constraint(id))
        XCTAssertThrowsError(try solver.remove(id)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(id)) }
    }
}
