import PopsnapConstraints
import XCTest

/// Priorities are strictly ordered, as UIKit documents: no number of lower constraints outvotes a higher one.
final class PriorityTests: XCTestCase {
    /// Kiwi's weighted sums let three 300s (900) beat one 750; here the 750 holds exactly for any count.
    func testOne750BeatsAnyNumberOf300s() throws {
        for count in [3, 5, 100] {
            var solver = ConstraintSolver()
            let v = solver.makeVariable("v")
            try solver.add((v == 100).withPriority(750))
            for _ in 0..<count { try solver.add((v == 0).withPriority(300)) }
            XCTAssertEqual(solver.value(of: v), 100, "\(count) constraints at 300")

            // Added after them, the 750 wins all the same.
            var reversed = ConstraintSolver()
            let w = reversed.makeVariable("w")
            for _ in 0..<count { try reversed.add((w == 0).withPriority(300)) }
            try reversed.add((w == 100).withPriority(750))
            XCTAssertEqual(reversed.value(of: w), 100, "\(count) constraints at 300 added first")
        }
    }

    func test251Beats250() throws {
        var solver = ConstraintSolver()
        let v = solver.makeVariable("v")
        for _ in 0..<5 { try solver.add((v == 20).withPriority(250)) }
        try solver.add((v == 10).withPriority(251))
        XCTAssertEqual(solver.value(of: v), 10)
    }

    /// At one level the sum of absolute errors is least at the median of three pulls: 10, not the mean.
    func testOneLevelMinimisesTheSumOfAbsoluteErrors() throws {
        var solver = ConstraintSolver()
        let v = solver.makeVariable("v")
        try solver.add((v == 0).withPriority(500))
        try solver.add((v == 30).withPriority(500))
        try solver.add((v == 10).withPriority(500))
        XCTAssertEqual(solver.value(of: v), 10, accuracy: 1e-12)
    }

    /// Each level is settled without undoing any higher one: a + b = 100 first, then a, then b.
    func testLowerLevelsRefineWithinHigherOnes() throws {
        var solver = ConstraintSolver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        try solver.add((b == 80).withPriority(249))
        try solver.add((a == 80).withPriority(250))
        try solver.add((a + b == 100).withPriority(750))
        XCTAssertEqual(solver.value(of: a), 80, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: b), 20, accuracy: 1e-12)
    }

    func testPriorityRange() {
        XCTAssertTrue(Priority.required.isRequired)
        XCTAssertFalse(Priority(999.5).isRequired)
        XCTAssertLessThan(Priority.defaultLow, Priority.defaultHigh)
        XCTAssertEqual(Priority(251), 251)
    }
}
