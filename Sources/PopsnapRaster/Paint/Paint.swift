import PopsnapGeometry
/// What fills a shape: one colour or a gradient.
///
/// Gradient geometry is in the same coordinates as the path it fills, and moves with it under a
/// transform. ```swift
/// let sky = try Gradient(stops: [.init(location: 0, color: .white), .init(location: 1, color: .black)])
/// canvas.fill(.rect(bounds), with: .linear(sky, start: Point(x: 0, y: 0), end: Point(x: 0, y: 100)))
/// ```
public enum Paint: Equatable, Sendable {
    /// One colour everywhere.
    case solid(Color)
    /// Colours vary along the line from `start` to `end`, padded beyond its ends.
    case linear(Gradient, start: Point, end: Point)
    /// Colours vary with the distance from `center`, reaching the last stop at `radius`.
    case radial(Gradient, center: Point, radius: Double)
    /// Colours vary with the angle about `center`, clockwise on screen from `startAngle` (radians, 0 pointing
    /// along +x), reaching the last stop after a whole turn: a sweep, as a rotating mask image draws one.
    case conic(Gradient, center: Point, startAngle: Double)
}

/// A colour at a position (0...1) along a gradient.
public struct GradientStop: Equatable, Sendable {
    /// Where the stop is along the gradient: 0 at its start, 1 at its end.
    public var location: Double
    /// The colour at `location`.
    public var color: Color
    /// A stop of `color` at `location` (0...1, checked by `Gradient`).
    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}

/// Two or more colour stops, in order.
///
/// Colours are interpolated premultiplied, as CSS gradients are, so a fade to transparent keeps its
/// hue instead of passing through grey.
public struct Gradient: Equatable, Sendable {
    /// The stops, in order of location, at least two.
    public let stops: [GradientStop]

    /// A gradient through `stops`; throws `invalidGradient` for fewer than two, a location outside 0...1,
    /// or stops out of order.
    public init(stops: [GradientStop]) throws(RasterError) {
        guard stops.count >= 2 else { throw .invalidGradient("a gradient needs at least 2 stops, found \(stops.count)") }
        for (i, s) in stops.enumerated() {
            guard s.location >= 0, s.location <= 1 else {
                throw .invalidGradient("stop \(i) is at \(s.location); locations are within 0...1")
            }
            if i > 0, s.location < stops[i - 1].location {
                throw .invalidGradient("stop \(i) at \(s.location) comes before stop \(i - 1) at \(stops[i - 1].location); list stops in order")
            }
        }
        self.stops = stops
    }

    /// Evenly spaced stops.
    public init(colors: [Color]) throws(RasterError) {
        let n = max(1, colors.count - 1)
        try self.init(stops: colors.enumerated().map { GradientStop(location: Double($0.offset) / Double(n), color: $0.element) })
    }
}
