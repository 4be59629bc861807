#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import PopsnapGeometry

/// Produces a gradient's premultiplied pixels for a row of device pixels.
///
/// Each pixel's colour is interpolated exactly from the stops at its centre's position, so steep ramps
/// and hard stops land on the right pixels at any size. A gradient that runs straight down has one colour
/// a row, which `rowColor` hands to the blitter to fill as a solid span.
struct GradientShader {
    enum Geometry {
        /// t = dx·x + dy·y + t0 at pixel centres.
        case linear(dx: Double, dy: Double, t0: Double)
        /// t = |inverse(p) − centre| / radius.
        case radial(inverse: Transform, center: Point, radius: Double)
        /// t = (clockwise angle of inverse(p) about centre − start) / 2π, in 0..<1.
        case conic(inverse: Transform, center: Point, start: Double)
    }

    let geometry: Geometry
    /// Stop locations, and premultiplied colours scaled by the opacity, each channel 0...255.
    private let locations: [Double]
    private let colors: [(r: Double, g: Double, b: Double, a: Double)]

    /// `nil` when the gradient cannot be drawn (a transform with no inverse, a zero-length or non-finite axis).
    init?(_ paint: Paint, opacity: Double, transform: Transform) {
        guard let inverse = transform.inverted, inverse.isFinite else { return nil }
        let gradient: Gradient
        switch paint {
        case .solid:
            return nil
        case let .linear(g, start, end):
            gradient = g
            let e = end - start
            let len2 = e.dot(e)
            // t(p) = (inverse(p) − start)·e / |e|², affine in p.
            let dx = (inverse.a * e.x + inverse.b * e.y) / len2
            let dy = (inverse.c * e.x + inverse.d * e.y) / len2
            let t0 = (Point(x: inverse.tx, y: inverse.ty) - start).dot(e) / len2
            guard len2 > 0, dx.isFinite, dy.isFinite, t0.isFinite else { return nil }
            geometry = .linear(dx: dx, dy: dy, t0: t0)
        case let .radial(g, center, radius):
            gradient = g
            guard radius > 0, radius.isFinite, center.x.isFinite, center.y.isFinite else { return nil }
            geometry = .radial(inverse: inverse, center: center, radius: radius)
        case let .conic(g, center, start):
            gradient = g
            guard center.x.isFinite, center.y.isFinite, start.isFinite else { return nil }
            geometry = .conic(inverse: inverse, center: center, start: start)
        }
        let k = 255 * min(1, max(0, opacity))
        locations = gradient.stops.map(\.location)
        colors = gradient.stops.map { s in
            let c = s.color
            return (c.red * c.alpha * k, c.green * c.alpha * k, c.blue * c.alpha * k, c.alpha * k)
        }
    }

    /// The one colour of row `y` when the gradient runs straight down, so rows can be filled as solid spans.
    func rowColor(y: Int) -> UInt32? {
        guard case let .linear(dx, dy, t0) = geometry, dx == 0 else { return nil }
        return color(at: dy * (Double(y) + 0.5) + t0)
    }

    /// Writes the colours of pixels (x..<x+count, y) to `out`.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let cy = Double(y) + 0.5
        switch geometry {
        case let .linear(dx, dy, t0):
            let base = dy * cy + t0
            for i in 0..<count { out[i] = color(at: dx * (Double(x + i) + 0.5) + base) }
        case let .radial(inv, c, r):
            for i in 0..<count {
                let q = inv.apply(Point(x: Double(x + i) + 0.5, y: cy))
                out[i] = color(at: (q - c).length / r)
            }
        case let .conic(inv, c, start):
            for i in 0..<count {
                let q = inv.apply(Point(x: Double(x + i) + 0.5, y: cy)) - c
                out[i] = color(at: Self.turns(atan2(q.y, q.x) - start))
            }
        }
    }

    /// An angle in radians as a fraction of a turn, in 0..<1 (y down, so a growing angle turns clockwise).
    static func turns(_ angle: Double) -> Double {
        let t = angle / (2 * .pi)
        let f = t - t.rounded(.down)
        return f < 1 ? f : 0
    }

    /// The premultiplied pixel at `t`, padded beyond the end stops, which it returns exactly.
    @inline(__always)
    private func color(at t: Double) -> UInt32 {
        let n = locations.count
        var k = 0
        if t > locations[0] {
            while k + 1 < n && locations[k + 1] <= t { k += 1 }
        }
        let a = colors[k]
        guard k + 1 < n, t > locations[k] else { return Self.pack(a) }
        let b = colors[k + 1]
        let f = (t - locations[k]) / (locations[k + 1] - locations[k])
        return Self.pack((a.r + (b.r - a.r) * f, a.g + (b.g - a.g) * f, a.b + (b.b - a.b) * f, a.a + (b.a - a.a) * f))
    }

    @inline(__always)
    private static func pack(_ c: (r: Double, g: Double, b: Double, a: Double)) -> UInt32 {
        @inline(__always) func byte(_ v: Double) -> UInt32 { UInt32(min(255, max(0, v + 0.5))) }
        return byte(c.r) | byte(c.g) << 8 | byte(c.b) << 16 | byte(c.a) << 24
    }
}

extension Transform {
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}
