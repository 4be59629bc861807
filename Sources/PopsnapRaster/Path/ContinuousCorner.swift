import PopsnapGeometry
/// How a rounded rectangle's corners turn: as CALayer's `cornerCurve`.
public enum CornerCurve: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Quarter circles: CALayer's default (`layer.cornerRadius` alone), and CSS's `border-radius`.
    case circular
    /// Apple's continuous corner (`cornerCurve = .continuous`, the "squircle" of iOS 7's
    /// `UIBezierPath(roundedRect:cornerRadius:)`): the curvature eases in from the straight sides,
    /// so a corner of radius r starts 1.528665 r from the rectangle's corner.
    case continuous
}

/// One continuous corner as three cubic Béziers, in corner coordinates: `u` along the side the outline
/// arrives on, measured back from the rectangle's corner, `v` along the side it leaves on. The outline
/// runs from (extent, 0) to (0, extent) and is symmetric under swapping u and v.
///
/// The shape is the published reconstruction of iOS 7's path: PaintCode's "The Code Behind iOS 7 Rounded
/// Corners" found the 1.52866483 reach; the control points are those of Kael Yang's `ContinuousPath`
/// (2020) and of Honghao Zhang's ChouTiUI `NSBezierPath+RoundedRect` (MIT), which were generated from
/// UIKit's own path on iOS 14 and 15 and agree with each other to 1e-15.
struct ContinuousCorner {
    /// The start of the curve and the three cubics' control points and ends, in (u, v).
    var start: Point
    var cubics: [(c1: Point, c2: Point, end: Point)]

    /// How far along each side, from the rectangle's corner, the corner of radius r reaches: k r.
    static let reach = 1.528665
    /// The reconstruction's coefficients (units of r): the first cubic's control points along the side,
    /// its end (a3, b3), and the middle cubic's control points (m1u, m1v), (m1v, m1u).
    static let a1 = 1.088492957618529, a2 = 0.868406944063002, a3 = 0.631493792830993, b3 = 0.074911387847016
    static let m1u = 0.372823826625747, m1v = 0.16905955604437
    /// A quarter circle's cubic handle, as UIKit's oval uses.
    static let kappa = 0.5522847498307936

    /// Apple's corner of radius `r`.
    static func apple(_ r: Double) -> ContinuousCorner {
        func p(_ u: Double, _ v: Double) -> Point { Point(x: u * r, y: v * r) }
        return ContinuousCorner(start: p(reach, 0), cubics: [
            (p(a1, 0), p(a2, 0), p(a3, b3)),
            (p(m1u, m1v), p(m1v, m1u), p(b3, a3)),
            (p(0, a2), p(0, a1), p(0, reach)),
        ])
    }

    /// A quarter circle of radius `q` in the same three pieces (the outer two of no length), so the two
    /// shapes can be blended point for point.
    static func circle(_ q: Double) -> ContinuousCorner {
        let a = Point(x: q, y: 0), b = Point(x: 0, y: q), h = q * (1 - kappa)
        return ContinuousCorner(start: a, cubics: [(a, a, a), (Point(x: h, y: 0), Point(x: 0, y: h), b), (b, b, b)])
    }

    /// The continuous corner of radius `r` with `room` to spare along each side (half a side when the
    /// radii are equal): Apple's corner while its reach k r fits; past that the smoothing shrinks, from
    /// Apple's corner that just fits (radius room / k) towards the quarter circle of radius r, linearly in
    /// r, so at r = room (a capsule's ends) the corner is circular. nil when it is a quarter circle: the
    /// caller draws an exact arc.
    ///
    /// UIKit's own path is not continuous here (ChouTiUI and others found it jumps to a capsule, or to
    /// a different "pill" corner when one side is short); issue 21 describes CALayer's continuous corners
    /// as easing into the capsule, which is also figma-squircle's rule (smoothing cut to fit the room).
    static func fitting(radius r: Double, room: Double) -> ContinuousCorner? {
        guard r > 0, r < room else { return nil }
        if reach * r <= room { return apple(r) }
        let t = (reach * r - room) / ((reach - 1) * room)
        return apple(room / reach).blended(with: circle(r), by: t)
    }

    /// How far the corner reaches along each side.
    var extent: Double { start.x }

    /// Each point moved the fraction `t` of the way to the matching point of `other`.
    func blended(with other: ContinuousCorner, by t: Double) -> ContinuousCorner {
        func mix(_ a: Point, _ b: Point) -> Point { a * (1 - t) + b * t }
        return ContinuousCorner(start: mix(start, other.start), cubics: zip(cubics, other.cubics).map {
            (mix($0.c1, $1.c1), mix($0.c2, $1.c2), mix($0.end, $1.end))
        })
    }
}
