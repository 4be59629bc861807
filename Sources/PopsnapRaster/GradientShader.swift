/// Produces a gradient's premultiplied pixels for a row of device pixels.
///
/// Colours come from a 1024-entry table, fine enough that adjacent entries differ by at most one
/// 8-bit step for any gradient; its first and last entries are the end stops exactly.
struct GradientShader {
    static let tableSize = 1024

    enum Geometry {
        /// t = dx·x + dy·y + t0 at pixel centres.
        case linear(dx: Double, dy: Double, t0: Double)
        /// t = |inverse(p) − centre| / radius.
        case radial(inverse: Transform, center: Point, radius: Double)
    }

    let table: [UInt32]
    let geometry: Geometry

    /// `nil` when the gradient cannot be drawn (a transform with no inverse, a zero-length axis).
    init?(_ paint: Paint, opacity: Double, transform: Transform) {
        guard let inverse = transform.inverted else { return nil }
        let gradient: Gradient
        switch paint {
        case .solid:
            return nil
        case let .linear(g, start, end):
            gradient = g
            let e = end - start
            let len2 = e.dot(e)
            guard len2 > 0 else { return nil }
            // t(p) = (inverse(p) − start)·e / |e|², affine in p.
            let dx = (inverse.a * e.x + inverse.b * e.y) / len2
            let dy = (inverse.c * e.x + inverse.d * e.y) / len2
            let t0 = (Point(x: inverse.tx, y: inverse.ty) - start).dot(e) / len2
            geometry = .linear(dx: dx, dy: dy, t0: t0)
        case let .radial(g, center, radius):
            gradient = g
            guard radius > 0 else { return nil }
            geometry = .radial(inverse: inverse, center: center, radius: radius)
        }
        let k = min(1, max(0, opacity))
        table = (0..<Self.tableSize).map { i in
            let c = gradient.color(at: Double(i) / Double(Self.tableSize - 1))
            func byte(_ v: Double) -> UInt32 { UInt32((min(1, max(0, v * k)) * 255).rounded()) }
            return byte(c.r) | byte(c.g) << 8 | byte(c.b) << 16 | byte(c.a) << 24
        }
    }

    /// The one colour of row `y` when the gradient runs straight down, so rows can be filled as solid spans.
    func rowColor(y: Int) -> UInt32? {
        guard case let .linear(dx, dy, t0) = geometry, dx == 0 else { return nil }
        return table[Self.index(dy * (Double(y) + 0.5) + t0, Double(Self.tableSize - 1))]
    }

    /// Writes the colours of pixels (x..<x+count, y) to `out`.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let last = Double(Self.tableSize - 1)
        let cy = Double(y) + 0.5
        table.withUnsafeBufferPointer { lut in
            switch geometry {
            case let .linear(dx, dy, t0):
                var t = dx * (Double(x) + 0.5) + dy * cy + t0
                for i in 0..<count {
                    out[i] = lut[Self.index(t, last)]
                    t += dx
                }
            case let .radial(inv, c, r):
                for i in 0..<count {
                    let q = inv.apply(Point(x: Double(x + i) + 0.5, y: cy))
                    out[i] = lut[Self.index((q - c).length / r, last)]
                }
            }
        }
    }

    @inline(__always)
    private static func index(_ t: Double, _ last: Double) -> Int {
        t <= 0 ? 0 : (t >= 1 ? Int(last) : Int(t * last + 0.5))
    }
}
