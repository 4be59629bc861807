import PopsnapRaster
import PopsnapText
import PopsnapGeometry

/// The built-in icons: a filled disc (a rounded triangle for `warning`) in the icon's colour with a white
/// mark, in the manner of SF Symbols' `*.circle.fill`. Marks that are letters are set in Inter Bold.
struct IconPainter {
    let typesetter: Typesetter

    func draw(_ icon: Icon, in rect: Rect, color: Color, on canvas: inout Canvas) {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let c = Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
        let r = side / 2
        let mark = Color.white
        switch icon {
        case .warning:
            canvas.fill(triangle(center: c, radius: r), with: .solid(color))
            letter("!", center: Point(x: c.x, y: c.y + r * 0.12), size: r * 1.0, color: mark, on: &canvas)
            return
        default:
            canvas.fill(.circle(center: c, radius: r), with: .solid(color))
        }
        let stroke = StrokeStyle(width: r * 0.16, cap: .round, join: .round)
        switch icon {
        case .info: letter("i", center: c, size: r * 1.15, color: mark, on: &canvas)
        case .question: letter("?", center: c, size: r * 1.15, color: mark, on: &canvas)
        case .error:
            let d = r * 0.36
            canvas.stroke(.line(from: Point(x: c.x - d, y: c.y - d), to: Point(x: c.x + d, y: c.y + d)), style: stroke, with: .solid(mark))
            canvas.stroke(.line(from: Point(x: c.x + d, y: c.y - d), to: Point(x: c.x - d, y: c.y + d)), style: stroke, with: .solid(mark))
        case .success:
            var check = Path()
            check.move(to: Point(x: c.x - r * 0.42, y: c.y + r * 0.02))
            check.line(to: Point(x: c.x - r * 0.12, y: c.y + r * 0.32))
            check.line(to: Point(x: c.x + r * 0.45, y: c.y - r * 0.3))
            canvas.stroke(check, style: stroke, with: .solid(mark))
        case .warning: break
        }
    }

    /// A triangle with rounded corners filling the circle of radius `r`: the triangle shrunk towards its
    /// incentre by the corner radius, then grown back by an outside stroke with round joins.
    private func triangle(center c: Point, radius r: Double) -> Path {
        let a = Point(x: c.x, y: c.y - r * 0.92), b = Point(x: c.x + r, y: c.y + r * 0.82), d = Point(x: c.x - r, y: c.y + r * 0.82)
        func dist(_ p: Point, _ q: Point) -> Double { ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot() }
        let la = dist(b, d), lb = dist(a, d), ld = dist(a, b), perimeter = la + lb + ld
        let incentre = Point(x: (la * a.x + lb * b.x + ld * d.x) / perimeter, y: (la * a.y + lb * b.y + ld * d.y) / perimeter)
        let s = perimeter / 2
        let inradius = (s * (s - la) * (s - lb) * (s - ld)).squareRoot() / s
        let corner = r * 0.18, k = (inradius - corner) / inradius
        func shrink(_ p: Point) -> Point { Point(x: incentre.x + (p.x - incentre.x) * k, y: incentre.y + (p.y - incentre.y) * k) }
        var inner = Path()
        inner.move(to: shrink(a)); inner.line(to: shrink(b)); inner.line(to: shrink(d)); inner.close()
        // The outside stroke's ring and the triangle wind the same way where they meet, so the
        // non-zero rule fills their union.
        var shape = inner
        shape.addPath(inner.stroked(StrokeStyle(width: corner, alignment: .outside, join: .round)))
        return shape
    }

    private func letter(_ s: String, center: Point, size: Double, color: Color, on canvas: inout Canvas) {
        guard size > 0, let layout = try? typesetter.layout(s, style: TextStyle(size: size, weight: .bold)) else { return }
        // Centre the glyphs' ink: cap height is about 0.73 em in Inter, so centre on the baseline minus half of it.
        let x = center.x - layout.size.width / 2
        let y = center.y - layout.firstBaseline + 0.73 * size / 2
        layout.draw(on: &canvas, at: Point(x: x, y: y), pixelsPerPoint: 1, color: color)
    }
}
