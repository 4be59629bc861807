import PopsnapConstraints
import XCTest

/// Edit variables: suggested values move what is constrained to them, re-solved incrementally.
final class EditTests: XCTestCase {
    func testSuggestionsMoveAChainAndStopAtARequiredBound() throws {
        var solver = ConstraintSolver()
        let x0 = solver.makeVariable("x0"), x1 = solver.makeVariable("x1"), x2 = solver.makeVariable("x2")
        try solver.add(x1 == x0 + 10)
        try solver.add(x2 == x1 + 10)
        try solver.add(x2 <= 100)
        try solver.add((x0 == 0).withPriority(250))
        try solver.addEditVariable(x0, priority: 750)
        for (suggested, expected) in [(5.0, 5.0), (50, 50), (95, 80), (10, 10), (10, 10), (-30, -30)] {
            try solver.suggestValue(suggested, for: x0)
            XCTAssertEqual(solver.value(of: x0), expected, accuracy: 1e-9, "suggested \(suggested)")
            XCTAssertEqual(solver.value(of: x2), expected + 20, accuracy: 1e-9, "suggested \(suggested)")
        }
        // Without the edit, the 250 pull is all that is left.
        try solver.removeEditVariable(x0)
        XCTAssertFalse(solver.hasEditVariable(x0))
        XCTAssertEqual(solver.value(of: x0), 0, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.suggestValue(1, for: x0)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(x0)) }
    }

    /// A weaker edit gives way to a stronger optional constraint, and a stronger edit overrides it.
    func testEditPriorityIsStrict() throws {
        var solver = ConstraintSolver()
        let width = solver.makeVariable("width")
        try solver.add((width == 200).withPriority(500))
        try solver.addEditVariable(width, priority: 499)
        try solver.suggestValue(320, for: width)
        XCTAssertEqual(solver.value(of: width), 200, accuracy: 1e-9)
        try solver.removeEditVariable(width)
        try solver.addEditVariable(width, priority: 501)
        try solver.suggestValue(320, for: width)
        XCTAssertEqual(solver.value(of: width), 320, accuracy: 1e-9)
    }

    func testEditErrors() throws {
        var solver = ConstraintSolver()
        let v = solver.makeVariable("v")
        XCTAssertThrowsError(try solver.addEditVariable(v, priority: .required)) { XCTAssertEqual($0 as? SolverError, .requiredEditVariable(v)) }
        try solver.addEditVariable(v, priority: .defaultHigh)
        XCTAssertThrowsError(try solver.addEditVariable(v, priority: .defaultLow)) { XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(v)) }
        XCTAssertThrowsError(try solver.removeEditVariable(solver.makeVariable())) { XCTAssertEqual(($0 as? SolverError).map { "\($0)" }, "unknownEditVariable(v1)") }
    }
}
