import PopsnapRaster
import PopsnapGeometry
import PopsnapLayout

extension SensorHousing {
    /// The housing's outline in screen points, held `orientation`'s way on a screen `portraitWidth` points
    /// wide in portrait. Landscape is UIKit's landscapeRight, the way the safe area is published: the
    /// phone's top edge, and its housing, on the left.
    ///
    /// An island is a capsule. A notch follows its mask (`SensorHousing`): from the top edge it flares in by
    /// 8 pt across and down, drops to 14.8 pt, and curves into its floor over 29.2 pt, symmetric about its
    /// centre: two cubics fitted to the mask's points (106.12,0 to 114.11,7.8, and 114.61,14.83 to 143.32,33.67
    /// on a 390 pt screen), within 0.05 pt on the flare and 0.5 pt on the corner.
    func outline(in orientation: Orientation, portraitWidth: Double) -> Path {
        let f = frame
        var path: Path
        switch cutout {
        case .none:
            path = Path()
        case .dynamicIsland:
            path = .capsule(in: Rect(x: f.x, y: f.y, width: f.width, height: f.height))
        case .notch:
            // The left half, from the top edge to the floor, x from the notch's left edge: (end, control, control).
            let flare = Self.notchFlare, corner = Self.notchCorner, side = 14.8
            let half: [(Point, Point, Point)] = [
                (Point(x: flare, y: flare), Point(x: 5.25, y: 0), Point(x: flare, y: 0.75)),
                (Point(x: flare + 0.5, y: side), Point(x: flare, y: flare + 2), Point(x: flare + 0.5, y: side - 2)),
                (Point(x: flare + corner, y: f.height), Point(x: flare + 0.5, y: 18.5), Point(x: 10.6, y: f.height)),
            ]
            func left(_ q: Point) -> Point { Point(x: f.x + q.x, y: q.y) }
            func right(_ q: Point) -> Point { Point(x: f.maxX - q.x, y: q.y) }
            path = Path()
            path.move(to: Point(x: f.x, y: 0))
            for (end, c1, c2) in half { path.cubic(to: left(end), control1: left(c1), control2: left(c2)) }
            path.line(to: right(half[2].0))
            // The right half mirrors the left, walked back up: each curve reversed, its controls swapped.
            let starts = [Point(x: 0, y: 0), half[0].0, half[1].0]
            for i in stride(from: 2, through: 0, by: -1) {
                path.cubic(to: right(starts[i]), control1: right(half[i].2), control2: right(half[i].1))
            }
            path.close()
        }
        guard orientation == .landscape else { return path }
        // Portrait (x, y) lands at (y, W − x): the top edge becomes the left one.
        return path.applying(Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: portraitWidth))
    }
}
