#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import PopsnapGeometry

extension Path {
    /// The largest distance, in pixels, between a curve and the polygon drawn for it: 1/2048 px.
    public static let defaultFlatteningTolerance = 1.0 / 2048
}

/// A straight edge in device pixels, the rasterizer's input.
struct Line: Equatable {
    var x0, y0, x1, y1: Double
}

/// Turns curves into polylines close enough that the coverage error stays far below 1/255.
///
/// A polygon that strays `d` px from a curve errs by up to about `1.4 · d · 255` in a pixel's coverage
/// (the edge crosses at most √2 px of a pixel). The default tolerance, 1/2048 px, bounds that near
/// 0.2/255, below the 0.5/255 of rounding coverage to 8 bits.
enum Flatten {
    static let defaultTolerance = Path.defaultFlatteningTolerance
    /// More segments than this for one curve gain nothing visible and could exhaust memory.
    static let maxSegments = 1 << 16

    /// The edges of every subpath, each closed (filling closes open subpaths).
    static func lines(of path: Path, tolerance: Double = defaultTolerance) -> [Line] {
        var lines: [Line] = []
        lines.reserveCapacity(path.elements.count * 4)
        var start = Point.zero, last = Point.zero, open = false
        func edge(to p: Point) {
            if p != last { lines.append(Line(x0: last.x, y0: last.y, x1: p.x, y1: p.y)) }
            last = p
        }
        func closeSubpath() {
            if open { edge(to: start) }
            open = false
        }
        for e in path.elements {
            switch e {
            case let .move(p):
                closeSubpath()
                start = p; last = p; open = true
            case let .line(p):
                edge(to: p)
            case let .quad(c, p):
                quad(from: last, c, p, tolerance: tolerance, into: edge)
            case let .cubic(c1, c2, p):
                cubic(from: last, c1, c2, p, tolerance: tolerance, into: edge)
            case let .arc(a):
                arc(a, tolerance: tolerance, into: edge)
            case .close:
                closeSubpath()
            }
        }
        closeSubpath()
        return lines
    }

    static func quad(from p0: Point, _ c: Point, _ p1: Point, tolerance: Double, into emit: (Point) -> Void) {
        // A uniform polyline of n pieces strays at most |p0 − 2c + p1| / (4n²) from a quadratic.
        let dd = (p0 - c * 2 + p1).length
        let n = segments(sqrt(dd / (4 * tolerance)))
        for i in 1...n {
            let t = Double(i) / Double(n), s = 1 - t
            emit(i == n ? p1 : p0 * (s * s) + c * (2 * s * t) + p1 * (t * t))
        }
    }

    static func cubic(from p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, tolerance: Double, into emit: (Point) -> Void) {
        // |B''| ≤ 6·max second difference, and a chord of parameter length h strays |B''|·h²/8.
        let m = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p1).length)
        let n = segments(sqrt(3 * m / (4 * tolerance)))
        for i in 1...n {
            let t = Double(i) / Double(n), s = 1 - t
            emit(i == n ? p1 : p0 * (s * s * s) + c1 * (3 * s * s * t) + c2 * (3 * s * t * t) + p1 * (t * t * t))
        }
    }

    /// An area-preserving polygon for an elliptical arc.
    ///
    /// The end points stay on the curve; the inner vertices move out by the factor `k` that makes the
    /// polygon's area (as a fan from the centre) equal the sector's. The polygon then crosses the curve,
    /// straying at most r·φ²/12 instead of r·φ²/8, and the signed errors cancel within each pixel.
    /// An affine map scales all areas alike, so the correction made on the unit circle holds for ellipses.
    static func arc(_ a: Arc, tolerance: Double, into emit: (Point) -> Void) {
        let rMax = largestStretch(a.u, a.v)
        let maxStep = sqrt(12 * tolerance / max(rMax, 1e-9))
        let n = max(2, segments(abs(a.sweep) / maxStep))
        let phi = a.sweep / Double(n)
        let sinPhi = abs(sin(phi)), absPhi = abs(phi)
        let k: Double
        if n == 2 {
            k = absPhi / sinPhi
        } else {
            let m = Double(n - 2), nn = Double(n)
            k = (-sinPhi + (sinPhi * sinPhi + m * sinPhi * nn * absPhi).squareRoot()) / (m * sinPhi)
        }
        for i in 1...n {
            let theta = a.start + phi * Double(i)
            if i == n {
                emit(a.point(at: a.start + a.sweep))
            } else {
                emit(a.center + (a.u * cos(theta) + a.v * sin(theta)) * k)
            }
        }
    }

    private static func segments(_ x: Double) -> Int {
        guard x.isFinite else { return maxSegments }
        return min(maxSegments, max(1, Int(x.rounded(.up))))
    }
}
