import Foundation
import PopsnapTestSupport

// Brute-force integrators that ExactCoverageTests checks the exact oracle against. They share
// no code with ExactCoverage: shapes are described by chord lengths or polar spans instead of
// polygon clipping, and integrated numerically (adaptive Simpson, ~1e-13 absolute).

/// ∫ f over [a, b] by adaptive Simpson on pieces split at `breaks` (kinks and √-endpoints).
func integrate(from a: Double, to b: Double, breaks: [Double], _ f: (Double) -> Double) -> Double {
    func simpson(_ a: Double, _ b: Double, _ fa: Double, _ fm: Double, _ fb: Double,
                 _ whole: Double, _ depth: Int) -> Double {
        let m = (a + b) / 2, lm = (a + m) / 2, rm = (m + b) / 2
        let flm = f(lm), frm = f(rm)
        let left = (m - a) / 6 * (fa + 4 * flm + fm), right = (b - m) / 6 * (fm + 4 * frm + fb)
        if depth == 0 || abs(left + right - whole) <= 1e-14 { return left + right + (left + right - whole) / 15 }
        return simpson(a, m, fa, flm, fm, left, depth - 1) + simpson(m, b, fm, frm, fb, right, depth - 1)
    }
    let cuts = ([a, b] + breaks.filter { $0 > a && $0 < b }).sorted()
    var total = 0.0
    for i in 0..<(cuts.count - 1) {
        for k in 0..<8 {
            let lo = cuts[i] + (cuts[i + 1] - cuts[i]) * Double(k) / 8
            let hi = cuts[i] + (cuts[i + 1] - cuts[i]) * Double(k + 1) / 8
            let (fa, fm, fb) = (f(lo), f((lo + hi) / 2), f(hi))
            total += simpson(lo, hi, fa, fm, fb, (hi - lo) / 6 * (fa + 4 * fm + fb), 40)
        }
    }
    return total
}

/// Pixel coverage of a vertically convex shape: ∫ over the pixel's columns of the length of the
/// shape's vertical chord [top(x), bottom(x)] clipped to [py, py+1].
func chordIntegral(_ px: Int, _ py: Int, breaks: [Double], _ chord: (Double) -> (Double, Double)?) -> Double {
    let (y0, y1) = (Double(py), Double(py) + 1)
    return integrate(from: Double(px), to: Double(px) + 1, breaks: breaks) { x in
        guard let (top, bottom) = chord(x) else { return 0 }
        return max(min(bottom, y1) - max(top, y0), 0)
    }
}

/// Vertical chord of a rounded rect with (already clamped) radii.
func rrChord(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: ExactCoverage.Radii,
             _ u: Double) -> (Double, Double)? {
    guard u >= x, u <= x + w else { return nil }
    func dip(_ rad: Double, _ dx: Double) -> Double { rad - max(rad * rad - dx * dx, 0).squareRoot() }
    var top = y, bottom = y + h
    if u < x + r.tl { top = y + dip(r.tl, x + r.tl - u) }
    if u > x + w - r.tr { top = y + dip(r.tr, u - (x + w - r.tr)) }
    if u < x + r.bl { bottom = y + h - dip(r.bl, x + r.bl - u) }
    if u > x + w - r.br { bottom = y + h - dip(r.br, u - (x + w - r.br)) }
    return (top, bottom)
}

func rrBreaks(_ x: Double, _ w: Double, _ r: ExactCoverage.Radii) -> [Double] {
    [x, x + r.tl, x + r.bl, x + w - r.tr, x + w - r.br, x + w]
}

/// Annular-sector coverage in polar form: ∫ over θ in the sweep of ∫ ρ dρ along the ray's
/// slab-clipped span through the pixel, limited to [ri, ro].
func polarIntegral(_ px: Int, _ py: Int, cx: Double, cy: Double, ri: Double, ro: Double,
                   a0: Double, sweep: Double) -> Double {
    let (lo, hi) = sweep < 0 ? (a0 + sweep, a0) : (a0, a0 + min(sweep, 2 * .pi))
    let (x0, y0) = (Double(px), Double(py))
    var breaks: [Double] = []
    for (x, y) in [(x0, y0), (x0 + 1, y0), (x0, y0 + 1), (x0 + 1, y0 + 1)] {
        for k in -3...3 { breaks.append(atan2(y - cy, x - cx) + Double(k) * 2 * .pi) }
    }
    return integrate(from: lo, to: hi, breaks: breaks) { t in
        var near = 0.0, far = Double.infinity
        for (o, d, b0) in [(cx, cos(t), x0), (cy, sin(t), y0)] {
            if d == 0 { if o < b0 || o > b0 + 1 { return 0 }; continue }
            let (t1, t2) = ((b0 - o) / d, (b0 + 1 - o) / d)
            near = max(near, min(t1, t2)); far = min(far, max(t1, t2))
        }
        let (a, b) = (max(near, ri), min(far, ro))
        return b > a ? (b * b - a * a) / 2 : 0
    }
}
