#if canImport(Glibc)
import Glibc
#endif

/// How an animation's progress follows time, as UIView.AnimationCurve and SwiftUI's springs.
///
/// ```swift
/// Easing.easeInOut.value(at: 0.5, duration: 0.3)     // 0.5
/// Easing.spring(damping: 1, response: 0.4).value(at: 0.5, duration: 0.4)
/// ```
public enum Easing: Sendable, Equatable {
    /// Progress equal to time: no acceleration (a progress bar's default).
    case linear
    /// Cubic Bézier (0.42, 0) (1, 1).
    case easeIn
    /// Cubic Bézier (0, 0) (0.58, 1).
    case easeOut
    /// UIKit's default curve: cubic Bézier (0.42, 0) (0.58, 1).
    case easeInOut
    /// A cubic Bézier timing function through (0, 0), (x1, y1), (x2, y2), (1, 1), as CAMediaTimingFunction.
    case cubicBezier(Double, Double, Double, Double)
    /// A spring settling on 1, by its damping ratio (1: no overshoot) and response (the period, in seconds,
    /// of the undamped spring), as SwiftUI's `spring(response:dampingFraction:)`. It ends exactly at 1.
    case spring(damping: Double, response: Double)

    /// The progress (0 at the start, 1 at the end) at `fraction` (0...1) of an animation lasting `duration` seconds.
    public func value(at fraction: Double, duration: Double) -> Double {
        let x = min(1, max(0, fraction))
        switch self {
        case .linear: return x
        case .easeIn: return Self.bezier(0.42, 0, 1, 1, x)
        case .easeOut: return Self.bezier(0, 0, 0.58, 1, x)
        case .easeInOut: return Self.bezier(0.42, 0, 0.58, 1, x)
        case let .cubicBezier(x1, y1, x2, y2): return Self.bezier(x1, y1, x2, y2, x)
        case let .spring(damping, response):
            // The last frame is the end state, whatever the spring has left to settle.
            return x >= 1 ? 1 : Self.spring(t: x * duration, damping: damping, response: response)
        }
    }

    /// y at x on the curve: x(t) is monotonic for control x in 0...1, so t is found by bisection then
    /// refined by Newton's method, to 1e-12.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func component(_ a: Double, _ b: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        func derivative(_ a: Double, _ b: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
        }
        var lo = 0.0, hi = 1.0, t = x
        for _ in 0..<60 {
            let v = component(x1, x2, t)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = t } else { hi = t }
            let d = derivative(x1, x2, t)
            let next = d > 1e-9 ? t - (v - x) / d : (lo + hi) / 2
            t = next > lo && next < hi ? next : (lo + hi) / 2
        }
        return component(y1, y2, t)
    }

    /// A damped harmonic oscillator released from 0 towards 1 at `velocity` (progress a second: 1 covers
    /// the whole way in a second, as UIKit's `initialSpringVelocity`), `t` seconds after its release;
    /// at rest unless given.
    /// ```swift
    /// Easing.spring(t: 0.1, damping: 0.7, response: 0.35, velocity: 2)
    /// ```
    public static func spring(t: Double, damping zeta: Double, response: Double, velocity v0: Double = 0) -> Double {
        let w0 = 2 * Double.pi / max(1e-6, response)
        let z = max(0, zeta)
        // The displacement from 1, u(t), starts at -1 with slope v0.
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return 1 - exp(-z * w0 * t) * (cos(wd * t) + (z * w0 - v0) / wd * sin(wd * t))
        }
        if z == 1 { return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t) }
        let s = (z * z - 1).squareRoot()
        let r1 = -w0 * (z - s), r2 = -w0 * (z + s)
        // u(t) = c1·e^(r1 t) + c2·e^(r2 t), with u(0) = -1 and u'(0) = v0.
        let c2 = (v0 + r1) / (r2 - r1), c1 = -1 - c2
        return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
}
