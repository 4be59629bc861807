import PopsnapGeometry
/// The signed distance from a point to a rounded rectangle's outline (negative inside), and the
/// outline's outward normal there: Inigo Quilez's `sdRoundBox` (iquilezles.org, "2D distance
/// functions"), each quadrant with its own corner's radius. Corners are circular arcs, as
/// `Path.roundedRect` draws them.
struct RoundedRectDistance {
    let centre: Point
    let half: (x: Double, y: Double)
    let radii: CornerRadii

    init(_ shape: RoundedRect) {
        let r = shape.rect.standardized
        centre = Point(x: r.x + r.width / 2, y: r.y + r.height / 2)
        half = (r.width / 2, r.height / 2)
        radii = RoundedRect(rect: r, radii: shape.radii).effectiveRadii
    }

    /// The distance to the outline and the unit outward normal. Inside the straight part the normal is
    /// the nearer side's (the vertical side's on a tie); a point's side of the centre counts as right or
    /// below when it is on the centre line.
    func at(_ p: Point) -> (distance: Double, normal: (x: Double, y: Double)) {
        let dx = p.x - centre.x, dy = p.y - centre.y
        let sx: Double = dx >= 0 ? 1 : -1, sy: Double = dy >= 0 ? 1 : -1
        let r = sy < 0 ? (sx < 0 ? radii.topLeft : radii.topRight) : (sx < 0 ? radii.bottomLeft : radii.bottomRight)
        let qx = abs(dx) - half.x + r, qy = abs(dy) - half.y + r
        if qx > 0 || qy > 0 {
            let ox = max(qx, 0), oy = max(qy, 0)
            let length = (ox * ox + oy * oy).squareRoot()
            return (length + min(max(qx, qy), 0) - r, (sx * ox / length, sy * oy / length))
        }
        return (max(qx, qy) - r, qx > qy ? (sx, 0) : (0, sy))
    }
}
