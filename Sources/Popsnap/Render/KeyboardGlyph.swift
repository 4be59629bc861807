import PopsnapRaster
import PopsnapGeometry

/// The keyboard's drawn glyphs, standing in for the SF Symbols iOS draws ("shift", "shift.fill",
/// "delete.left", "face.smiling"), each in a square `side` points wide, stroked 1.5 pt as a light symbol.
enum KeyboardGlyph: Equatable {
    case shift, shiftOn, delete, emoji

    func drawing(side s: Double, ink: Color) -> Drawing {
        let stroke = StrokeStyle(width: 1.5, cap: .round, join: .round)
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x * s, y: y * s) }
        func polygon(_ points: [(Double, Double)]) -> Path {
            var path = Path()
            path.move(to: p(points[0].0, points[0].1))
            for q in points.dropFirst() { path.line(to: p(q.0, q.1)) }
            path.close()
            return path
        }
        switch self {
        case .shift, .shiftOn:
            // An arrow up: a triangle head over a stem.
            let arrow = polygon([(0.5, 0.08), (0.95, 0.55), (0.7, 0.55), (0.7, 0.9), (0.3, 0.9), (0.3, 0.55), (0.05, 0.55)])
            return Drawing(self == .shiftOn ? [.fill(arrow, .solid(ink))] : [.stroke(arrow, stroke, .solid(ink))])
        case .delete:
            // A tag pointing left with a cross in it.
            let tag = polygon([(0.3, 0.18), (0.98, 0.18), (0.98, 0.82), (0.3, 0.82), (0.02, 0.5)])
            var cross = Path()
            cross.move(to: p(0.5, 0.36)); cross.line(to: p(0.78, 0.64))
            cross.move(to: p(0.78, 0.36)); cross.line(to: p(0.5, 0.64))
            return Drawing([.stroke(tag, stroke, .solid(ink)), .stroke(cross, stroke, .solid(ink))])
        case .emoji:
            // A smiling face: its outline, two eyes and the smile.
            var face = Path()
            face.move(to: p(0.95, 0.5))
            face.arc(center: p(0.5, 0.5), radius: 0.45 * s, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            face.close()
            var eyes = Path()
            for x in [0.36, 0.64] {
                eyes.move(to: p(x + 0.06, 0.4))
                eyes.arc(center: p(x, 0.4), radius: 0.06 * s, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
                eyes.close()
            }
            // From the right through the bottom (y grows downwards) to the left.
            var smile = Path()
            smile.arc(center: p(0.5, 0.52), radius: 0.24 * s, startAngle: 0.2 * .pi, endAngle: 0.8 * .pi, clockwise: true)
            return Drawing([.stroke(face, stroke, .solid(ink)), .fill(eyes, .solid(ink)), .stroke(smile, stroke, .solid(ink))])
        }
    }
}
