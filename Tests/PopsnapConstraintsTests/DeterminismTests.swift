import PopsnapConstraints
import XCTest

/// The same calls give the same bits: no choice depends on hashing, which differs from process to process.
final class DeterminismTests: XCTestCase {
    /// Forty views in a row, each pulled at several priorities with ties between equal pulls, and an edit
    /// moved back and forth: built twice, every value has the same bit pattern.
    static func build() throws -> [UInt64] {
        var solver = ConstraintSolver()
        var variables: [Variable] = []
        let screen = solver.makeVariable("screen")
        try solver.add(screen == 390)
        try solver.addEditVariable(screen, priority: 999)
        var previousMaxX = LinearExpression(0)
        for index in 0..<40 {
            let minX = solver.makeVariable("v\(index).minX"), width = solver.makeVariable("v\(index).width")
            variables += [minX, width]
            try solver.add(minX >= previousMaxX + 2)
            try solver.add((width >= Double(10 + index % 7)).withPriority(750))
            try solver.add((width <= Double(10 + index % 7)).withPriority(250))
            // Two equal and opposite pulls at one level: many optima, one chosen deterministically.
            try solver.add((minX == previousMaxX + 4).withPriority(Priority(Float(300 + index % 3))))
            try solver.add((minX == previousMaxX + 8).withPriority(Priority(Float(300 + index % 3))))
            try solver.add(minX + width <= screen)
            previousMaxX = minX + width
        }
        for suggested in [390.0, 200, 640, 390] { try solver.suggestValue(suggested, for: screen) }
        return variables.map { solver.value(of: $0).bitPattern }
    }

    func testSameCallsSameBits() throws {
        let first = try Self.build(), second = try Self.build()
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.count, 80)
    }
}
