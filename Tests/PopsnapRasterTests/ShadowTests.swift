import Foundation
import XCTest
@testable import PopsnapRaster
import PopsnapGeometry

/// The shadow against a Gaussian blur computed here independently: for each pixel, a fine midpoint
/// integration over y of the shape's exact row extent, blurred in x with the error function.
final class ShadowTests: XCTestCase {
    /// The rounded rect's x extent at height y (radii already fitting the size).
    func extent(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ r: (tl: Double, tr: Double, br: Double, bl: Double),
                at y: Double) -> (Double, Double) {
        func inset(_ radius: Double, _ dy: Double) -> Double {
            radius > dy ? radius - (radius * radius - (radius - dy) * (radius - dy)).squareRoot() : 0
        }
        let top = y - y0, bottom = y1 - y
        let left = max(inset(r.tl, top), inset(r.bl, bottom))
        let right = max(inset(r.tr, top), inset(r.br, bottom))
        return (x0 + left, x1 - right)
    }

    /// The blur averaged over the pixel whose top-left corner is (px, py), as the canvas paints it:
    /// across x the average of Φ has a closed form, across y the Gaussian's average is a CDF difference.
    func reference(px: Double, py: Double, sigma: Double, rect: (Double, Double, Double, Double),
                   radii: (tl: Double, tr: Double, br: Double, bl: Double)) -> Double {
        let (x0, y0, x1, y1) = rect
        return Self.reference(px: px, py: py, sigma: sigma, rows: (y0, y1)) { extent(x0, y0, x1, y1, radii, at: $0) }
    }

    /// The same for any convex shape spanning `rows`, given its x extent at each height.
    static func reference(px: Double, py: Double, sigma: Double, rows: (Double, Double), extent: (Double) -> (Double, Double)) -> Double {
        let (y0, y1) = rows
        let lo = max(y0, py - 9 * sigma - 1), hi = min(y1, py + 9 * sigma + 1)
        guard lo < hi else { return 0 }
        let n = 2000
        let dt = (hi - lo) / Double(n)
        func cdf(_ z: Double) -> Double { 0.5 * erfc(-z / (sigma * 2.0.squareRoot())) }
        func integral(_ u: Double) -> Double {   // ∫ Φ(u/σ) du
            let z = u / sigma
            return sigma * (z * 0.5 * erfc(-z / 2.0.squareRoot()) + exp(-0.5 * z * z) / (2 * Double.pi).squareRoot())
        }
        func averagedEdge(_ e: Double) -> Double { integral(e - px) - integral(e - px - 1) }
        var sum = 0.0
        for k in 0..<n {
            let t = lo + (Double(k) + 0.5) * dt
            let (xl, xr) = extent(t)
            let weight = cdf(t - py) - cdf(t - py - 1)
            sum += weight * (averagedEdge(xr) - averagedEdge(xl)) * dt
        }
        return sum
    }

    func check(rect: Rect, radii: CornerRadii, blur: Double, offset: Point, canvas size: (Int, Int), every: Int) throws -> Double {
        var canvas = try Canvas(width: size.0, height: size.1)
        canvas.drawShadow(of: RoundedRect(rect: rect, radii: radii), Shadow(color: .black, offset: offset, blur: blur))
        let r = rect.offsetBy(dx: offset.x, dy: offset.y)
        let k = radii.clamped(to: rect.size)
        var worst = 0.0
        for y in stride(from: 0, to: size.1, by: every) {
            for x in stride(from: 0, to: size.0, by: every) {
                let want = reference(px: Double(x), py: Double(y), sigma: blur / 2,
                                     rect: (r.minX, r.minY, r.maxX, r.maxY),
                                     radii: (k.topLeft, k.topRight, k.bottomRight, k.bottomLeft)) * 255
                worst = max(worst, abs(Double(canvas.image[x, y].a) - want))
            }
        }
        // The issue asks for 2/255; exact integration leaves only rounding to 8 bits.
        XCTAssertLessThanOrEqual(worst, 1, "shadow differs from the Gaussian blur by \(worst)/255")
        return worst
    }

    func testNarrowBlurMatchesGaussianEverywhere() throws {
        let e = try check(rect: Rect(x: 12.3, y: 10.6, width: 50.5, height: 34.2),
                          radii: CornerRadii(topLeft: 12, topRight: 3, bottomRight: 0, bottomLeft: 20),
                          blur: 6, offset: Point(x: 1.5, y: 2.25), canvas: (80, 60), every: 1)
        print("shadow blur 6: max error \(e)/255")
    }

    func testWideBlurMatchesGaussian() throws {
        let e = try check(rect: Rect(x: 40, y: 35.5, width: 120, height: 80),
                          radii: CornerRadii(27.3), blur: 40, offset: Point(x: 0, y: 6),
                          canvas: (200, 160), every: 3)
        print("shadow blur 40: max error \(e)/255")
    }

    func testTinyBlurIsNearlyTheShapesCoverage() throws {
        let e = try check(rect: Rect(x: 5.3, y: 4.6, width: 20.5, height: 14.2), radii: CornerRadii(4), blur: 0.6,
                          offset: .zero, canvas: (32, 24), every: 1)
        print("shadow blur 0.6: max error \(e)/255")
    }

    func testBlurLargerThanTheShape() throws {
        _ = try check(rect: Rect(x: 30, y: 30, width: 10, height: 10), radii: CornerRadii(5), blur: 30,
                      offset: .zero, canvas: (70, 70), every: 2)
    }

    func testNoBlurIsTheShapeItself() throws {
        var a = try Canvas(width: 30, height: 30)
        let rr = RoundedRect(rect: Rect(x: 3.5, y: 4, width: 20, height: 15), cornerRadius: 5)
        a.drawShadow(of: rr, Shadow(color: .black, offset: Point(x: 2, y: 1), blur: 0))
        var b = try Canvas(width: 30, height: 30)
        b.fill(.roundedRect(RoundedRect(rect: rr.rect.offsetBy(dx: 2, dy: 1), radii: rr.radii)), with: .solid(.black))
        XCTAssertEqual(a.image, b.image)
    }

    func testShadowColourAndClip() throws {
        var canvas = try Canvas(width: 40, height: 40, fill: .white)
        canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 20, height: 40)))
        canvas.drawShadow(of: RoundedRect(rect: Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 4),
                          Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), blur: 4))
        // Centre of the shape: full coverage of a 50% black.
        XCTAssertTrue((127...128).contains(canvas.image[15, 20].r), "\(canvas.image[15, 20])")
        // Right of the clip: untouched.
        XCTAssertEqual(canvas.image[25, 20], Pixel(r: 255, g: 255, b: 255, a: 255))
    }
}
