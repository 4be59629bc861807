/// A point in points (or pixels, before or after scaling), origin top-left, y down.
public struct Point: Equatable, Hashable, Sendable {
    /// The horizontal coordinate, growing rightwards from the left edge.
    public var x: Double
    /// The vertical coordinate, growing downwards from the top edge.
    public var y: Double
    /// The point `x` across and `y` down from the origin, in the caller's unit (points or pixels).
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin, the top-left corner.
    public static let zero = Point(x: 0, y: 0)
}

// Vector maths for the rasterizer's paths and strokes; package-wide, not part of the public vocabulary.
extension Point {
    package static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    package static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    package static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
    package func dot(_ b: Point) -> Double { x * b.x + y * b.y }
    package func cross(_ b: Point) -> Double { x * b.y - y * b.x }
    package var length: Double { (x * x + y * y).squareRoot() }
    /// This vector turned 90° clockwise on screen (y down): the left-hand normal of a direction.
    package var perpendicular: Point { Point(x: -y, y: x) }
    package var normalized: Point {
        let l = length
        return l > 0 ? Point(x: x / l, y: y / l) : .zero
    }
}
