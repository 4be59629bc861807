import PopsnapRaster
import PopsnapGeometry

/// Vector shapes in an element's own points (origin at its frame's top-left corner), painted over its
/// content at the device's pixel size: what a library draws with UIBezierPath or a CAShapeLayer, kept as
/// geometry so it stays sharp at every scale and zoom.
///
/// ```swift
/// var check = Path()
/// check.move(to: Point(x: 1.5, y: 18)); check.line(to: Point(x: 11, y: 28)); check.line(to: Point(x: 31.5, y: 5.5))
/// mark.drawing = { ink, _, _ in Drawing([.stroke(check, StrokeStyle(width: 3, cap: .round, join: .round), .solid(ink))]) }
/// ```
public struct Drawing: Sendable, Equatable {
    /// One painting step: a path filled or stroked with a paint, in the element's points.
    public enum Operation: Sendable, Equatable {
        /// The path filled by the non-zero rule.
        case fill(Path, Paint)
        /// The path stroked; the width is in points.
        case stroke(Path, StrokeStyle, Paint)
    }

    /// Painted in order, each over the ones before.
    public var operations: [Operation]

    /// A drawing painting `operations` in order, each over the ones before.
    public init(_ operations: [Operation]) {
        self.operations = operations
    }

    /// Paints the operations with the element's top-left corner at `origin` (device pixels), `pixelsPerPoint` to a point.
    func paint(at origin: Point, pixelsPerPoint k: Double, on canvas: inout Canvas) {
        let toPixels = Transform.scale(k).concatenating(.translation(x: origin.x, y: origin.y))
        for operation in operations {
            switch operation {
            case let .fill(path, paint): canvas.fill(path, with: paint, transform: toPixels)
            case let .stroke(path, style, paint): canvas.stroke(path, style: style, with: paint, transform: toPixels)
            }
        }
    }
}
