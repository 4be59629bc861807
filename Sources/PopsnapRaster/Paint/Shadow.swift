#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import PopsnapGeometry

/// A drop shadow: the shape, moved by `offset`, blurred by a Gaussian and painted in `color`.
public struct Shadow: Equatable, Sendable {
    /// The shadow's colour, its alpha the shadow's opacity (CALayer's shadowColor with shadowOpacity).
    public var color: Color
    /// How far the shadow is moved from the shape, in the canvas's pixels (y down).
    public var offset: Point
    /// The CSS blur radius, in the canvas's pixels: the Gaussian's standard deviation is `blur / 2`.
    /// CALayer's `shadowRadius` r looks like a CSS blur of 2r.
    public var blur: Double

    /// A shadow of `color`, moved by `offset` and blurred by the CSS radius `blur` (pixels; negative is 0).
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
    /// Gauss–Legendre quadrature (along its outline's parameter, for a continuous corner). With a wide blur the result is smooth, so it is evaluated on a grid of
    /// σ/6 px and interpolated bilinearly, which costs under 0.5/255 (h²/8 · max |f''|).
    public mutating func drawShadow(of shape: RoundedRect, _ shadow: Shadow) {
        let moved = RoundedRect(rect: shape.rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).standardized, radii: shape.radii, curve: shape.curve)
        let sigma = shadow.blur / 2
        // An infinitely wide blur spreads the shape to nothing.
        guard sigma.isFinite else { return }
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
    /// The continuous corners' outlines, top-left first and clockwise; nil where a corner is circular.
    let outlines: [ContinuousCorner?]
    let sigma: Double

    init(shape: RoundedRect, sigma: Double) {
        (x0, y0, x1, y1) = (shape.rect.minX, shape.rect.minY, shape.rect.maxX, shape.rect.maxY)
        radii = shape.effectiveRadii
        outlines = shape.curve == .continuous ? shape.continuousCorners(radii) : [nil, nil, nil, nil]
        self.sigma = sigma
    }

    /// The normal distribution's CDF, at standard deviation `s`.
    @inline(__always)
    func cdf(_ z: Double, _ s: Double) -> Double { 0.5 * erfc(-z / (s * 2.0.squareRoot())) }

    /// ∫ Φ(u / σ) du: the antiderivative that averages the blurred edge over a pixel.
    @inline(__always)
    func integratedCDF(_ u: Double) -> Double {
        let z = u / sigma
        return sigma * (z * cdf(z, 1) + exp(-0.5 * z * z) / (2 * Double.pi).squareRoot())
    }

    /// The blur of the plain rectangle along one axis (it is separable), averaged over the pixel
    /// [p, p + 1]: exact, and as the blur goes to zero it becomes the pixel's exact coverage.
    func rectFactor(_ lo: Double, _ hi: Double, pixel p: Double) -> Double {
        (integratedCDF(hi - p) - integratedCDF(hi - p - 1)) - (integratedCDF(lo - p) - integratedCDF(lo - p - 1))
    }

    /// The blurred coverage at (px, py), in 0...1, given the rectangle's blur there.
    func value(_ px: Double, _ py: Double, rect: Double) -> Double {
        var v = rect
        // Each corner is the rectangle's corner square less a quarter disc; mirror it to the top-left.
        v -= cornerPiece(px - x0, py - y0, radii.topLeft, outlines[0])
        v -= cornerPiece(x1 - px, py - y0, radii.topRight, outlines[1])
        v -= cornerPiece(x1 - px, y1 - py, radii.bottomRight, outlines[2])
        v -= cornerPiece(px - x0, y1 - py, radii.bottomLeft, outlines[3])
        return min(1, max(0, v))
    }

    /// The blur of the piece between a top-left corner of radius r and its rounding, averaged over the
    /// pixel centred at (a, b) in the corner's coordinates (positive inwards):
    /// ∫₀ʳ w(t) · avgₓ[Φ(r − s(t) − x) − Φ(−x)] dt, with s(t) = √(r² − (r − t)²) and w the Gaussian
    /// averaged over the pixel's rows. Averaging across x has a closed form; t is integrated with
    /// Gauss–Legendre on pieces no longer than σ. A continuous corner's piece is bounded by its outline
    /// instead, and integrated along the outline's cubics (t = v(τ), dt = v′(τ) dτ), where it is smooth.
    func cornerPiece(_ a: Double, _ b: Double, _ r: Double, _ outline: ContinuousCorner?) -> Double {
        let reach = 5 * sigma + 0.5
        let extent = outline?.extent ?? r
        guard r > 0, a < extent + reach, a > -reach, b < extent + reach, b > -reach else { return 0 }
        // Past σ = 4 px, averaging over a pixel only widens the Gaussian (by a unit box's variance, 1/12)
        // to within 1e-4 of exact: point samples at that width cost a third as much.
        let wide = sigma >= 4
        let sd = (sigma * sigma + 1.0 / 12).squareRoot()
        let norm = 1 / (sd * (2 * Double.pi).squareRoot())
        func averagedEdge(_ e: Double) -> Double {
            wide ? cdf(e - a, sd) : integratedCDF(e - a + 0.5) - integratedCDF(e - a - 0.5)
        }
        let base = averagedEdge(0)
        /// The piece's row at depth t, which reaches `width` in from the side.
        func row(_ t: Double, width: Double) -> Double {
            let z = (t - b) / sd
            let w = wide ? norm * exp(-0.5 * z * z) : cdf(t - b + 0.5, sigma) - cdf(t - b - 0.5, sigma)
            return w * (averagedEdge(width) - base)
        }
        let lo = max(0, b - reach), hi = min(extent, b + reach)
        guard lo < hi else { return 0 }
        if let outline { return continuousPiece(outline, from: lo, to: hi, row) }
        func integrand(_ t: Double) -> Double {
            let d = r - t
            return row(t, width: r - max(0, r * r - d * d).squareRoot())
        }
        let m = min(64, max(1, Int(((hi - lo) / (wide ? 2 * sigma : sigma)).rounded(.up))))
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

    /// ∫ row(t, u(t)) dt over depths lo...hi of a continuous corner, along its outline: each cubic runs
    /// from the top side to the left one, its depth v(τ) rising and its reach u(τ) falling, so
    /// t = v(τ) changes the variable without a root to solve. Each cubic is cut into pieces no deeper
    /// than σ, and pieces outside lo...hi (beyond the blur's reach) are skipped.
    private func continuousPiece(_ c: ContinuousCorner, from lo: Double, to hi: Double, _ row: (Double, Double) -> Double) -> Double {
        var sum = 0.0, p0 = c.start
        for piece in c.cubics {
            defer { p0 = piece.end }
            let depth = piece.end.y - p0.y
            guard depth > 0, piece.end.y > lo, p0.y < hi else { continue }
            let (p1, p2, p3) = (piece.c1, piece.c2, piece.end)
            func point(_ s: Double) -> (Point, Double) {
                let r = 1 - s
                let at = p0 * (r * r * r) + p1 * (3 * r * r * s) + p2 * (3 * r * s * s) + p3 * (s * s * s)
                let dv = 3 * (r * r * (p1.y - p0.y) + 2 * r * s * (p2.y - p1.y) + s * s * (p3.y - p2.y))
                return (at, dv)
            }
            let m = min(64, max(1, Int((depth / sigma).rounded(.up))))
            for k in 0..<m {
                let sa = Double(k) / Double(m), sb = Double(k + 1) / Double(m)
                guard point(sb).0.y > lo, point(sa).0.y < hi else { continue }
                sum += GaussLegendre.integrate(sa, sb) { s in
                    let (at, dv) = point(s)
                    return row(at.y, at.x) * dv
                }
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
        let xs = (0..<nx).map { Double(origin.x + $0 * h) }, ys = (0..<ny).map { Double(origin.y + $0 * h) }
        let fx = xs.map { rectFactor(x0, x1, pixel: $0) }, fy = ys.map { rectFactor(y0, y1, pixel: $0) }
        var grid = [Double](repeating: 0, count: nx * ny)
        for j in 0..<ny {
            for i in 0..<nx {
                grid[j * nx + i] = value(xs[i] + 0.5, ys[j] + 0.5, rect: fx[i] * fy[j])
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
