#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import PopsnapGeometry

/// iOS 26's Liquid Glass as pixels: what is behind, blurred, refracted near the edge as through a
/// curved glass rim, under a light veil and an optional tint, with a specular rim brighter on the side
/// facing the light. Lengths are in points; `render` takes the device pixels per point.
///
/// The formula, per pixel centre p of the element (s its depth inside the outline, n the outline's
/// outward normal, both from `RoundedRectDistance`; k pixels per point):
/// 1. Refraction (kube.io, "Liquid Glass in the Browser: Refraction with CSS and SVG", 2025): the rim is
///    a convex squircle bezel `bezelWidth` wide, height h(x) = (1 − (1 − x)⁴)^¼ at x = s / (bezelWidth·k),
///    of `thickness`. A ray straight down meets the surface at θ₁ = atan(thickness / bezelWidth · h′(x)),
///    bends by Snell's law into the glass (θ₂ = asin(sin θ₁ / `refractiveIndex`)), and lands
///    u = thickness·k · tan(θ₁ − θ₂) further in: the backdrop is sampled at p − n·u, bilinearly (edges
///    clamped). At the very edge h′ is infinite, θ₁ a right angle; past the bezel nothing moves.
/// 2. The veil, then the tint, composited over that (source-over, premultiplied).
/// 3. The rim (the specular map of the CSS reproductions, e.g. liqvued's, screen-blended there, which for
///    white is source-over): white at α = (1 − s / (rimWidth·k))² · (rimAmbient + rimFacing·max(0, n·L) +
///    rimAway·max(0, −n·L)) within `rimWidth` of the edge, L the unit vector towards the light at
///    `lightAngle` (degrees clockwise from +x on screen).
/// Everything is Double arithmetic on premultiplied values, rounded once, so the bytes are the same
/// whatever the thread count. Pixel centres outside the outline (the anti-aliased edge) count as on it.
public struct GlassEffect: Sendable, Equatable {
    /// The Gaussian blur of the backdrop, in points (σ = radius × scale pixels, as `Material`'s).
    public var blurRadius: Double
    /// How far in from the edge the rim's curved bezel reaches, in points; past it nothing is refracted.
    public var bezelWidth: Double
    /// The bezel's height, in points: the thicker, the further the backdrop is displaced near the edge.
    public var thickness: Double
    /// The glass's index of refraction (1: none; 1.5 for window glass).
    public var refractiveIndex: Double
    /// The width of the specular rim inside the edge, in points.
    public var rimWidth: Double
    /// The rim's white alpha at the edge wherever it faces, 0...1.
    public var rimAmbient: Double
    /// The alpha the rim adds where its edge faces the light, 0...1.
    public var rimFacing: Double
    /// The alpha the rim adds where its edge faces away from the light, 0...1.
    public var rimAway: Double
    /// Where the light comes from: degrees clockwise from +x on screen, y down (225: the top left).
    public var lightAngle: Double
    /// The light veil of the glass itself.
    public var veil: Color
    /// A colour over the veil (UIGlassEffect's tintColor), at its own alpha.
    public var tint: Color?

    /// A glass of the given optics, every length in points. Popsnap's `glass` backgrounds use a 12 pt
    /// bezel 4 pt thick of index 1.5, a 1.5 pt rim (0.2 ambient, 0.6 facing, 0.3 away) lit from 225°.
    public init(blurRadius: Double, bezelWidth: Double, thickness: Double, refractiveIndex: Double, rimWidth: Double,
                rimAmbient: Double, rimFacing: Double, rimAway: Double, lightAngle: Double, veil: Color, tint: Color? = nil) {
        self.blurRadius = blurRadius
        self.bezelWidth = bezelWidth
        self.thickness = thickness
        self.refractiveIndex = refractiveIndex
        self.rimWidth = rimWidth
        self.rimAmbient = rimAmbient
        self.rimFacing = rimFacing
        self.rimAway = rimAway
        self.lightAngle = lightAngle
        self.veil = veil
        self.tint = tint
    }

    /// The glass over `backdrop` (already blurred), `shape` in its pixel coordinates; the result has the
    /// backdrop's size and is meant to be drawn clipped to the shape. Rows run in fixed pieces of 64.
    public func render(over backdrop: Image, shape: RoundedRect, pixelsPerPoint k: Double,
                       perform: (Int, @Sendable (Int) -> Void) -> Void = { n, body in for i in 0..<n { body(i) } }) -> Image {
        let w = backdrop.width, h = backdrop.height
        guard w > 0, h > 0 else { return backdrop }
        let pass = Pass(effect: self, distance: RoundedRectDistance(shape), k: k)
        let out = [UInt8](unsafeUninitializedCapacity: w * h * 4) { dst, count in
            let target = UnsafeSendable(pointer: dst.baseAddress!)
            backdrop.pixels.withUnsafeBufferPointer { src in
                let source = UnsafeSendable(pointer: src.baseAddress!)
                inFixedPieces(h, perform) { y in
                    for x in 0..<w { pass.pixel(x: x, y: y, width: w, height: h, from: source.pointer, into: target.pointer + (y * w + x) * 4) }
                }
            }
            count = dst.count
        }
        var result = backdrop
        result.pixels = out
        return result
    }
}

/// One render's constants, in pixels.
private struct Pass: Sendable {
    let effect: GlassEffect
    let distance: RoundedRectDistance
    let bezel, thickness, rim: Double
    let light: (x: Double, y: Double)
    /// Pixels whose centres lie deeper inside the outline than the bezel and the rim reach: there the glass
    /// is the backdrop under the veil and tint alone, and no distance need be measured (most of a popup).
    let interior: (x: Range<Int>, y: Range<Int>)

    init(effect: GlassEffect, distance: RoundedRectDistance, k: Double) {
        self.effect = effect
        self.distance = distance
        bezel = effect.bezelWidth * k
        thickness = effect.thickness * k
        rim = effect.rimWidth * k
        let a = effect.lightAngle * .pi / 180
        light = (cos(a), sin(a))
        // A centre this far inside every side is out of the corners' reach too, so its depth is at least
        // max(bezel, rim): a pixel more is kept for the rounding of the distance.
        let r = distance.radii, margin = max(bezel, rim) + max(r.topLeft, r.topRight, r.bottomRight, r.bottomLeft) + 1
        func centres(_ centre: Double, _ half: Double) -> Range<Int> {
            guard half > margin else { return 0..<0 }
            let low = Int((centre - half + margin - 0.5).rounded(.up)), high = Int((centre + half - margin - 0.5).rounded(.down))
            return low <= high ? low..<(high + 1) : 0..<0
        }
        interior = (centres(distance.centre.x, distance.half.x), centres(distance.centre.y, distance.half.y))
    }

    /// How far in the backdrop is sampled, `s` pixels inside the outline.
    func displacement(depth s: Double) -> Double {
        guard bezel > 0, thickness > 0, s < bezel else { return 0 }
        let x = s / bezel, e = 1 - x
        let slope = e * e * e / pow(1 - e * e * e * e, 0.75)
        let incidence = atan(thickness / bezel * slope)
        let refracted = asin(sin(incidence) / effect.refractiveIndex)
        return thickness * tan(incidence - refracted)
    }

    func pixel(x: Int, y: Int, width w: Int, height h: Int, from src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>) {
        if interior.x.contains(x), interior.y.contains(y) {
            var c = over(effect.veil, texel(x, y, w, src))
            if let tint = effect.tint { c = over(tint, c) }
            return store(c, dst)
        }
        let (d, n) = distance.at(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let s = max(0, -d), u = displacement(depth: s)
        // Past the bezel the sample is the pixel itself (bilinear weights 1 and 0 give exactly it).
        var c = u == 0 ? texel(x, y, w, src) : sample(x: Double(x) + 0.5 - n.x * u, y: Double(y) + 0.5 - n.y * u, w, h, src)
        c = over(effect.veil, c)
        if let tint = effect.tint { c = over(tint, c) }
        if rim > 0, s < rim {
            let t = 1 - s / rim, facing = n.x * light.x + n.y * light.y
            let alpha = min(1, t * t * (effect.rimAmbient + effect.rimFacing * max(0, facing) + effect.rimAway * max(0, -facing)))
            c = c * (1 - alpha) + SIMD4(repeating: 255 * alpha)
        }
        store(c, dst)
    }

    @inline(__always) private func store(_ c: SIMD4<Double>, _ dst: UnsafeMutablePointer<UInt8>) {
        // Clamped, then rounded: the same as rounded, then clamped, since the bounds are whole.
        let a = min(255, max(0, c.w)).roundedByte
        dst[3] = a
        for i in 0..<3 { dst[i] = min(Double(a), max(0, c[i])).roundedByte }
    }

    /// A colour source-over a premultiplied value (0–255 channels).
    private func over(_ color: Color, _ c: SIMD4<Double>) -> SIMD4<Double> {
        let a = color.alpha
        return SIMD4(color.red * a * 255, color.green * a * 255, color.blue * a * 255, a * 255) + c * (1 - a)
    }

    private func texel(_ x: Int, _ y: Int, _ w: Int, _ src: UnsafePointer<UInt8>) -> SIMD4<Double> {
        let p = src + (y * w + x) * 4
        return SIMD4(Double(p[0]), Double(p[1]), Double(p[2]), Double(p[3]))
    }

    /// Bilinear between the four pixel centres around (px, py), indices clamped to the image.
    private func sample(x px: Double, y py: Double, _ w: Int, _ h: Int, _ src: UnsafePointer<UInt8>) -> SIMD4<Double> {
        let fx = px - 0.5, fy = py - 0.5
        let x0 = fx.rounded(.down), y0 = fy.rounded(.down)
        let tx = fx - x0, ty = fy - y0
        func at(_ i: Double, _ j: Double) -> SIMD4<Double> { texel(min(w - 1, max(0, Int(i))), min(h - 1, max(0, Int(j))), w, src) }
        let top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
        let bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }
}
