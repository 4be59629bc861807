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

        /// The blur of `n` pixels along a line: forwards, then backwards adding the causal part, each
        /// pixel's four channels one vector and the recursion's state in registers. `load(i)` reads
        /// pixel i, `store(i, v)` receives its blurred value.
        @inline(__always)
        func filterLine(_ n: Int, scratch: UnsafeMutablePointer<SIMD4<Double>>, load: (Int) -> SIMD4<Double>, store: (Int, SIMD4<Double>) -> Void) {
            let (a1, a2, a3, a4) = (a[1], a[2], a[3], a[4])
            let (b0, b1, b2, b3) = (b[0], b[1], b[2], b[3])
            let first = load(0)
            var (x1, x2, x3) = (first, first, first)
            var y1 = first * causalGain, y2 = y1, y3 = y1, y4 = y1
            for i in 0..<n {
                let x0 = load(i)
                let y = b0 * x0 + b1 * x1 + b2 * x2 + b3 * x3 - a1 * y1 - a2 * y2 - a3 * y3 - a4 * y4
                scratch[i] = y
                (x3, x2, x1) = (x2, x1, x0)
                (y4, y3, y2, y1) = (y3, y2, y1, y)
            }
            let (c1, c2, c3, c4) = (c[1], c[2], c[3], c[4])
            let last = load(n - 1)
            var (n1, n2, n3, n4) = (last, last, last, last)
            var z1 = last * anticausalGain, z2 = z1, z3 = z1, z4 = z1
            for i in stride(from: n - 1, through: 0, by: -1) {
                let z = c1 * n1 + c2 * n2 + c3 * n3 + c4 * n4 - a1 * z1 - a2 * z2 - a3 * z3 - a4 * z4
                store(i, scratch[i] + z)
                (n4, n3, n2, n1) = (n3, n2, n1, load(i))
                (z4, z3, z2, z1) = (z3, z2, z1, z)
            }
        }

        /// Blurs the `n` pixels (four floats each) from `line`, writing pixel i at `out + i · stride · 4`:
        /// a grid row written into a column of its transpose, so the next pass reads in order too.
        func filter(_ line: UnsafePointer<Float>, count n: Int, into out: UnsafeMutablePointer<Float>, stride: Int) {
            let scratch = UnsafeMutablePointer<SIMD4<Double>>.allocate(capacity: n)
            defer { scratch.deallocate() }
            let source = UnsafeRawPointer(line), target = UnsafeMutableRawPointer(out)
            filterLine(n, scratch: scratch, load: { i in
                SIMD4<Double>(source.loadUnaligned(fromByteOffset: i * 16, as: SIMD4<Float>.self))
            }, store: { i, v in
                target.storeBytes(of: SIMD4<Float>(v), toByteOffset: i * stride * 16, as: SIMD4<Float>.self)
            })
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
