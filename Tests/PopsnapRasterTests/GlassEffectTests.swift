import Dispatch
import Foundation
import PopsnapRaster
import PopsnapTestSupport
import XCTest
import PopsnapGeometry

/// `GlassEffect` against a second implementation of its documented formula, written here from the
/// documentation alone: plain Double math per pixel, the distance to the rounded rect found by corner
/// circles and sides rather than Quilez's folded form, the bezel's slope by `pow`, the angle by `atan2`.
/// Both round once at the end, so they agree within one level (the order of floating-point operations
/// differs); the tests allow exactly that.
final class GlassEffectTests: XCTestCase {
    static let effect = GlassEffect(blurRadius: 8, bezelWidth: 12, thickness: 4, refractiveIndex: 1.5, rimWidth: 1.5,
                                    rimAmbient: 0.2, rimFacing: 0.6, rimAway: 0.3, lightAngle: 225, veil: Color.white.withAlpha(0.25))

    /// A backdrop with detail everywhere: stripes, a gradient and noise, opaque.
    private func backdrop(width: Int, height: Int) throws -> Image {
        var random = SplitMix(seed: 21)
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let stripe = (x / 7 + y / 5) % 2 == 0
                pixels += [UInt8(stripe ? 230 : 20 + random.below(40)), UInt8((x * 255) / max(1, width - 1)), UInt8(random.below(256)), 255]
            }
        }
        return try Image(width: width, height: height, premultipliedRGBA: pixels)
    }

    /// The formula again, per pixel.
    private func expected(_ g: GlassEffect, over image: Image, shape: RoundedRect, k: Double) -> [UInt8] {
        let r = shape.rect, radii = shape.radii
        let cx = r.x + r.width / 2, cy = r.y + r.height / 2, bx = r.width / 2, by = r.height / 2
        var out: [UInt8] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let right = px >= cx, below = py >= cy
                let radius = below ? (right ? radii.bottomRight : radii.bottomLeft) : (right ? radii.topRight : radii.topLeft)
                // The corner's circle centre, in the quadrant's corner.
                let ccx = right ? r.maxX - radius : r.minX + radius, ccy = below ? r.maxY - radius : r.minY + radius
                let beyondX = right ? px > ccx : px < ccx, beyondY = below ? py > ccy : py < ccy
                var distance: Double, nx: Double, ny: Double
                if beyondX && beyondY {
                    let ex = px - ccx, ey = py - ccy, len = hypot(ex, ey)
                    distance = len - radius; nx = ex / len; ny = ey / len
                } else {
                    let toSideX = abs(px - cx) - bx, toSideY = abs(py - cy) - by
                    if toSideX > toSideY { distance = toSideX; nx = right ? 1 : -1; ny = 0 } else { distance = toSideY; nx = 0; ny = below ? 1 : -1 }
                    // Outside a side, beyond the inner rectangle on one axis only: the distance to that side.
                    if toSideX > 0 && !beyondY { distance = toSideX; nx = right ? 1 : -1; ny = 0 }
                    if toSideY > 0 && !beyondX { distance = toSideY; nx = 0; ny = below ? 1 : -1 }
                }
                let depth = max(0, -distance)
                let bezel = g.bezelWidth * k, thick = g.thickness * k
                var shift = 0.0
                if depth < bezel {
                    let e = 1 - depth / bezel
                    let slope = pow(e, 3) * pow(1 - pow(e, 4), -0.75)
                    let theta1 = atan2(thick * slope, bezel)
                    let theta2 = asin(sin(theta1) / g.refractiveIndex)
                    shift = thick * tan(theta1 - theta2)
                }
                let sx = px - nx * shift - 0.5, sy = py - ny * shift - 0.5
                let x0 = floor(sx), y0 = floor(sy), fx = sx - x0, fy = sy - y0
                func texel(_ i: Double, _ j: Double, _ c: Int) -> Double {
                    let xi = Int(min(Double(image.width - 1), max(0, i))), yj = Int(min(Double(image.height - 1), max(0, j)))
                    let p = image[xi, yj]
                    return Double([p.r, p.g, p.b, p.a][c])
                }
                var channels = (0..<4).map { c in
                    (texel(x0, y0, c) * (1 - fx) + texel(x0 + 1, y0, c) * fx) * (1 - fy) + (texel(x0, y0 + 1, c) * (1 - fx) + texel(x0 + 1, y0 + 1, c) * fx) * fy
                }
                for layer in [g.veil, g.tint].compactMap({ $0 }) {
                    let straight = [layer.red, layer.green, layer.blue, 1.0]
                    channels = (0..<4).map { c in straight[c] * 255 * layer.alpha + channels[c] * (1 - layer.alpha) }
                }
                let rimPixels = g.rimWidth * k
                if depth < rimPixels {
                    let angle = g.lightAngle / 180 * Double.pi
                    let dot = nx * cos(angle) + ny * sin(angle)
                    let a = min(1, pow(1 - depth / rimPixels, 2) * (g.rimAmbient + g.rimFacing * max(dot, 0) + g.rimAway * max(-dot, 0)))
                    channels = channels.map { 255 * a + $0 * (1 - a) }
                }
                let alpha = min(255, max(0, channels[3].rounded()))
                out += channels[0..<3].map { UInt8(min(alpha, max(0, $0.rounded()))) } + [UInt8(alpha)]
            }
        }
        return out
    }

    private func assertWithinOneLevel(_ got: Image, _ want: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(got.pixels.count, want.count, file: file, line: line)
        var worst = 0, at = 0
        for i in 0..<min(got.pixels.count, want.count) where abs(Int(got.pixels[i]) - Int(want[i])) > worst {
            worst = abs(Int(got.pixels[i]) - Int(want[i])); at = i
        }
        XCTAssertLessThanOrEqual(worst, 1, "byte \(at): pixel (\(at / 4 % got.width), \(at / 4 / got.width))", file: file, line: line)
    }

    /// Every pixel of a 3x render (corners of four radii, a shape off the pixel grid) within one level of
    /// the formula, untinted and tinted, over a backdrop with detail everywhere.
    func testMatchesAnIndependentImplementationOfTheFormula() throws {
        let image = try backdrop(width: 150, height: 110)
        let shape = RoundedRect(rect: Rect(x: 6.4, y: 5.2, width: 137.3, height: 98.6),
                                radii: CornerRadii(topLeft: 40, topRight: 12, bottomRight: 0, bottomLeft: 25))
        var tinted = Self.effect
        tinted.tint = Color(r8: 10, g8: 132, b8: 255).withAlpha(0.25)
        for g in [Self.effect, tinted] {
            assertWithinOneLevel(g.render(over: image, shape: shape, pixelsPerPoint: 3), expected(g, over: image, shape: shape, k: 3))
        }
    }

    /// The refraction moves the backdrop near the edge and nowhere past the bezel: deep inside, the
    /// glass is the veil over the backdrop exactly; at the edge it is not.
    func testRefractionIsConfinedToTheBezel() throws {
        let image = try backdrop(width: 150, height: 110)
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 150, height: 110), cornerRadius: 20)
        var noRim = Self.effect
        noRim.rimWidth = 0
        let out = noRim.render(over: image, shape: shape, pixelsPerPoint: 1)
        var veiled = Self.effect
        veiled.thickness = 0
        veiled.rimWidth = 0
        let flat = veiled.render(over: image, shape: shape, pixelsPerPoint: 1)
        XCTAssertEqual(out[75, 55], flat[75, 55], "13 px or more inside, past the 12 px bezel")
        XCTAssertNotEqual((1..<10).map { out[$0, 55] }, (1..<10).map { flat[$0, 55] }, "within the bezel the backdrop moves")
    }

    /// The same bytes run in one piece after another and on every core.
    func testTheSameBytesAtAnyThreadCount() throws {
        let image = try backdrop(width: 300, height: 260)
        let shape = RoundedRect(rect: Rect(x: 10, y: 10, width: 280, height: 240), cornerRadius: 36)
        let serial = Self.effect.render(over: image, shape: shape, pixelsPerPoint: 2)
        let parallel = Self.effect.render(over: image, shape: shape, pixelsPerPoint: 2) { n, body in DispatchQueue.concurrentPerform(iterations: n, execute: body) }
        XCTAssertEqual(serial, parallel)
    }
}
