#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A drop shadow: the shape, moved by `offset`, blurred by a Gaussian and painted in `color`.
public struct Shadow: Equatable, Sendable {
    public var color: Color
    public var offset: Point
    /// The CSS blur radius, in the canvas's pixels: the Gaussian's standard deviation is `blur / 2`.
    /// CALayer's `shadowRadius` r looks like a CSS blur of 2r.
    public var blur: Double

    public init(color: Color, offset: Point = .zero, blur: Double) {
        self.color = color
        self.offset = offset
        self.blur = max(0, blur)
    }
}

extension Canvas {
    /// Paints the shadow of a rounded rectangle (device pixels): the exact Gaussian blur of the shape.
    ///
    /// The blur is computed analytically, not by blurring pixels: the rectangle's part is a product of
    /// error functions, and each corner's cut-away piece is integrated in one dimension with
    /// Gauss–Legendre quadrature. With a wide blur the result is smooth, so it is evaluated on a grid of
    /// σ/6 px and interpolated bilinearly, which costs under 0.5/255 (h²/8 · max |f''|).
    public mutating func drawShadow(of shape: RoundedRect, _ shadow: Shadow) {
        let moved = RoundedRect(rect: shape.rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y), radii: shape.radii)
        let sigma = shadow.blur / 2
        guard sigma > 1e-3 else {
            return fill(.roundedRect(moved), with: .solid(shadow.color))
        }
        let area = moved.rect.insetBy(-4 * sigma).enclosingPixels.intersection(drawableArea)
        guard !area.isEmpty, let mask = try? Mask(width: area.width, height: area.height) else { return }
        var filled = mask
        GaussianRoundedRect(shape: moved, sigma: sigma).render(into: &filled, origin: (area.x, area.y))
        draw(filled, x: area.x, y: area.y, color: shadow.color)
    }
}

/// The Gaussian blur of a rounded rectangle's indicator function, evaluated exactly (to quadrature).
struct GaussianRoundedRect {
    let x0, y0, x1, y1: Double
    let radii: CornerRadii
    let sigma: Double

    init(shape: RoundedRect, sigma: Double) {
        (x0, y0, x1, y1) = (shape.rect.minX, shape.rect.minY, shape.rect.maxX, shape.rect.maxY)
        radii = shape.effectiveRadii
        self.sigma = sigma
    }

    /// The normal distribution's CDF.
    @inline(__always)
    func cdf(_ z: Double) -> Double { 0.5 * erfc(-z / (sigma * 2.0.squareRoot())) }

    /// The blur of the plain rectangle along one axis: it is separable, Φ(hi − p) − Φ(lo − p) per axis.
    func rectFactor(_ lo: Double, _ hi: Double, at p: Double) -> Double { cdf(hi - p) - cdf(lo - p) }

    /// The blurred coverage at (px, py), in 0...1, given the rectangle's blur there.
    func value(_ px: Double, _ py: Double, rect: Double) -> Double {
        var v = rect
        // Each corner is the rectangle's corner square less a quarter disc; mirror it to the top-left.
        v -= cornerPiece(px - x0, py - y0, radii.topLeft)
        v -= cornerPiece(x1 - px, py - y0, radii.topRight)
        v -= cornerPiece(x1 - px, y1 - py, radii.bottomRight)
        v -= cornerPiece(px - x0, y1 - py, radii.bottomLeft)
        return min(1, max(0, v))
    }

    /// The blur, at a point (a, b) from the corner (positive inwards), of the piece between a top-left
    /// corner of radius r and its rounding: ∫₀ʳ g(t − b) [Φ(r − s(t) − a) − Φ(−a)] dt, s(t) = √(r² − (r − t)²).
    func cornerPiece(_ a: Double, _ b: Double, _ r: Double) -> Double {
        let reach = 5 * sigma
        guard r > 0, a < r + reach, a > -reach, b < r + reach, b > -reach else { return 0 }
        let base = cdf(-a)
        let norm = 1 / (sigma * (2 * Double.pi).squareRoot())
        func integrand(_ t: Double) -> Double {
            let d = r - t
            let s = max(0, r * r - d * d).squareRoot()
            let z = (t - b) / sigma
            return norm * exp(-0.5 * z * z) * (cdf(r - s - a) - base)
        }
        // Only where the Gaussian in t is not negligible (beyond 5σ: 3e-7); pieces of at most 2σ, 4 Gauss points each.
        let lo = max(0, b - reach), hi = min(r, b + reach)
        guard lo < hi else { return 0 }
        let m = max(1, Int(((hi - lo) / (2 * sigma)).rounded(.up)))
        let step = (hi - lo) / Double(m)
        var sum = 0.0
        for k in 0..<m {
            let ta = lo + Double(k) * step, tb = ta + step
            if ta == 0 {
                // s(t) ~ √t at the top edge: t = tb·v² makes the integrand smooth in v.
                sum += GaussLegendre.integrate(0, 1) { v in integrand(tb * v * v) * 2 * tb * v }
            } else {
                sum += GaussLegendre.integrate(ta, tb, integrand)
            }
        }
        return sum
    }

    /// Fills `mask` (whose top-left pixel is at `origin` in device space) with the blurred coverage.
    func render(into mask: inout Mask, origin: (x: Int, y: Int)) {
        let h = max(1, Int(sigma / 6))
        let w = mask.width, ht = mask.height
        // Grid nodes at every h-th pixel centre, one past the end so every pixel lies between nodes.
        let nx = (w - 1) / h + 2, ny = (ht - 1) / h + 2
        let xs = (0..<nx).map { Double(origin.x + $0 * h) + 0.5 }, ys = (0..<ny).map { Double(origin.y + $0 * h) + 0.5 }
        let fx = xs.map { rectFactor(x0, x1, at: $0) }, fy = ys.map { rectFactor(y0, y1, at: $0) }
        var grid = [Double](repeating: 0, count: nx * ny)
        for j in 0..<ny {
            for i in 0..<nx {
                grid[j * nx + i] = value(xs[i], ys[j], rect: fx[i] * fy[j])
            }
        }
        let inv = 1 / Double(h)
        grid.withUnsafeBufferPointer { g in
            mask.coverage.withUnsafeMutableBufferPointer { out in
                for y in 0..<ht {
                    let j = y / h, fy = Double(y % h) * inv
                    let r0 = j * nx, r1 = r0 + nx
                    for x in 0..<w {
                        let i = x / h, fx = Double(x % h) * inv
                        let top = g[r0 + i] + (g[r0 + i + 1] - g[r0 + i]) * fx
                        let bottom = g[r1 + i] + (g[r1 + i + 1] - g[r1 + i]) * fx
                        out[y * w + x] = UInt8((top + (bottom - top) * fy) * 255 + 0.5)
                    }
                }
            }
        }
    }
}

/// Four-point Gauss–Legendre quadrature: exact for polynomials up to degree 7.
enum GaussLegendre {
    static let nodes: [Double] = [-0.861_136_311_594_052_6, -0.339_981_043_584_856_3, 0.339_981_043_584_856_3, 0.861_136_311_594_052_6]
    static let weights: [Double] = [0.347_854_845_137_453_9, 0.652_145_154_862_546_1, 0.652_145_154_862_546_1, 0.347_854_845_137_453_9]

    @inline(__always)
    static func integrate(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var s = 0.0
        for k in 0..<4 { s += weights[k] * f(mid + half * nodes[k]) }
        return s * half
    }
}
