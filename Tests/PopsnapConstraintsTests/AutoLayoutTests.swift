import PopsnapConstraints
import XCTest

/// The shapes Auto Layout solves for a popup: edges pinned with insets, intrinsic sizes as hugging and
/// compression resistance, centring, and what an underconstrained view gets.
final class AutoLayoutTests: XCTestCase {
    /// A view's frame as four variables.
    struct View {
        let minX, minY, width, height: Variable
        init(_ name: String, in solver: inout ConstraintSolver) {
            minX = solver.makeVariable("\(name).minX")
            minY = solver.makeVariable("\(name).minY")
            width = solver.makeVariable("\(name).width")
            height = solver.makeVariable("\(name).height")
        }
        var maxX: LinearExpression { minX + width }
    }

    /// A 390-point screen, a container inset 20 each side, a label inset 16 in it: the label's intrinsic
    /// width of 500 would need 500, but its trailing inset is required and its compression resistance is
    /// only 750, so it gets the container's width less 32.
    func testRequiredInsetsBeatCompressionResistance() throws {
        var solver = ConstraintSolver()
        let container = View("container", in: &solver), label = View("label", in: &solver)
        try solver.add(container.minX == 20)
        try solver.add(container.maxX == 390 - 20)
        try solver.add(label.minX == container.minX + 16)
        try solver.add(label.maxX <= container.maxX - 16)
        try solver.add((label.width <= 500).withPriority(.defaultLow))   // hugging
        try solver.add((label.width >= 500).withPriority(.defaultHigh))  // compression resistance
        XCTAssertEqual(solver.value(of: container.width), 350, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: label.minX), 36, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: label.width), 350 - 32, accuracy: 1e-12)
    }

    /// With room to spare, the label is exactly its intrinsic 100.
    func testIntrinsicWidthHoldsWhenThereIsRoom() throws {
        var solver = ConstraintSolver()
        let container = View("container", in: &solver), label = View("label", in: &solver)
        try solver.add(container.minX == 20)
        try solver.add(container.width == 350)
        try solver.add(label.minX == container.minX + 16)
        try solver.add(label.width <= container.width - 32)
        try solver.add((label.width <= 100).withPriority(.defaultLow))
        try solver.add((label.width >= 100).withPriority(.defaultHigh))
        XCTAssertEqual(solver.value(of: label.width), 100, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: label.minX), 36, accuracy: 1e-12)
    }

    /// A view with only a width is ambiguous; the solver's documented answer leaves the free variables at 0.
    func testAnUnderconstrainedViewGetsZerosForWhatIsFree() throws {
        func build() throws -> [Double] {
            var solver = ConstraintSolver()
            let view = View("view", in: &solver)
            try solver.add(view.width == 100)
            try solver.add(view.height >= 0)
            return [view.minX, view.minY, view.width, view.height].map(solver.value(of:))
        }
        XCTAssertEqual(try build(), [0, 0, 100, 0])
        XCTAssertEqual(try build().map(\.bitPattern), try build().map(\.bitPattern))
    }

    /// Of a new constraint's free variables, the one made first is solved for and the others stay at 0:
    /// maxX (made after minX) reads 0, so minX is -100.
    func testTheVariableMadeFirstIsTheOneSolvedFor() throws {
        var solver = ConstraintSolver()
        let minX = solver.makeVariable("minX"), width = solver.makeVariable("width"), maxX = solver.makeVariable("maxX")
        try solver.add(width == 100)
        try solver.add(maxX == minX + width)
        XCTAssertEqual(solver.value(of: maxX), 0)
        XCTAssertEqual(solver.value(of: minX), -100)
    }
}
