#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension GaussianBlur {
    /// Deriche's 4th-order recursion for one σ: y⁺[n] = Σ b·x[n−i] − Σ a·y⁺[n−i] (i = 1…4) forwards,
    /// y⁻[n] = Σ c·x[n+i] − Σ a·y⁻[n+i] backwards, and the blur is y⁺ + y⁻.
    ///
    /// The kernel is h(n) = Σₖ αₖ e^(−λₖ|n|/σ) over two pairs of complex conjugates; the causal part
    /// takes n ≥ 0, the anti-causal n ≥ 1, and the coefficients are its partial fractions multiplied
    /// out, scaled so the kernel sums to exactly 1 (so flat colours stay exact).
    struct Coefficients: Sendable {
        var a = [Double](repeating: 0, count: 5)
        var b = [Double](repeating: 0, count: 4)
        var c = [Double](repeating: 0, count: 5)
        /// The forward and backward outputs for a constant input of 1: the clamped edges' steady states.
        var causalGain = 0.0, anticausalGain = 0.0

        /// Getreuer's K = 4 weights and exponents, fitted to the Gaussian by Deriche.
        static let alpha: [Complex] = [Complex(0.84, 1.8675), Complex(0.84, -1.8675), Complex(-0.34015, -0.1299), Complex(-0.34015, 0.1299)]
        static let lambda: [Complex] = [Complex(1.783, 0.6318), Complex(1.783, -0.6318), Complex(1.723, 1.997), Complex(1.723, -1.997)]

        init(sigma: Double) {
            let poles = Self.lambda.map { l in Complex.exponential(Complex(-l.re / sigma, -l.im / sigma)) }
            var denominator = [Complex(1, 0)]
            for p in poles { denominator = Complex.multiply(denominator, [Complex(1, 0), Complex(-p.re, -p.im)]) }
            var causal = [Complex](repeating: Complex(0, 0), count: 4)
            var anticausal = [Complex](repeating: Complex(0, 0), count: 5)
            for k in 0..<4 {
                var others = [Complex(1, 0)]
                for j in 0..<4 where j != k { others = Complex.multiply(others, [Complex(1, 0), Complex(-poles[j].re, -poles[j].im)]) }
                for i in 0..<4 {
                    causal[i] = causal[i] + Self.alpha[k] * others[i]
                    anticausal[i + 1] = anticausal[i + 1] + Self.alpha[k] * poles[k] * others[i]
                }
            }
            let a = denominator.map(\.re), b = causal.map(\.re), c = anticausal.map(\.re)
            let sumA = a.reduce(0, +)
            let total = (b.reduce(0, +) + c.reduce(0, +)) / sumA
            self.a = a
            self.b = b.map { $0 / total }
            self.c = c.map { $0 / total }
            causalGain = self.b.reduce(0, +) / sumA
            anticausalGain = self.c.reduce(0, +) / sumA
        }

        /// Blurs one row of premultiplied RGBA8 across, into `out` (four floats a pixel).
        func filterRow(_ row: UnsafePointer<UInt8>, width w: Int, into out: UnsafeMutablePointer<Float>) {
            let forward = UnsafeMutablePointer<SIMD4<Double>>.allocate(capacity: w)
            defer { forward.deallocate() }
            func pixel(_ x: Int) -> SIMD4<Double> {
                let p = row + x * 4
                return SIMD4(Double(p[0]), Double(p[1]), Double(p[2]), Double(p[3]))
            }
            let (a1, a2, a3, a4) = (a[1], a[2], a[3], a[4])
            let (b0, b1, b2, b3) = (b[0], b[1], b[2], b[3])
            let first = pixel(0)
            var (x1, x2, x3) = (first, first, first)
            var y1 = first * causalGain, y2 = y1, y3 = y1, y4 = y1
            for x in 0..<w {
                let x0 = pixel(x)
                let y = b0 * x0 + b1 * x1 + b2 * x2 + b3 * x3 - a1 * y1 - a2 * y2 - a3 * y3 - a4 * y4
                forward[x] = y
                (x3, x2, x1) = (x2, x1, x0)
                (y4, y3, y2, y1) = (y3, y2, y1, y)
            }
            let (c1, c2, c3, c4) = (c[1], c[2], c[3], c[4])
            let last = pixel(w - 1)
            var (n1, n2, n3, n4) = (last, last, last, last)
            var z1 = last * anticausalGain, z2 = z1, z3 = z1, z4 = z1
            for x in stride(from: w - 1, through: 0, by: -1) {
                let z = c1 * n1 + c2 * n2 + c3 * n3 + c4 * n4 - a1 * z1 - a2 * z2 - a3 * z3 - a4 * z4
                let v = SIMD4<Float>(forward[x] + z)
                (out + x * 4).withMemoryRebound(to: SIMD4<Float>.self, capacity: 1) { $0.pointee = v }
                (n4, n3, n2, n1) = (n3, n2, n1, pixel(x))
                (z4, z3, z2, z1) = (z3, z2, z1, z)
            }
        }

        /// Blurs the columns `columns` down, reading the first pass from `planes.across` and writing
        /// rounded premultiplied RGBA8 into `out`. Rows are swept whole so memory is read in order.
        func filterColumns(_ columns: Range<Int>, width w: Int, height h: Int, planes: Planes, into out: UnsafeMutablePointer<UInt8>) {
            let n = columns.count * 4, start = columns.lowerBound * 4, rowStride = w * 4
            let state = UnsafeMutablePointer<Double>.allocate(capacity: 7 * n)
            defer { state.deallocate() }
            let (x1, x2, x3, y1, y2, y3, y4) = (state, state + n, state + 2 * n, state + 3 * n, state + 4 * n, state + 5 * n, state + 6 * n)
            let (a1, a2, a3, a4) = (a[1], a[2], a[3], a[4])
            let (b0, b1, b2, b3) = (b[0], b[1], b[2], b[3])
            let across = planes.across + start, causal = planes.causal + start
            for i in 0..<n {
                let v = Double(across[i])
                (x1[i], x2[i], x3[i]) = (v, v, v)
                let y = v * causalGain
                (y1[i], y2[i], y3[i], y4[i]) = (y, y, y, y)
            }
            for row in 0..<h {
                let src = across + row * rowStride, dst = causal + row * rowStride
                for i in 0..<n {
                    let x0 = Double(src[i])
                    let y = b0 * x0 + b1 * x1[i] + b2 * x2[i] + b3 * x3[i] - a1 * y1[i] - a2 * y2[i] - a3 * y3[i] - a4 * y4[i]
                    dst[i] = Float(y)
                    x3[i] = x2[i]; x2[i] = x1[i]; x1[i] = x0
                    y4[i] = y3[i]; y3[i] = y2[i]; y2[i] = y1[i]; y1[i] = y
                }
            }
            let (c1, c2, c3, c4) = (c[1], c[2], c[3], c[4])
            // Backwards the state is the next four inputs and outputs: x1…x3 and one more.
            let x4 = UnsafeMutablePointer<Double>.allocate(capacity: n)
            defer { x4.deallocate() }
            let lastRow = across + (h - 1) * rowStride
            for i in 0..<n {
                let v = Double(lastRow[i])
                (x1[i], x2[i], x3[i], x4[i]) = (v, v, v, v)
                let z = v * anticausalGain
                (y1[i], y2[i], y3[i], y4[i]) = (z, z, z, z)
            }
            let target = out + start
            for row in stride(from: h - 1, through: 0, by: -1) {
                let src = across + row * rowStride, fwd = causal + row * rowStride, dst = target + row * rowStride
                for i in 0..<n {
                    let z = c1 * x1[i] + c2 * x2[i] + c3 * x3[i] + c4 * x4[i] - a1 * y1[i] - a2 * y2[i] - a3 * y3[i] - a4 * y4[i]
                    let v = Double(fwd[i]) + z
                    dst[i] = UInt8(min(255, max(0, v + 0.5)))
                    x4[i] = x3[i]; x3[i] = x2[i]; x2[i] = x1[i]; x1[i] = Double(src[i])
                    y4[i] = y3[i]; y3[i] = y2[i]; y2[i] = y1[i]; y1[i] = z
                }
                // Keep every pixel premultiplied: the kernel's faint negative lobes, or rounding, may
                // leave a colour a level above its alpha.
                var i = 0
                while i < n {
                    let alpha = dst[i + 3]
                    dst[i] = min(dst[i], alpha); dst[i + 1] = min(dst[i + 1], alpha); dst[i + 2] = min(dst[i + 2], alpha)
                    i += 4
                }
            }
        }
    }
}

/// Just enough complex arithmetic to multiply out the filter's partial fractions.
struct Complex: Sendable {
    var re, im: Double
    init(_ re: Double, _ im: Double) { self.re = re; self.im = im }
    static func + (l: Complex, r: Complex) -> Complex { Complex(l.re + r.re, l.im + r.im) }
    static func * (l: Complex, r: Complex) -> Complex { Complex(l.re * r.re - l.im * r.im, l.re * r.im + l.im * r.re) }
    static func exponential(_ z: Complex) -> Complex { let m = exp(z.re); return Complex(m * cos(z.im), m * sin(z.im)) }
    /// The product of two polynomials given by their coefficients, lowest power first.
    static func multiply(_ p: [Complex], _ q: [Complex]) -> [Complex] {
        var r = [Complex](repeating: Complex(0, 0), count: p.count + q.count - 1)
        for i in p.indices { for j in q.indices { r[i + j] = r[i + j] + p[i] * q[j] } }
        return r
    }
}
