import Foundation
import PopsnapGeometry

/// Per-shape coverage built on `ExactCoverage.discArea`. Pixel (px, py) is the square
/// [px, px+1] × [py, py+1]. Values are raw areas (may leave 0...1 by ~1e-13 of rounding);
/// `coverageGrid` clamps.
extension ExactCoverage {
    // MARK: Disc and ellipse

    public static func pixelCoverage(ofDiscCx cx: Double, cy: Double, r: Double, px: Int, py: Int) -> Double {
        let x = Double(px), y = Double(py)
        return discBoxArea(cx: cx, cy: cy, r: r, x0: x, y0: y, x1: x + 1, y1: y + 1)
    }

    /// Axis-aligned ellipse: scaling by (1/rx, 1/ry) maps it to the unit disc and the pixel to a
    /// box; areas scale by rx·ry. Fully-inside pixels short-circuit to exactly 1, since
    /// (1/rx)(1/ry)·rx·ry need not round to 1.
    public static func pixelCoverage(ofEllipseCx cx: Double, cy: Double, rx: Double, ry: Double,
                              px: Int, py: Int) -> Double {
        guard rx > 0, ry > 0 else { return 0 }
        let x0 = (Double(px) - cx) / rx, x1 = (Double(px) + 1 - cx) / rx
        let y0 = (Double(py) - cy) / ry, y1 = (Double(py) + 1 - cy) / ry
        let fx = max(abs(x0), abs(x1)), fy = max(abs(y0), abs(y1))
        if fx * fx + fy * fy <= 1 { return 1 }
        return rx * ry * discBoxArea(cx: 0, cy: 0, r: 1, x0: x0, y0: y0, x1: x1, y1: y1)
    }

    // MARK: Rounded rectangles

    /// A rectangle with four independent circular corner radii, clamped as CSS does.
    public struct RoundedRect: Sendable {
        public var x, y, width, height: Double
        public var tl, tr, br, bl: Double

        public init(x: Double, y: Double, width: Double, height: Double, radii: Radii) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
            let r = RoundedRect.cssClamped(width: width, height: height, radii: radii)
            (tl, tr, br, bl) = (r.tl, r.tr, r.br, r.bl)
        }

        public var radii: Radii { (tl, tr, br, bl) }

        /// CSS Backgrounds 3 §5.5 "Overlapping Curves": f = min over sides of
        /// side / (sum of that side's two radii); if f < 1 every radius is scaled by f.
        public static func cssClamped(width: Double, height: Double, radii: Radii) -> Radii {
            let r = (tl: max(radii.tl, 0), tr: max(radii.tr, 0), br: max(radii.br, 0), bl: max(radii.bl, 0))
            var f = 1.0
            for (side, sum) in [(width, r.tl + r.tr), (height, r.tr + r.br),
                                (width, r.br + r.bl), (height, r.bl + r.tl)] where sum > 0 {
                f = min(f, max(side, 0) / sum)
            }
            return f < 1 ? (r.tl * f, r.tr * f, r.br * f, r.bl * f) : r
        }

        /// The hole of an inside stroke of width w, as CALayer draws `borderWidth`: inset by w
        /// on every side, radii max(rᵢ − w, 0). Nil when the border fills the whole rect.
        public func insetForBorder(_ w: Double) -> RoundedRect? {
            guard width - 2 * w > 0, height - 2 * w > 0 else { return nil }
            return RoundedRect(x: x + w, y: y + w, width: width - 2 * w, height: height - 2 * w,
                               radii: (max(tl - w, 0), max(tr - w, 0), max(br - w, 0), max(bl - w, 0)))
        }

        /// Exact area of self ∩ [x0, x1] × [y0, y1]: the rect's share minus, per corner, the
        /// notch (corner square minus quarter disc). Notches of clamped radii never overlap.
        public func area(x0: Double, y0: Double, x1: Double, y1: Double) -> Double {
            let bx0 = max(x0, x), by0 = max(y0, y), bx1 = min(x1, x + width), by1 = min(y1, y + height)
            guard bx1 > bx0, by1 > by0 else { return 0 }
            var a = (bx1 - bx0) * (by1 - by0)
            let right = x + width, bottom = y + height
            // (corner square, disc centre) per corner; radius 0 means a sharp corner.
            let corners: [(r: Double, sx: Double, sy: Double, cx: Double, cy: Double)] = [
                (tl, x, y, x + tl, y + tl),
                (tr, right - tr, y, right - tr, y + tr),
                (br, right - br, bottom - br, right - br, bottom - br),
                (bl, x, bottom - bl, x + bl, bottom - bl),
            ]
            for c in corners where c.r > 0 {
                let qx0 = max(bx0, c.sx), qy0 = max(by0, c.sy)
                let qx1 = min(bx1, c.sx + c.r), qy1 = min(by1, c.sy + c.r)
                guard qx1 > qx0, qy1 > qy0 else { continue }
                let square = (qx1 - qx0) * (qy1 - qy0)
                a -= square - discBoxArea(cx: c.cx, cy: c.cy, r: c.r, x0: qx0, y0: qy0, x1: qx1, y1: qy1)
            }
            return a
        }
    }

    public static func pixelCoverage(ofRoundedRect x: Double, y: Double, width: Double, height: Double,
                              radii: Radii, px: Int, py: Int) -> Double {
        let rr = RoundedRect(x: x, y: y, width: width, height: height, radii: radii)
        return rr.area(x0: Double(px), y0: Double(py), x1: Double(px) + 1, y1: Double(py) + 1)
    }

    /// Inside stroke of width `borderWidth` along the rounded rect: outer minus `insetForBorder`.
    public static func pixelCoverage(ofRoundedRectRing x: Double, y: Double, width: Double, height: Double,
                              radii: Radii, borderWidth: Double, px: Int, py: Int) -> Double {
        let outer = RoundedRect(x: x, y: y, width: width, height: height, radii: radii)
        let (x0, y0) = (Double(px), Double(py))
        let a = outer.area(x0: x0, y0: y0, x1: x0 + 1, y1: y0 + 1)
        guard let inner = outer.insetForBorder(borderWidth) else { return a }
        return a - inner.area(x0: x0, y0: y0, x1: x0 + 1, y1: y0 + 1)
    }

    // MARK: Annular sector (stroked arc, butt caps)

    /// Ring between `innerRadius` and `outerRadius`, angles from `startAngle` through
    /// `startAngle + sweep` (radians from +x toward +y: clockwise on screen). `sweep` may be
    /// negative; |sweep| ≥ 2π is the full annulus.
    public static func pixelCoverage(ofAnnularSectorCx cx: Double, cy: Double, innerRadius: Double,
                              outerRadius: Double, startAngle: Double, sweep: Double,
                              px: Int, py: Int) -> Double {
        let pixel = box(Double(px), Double(py), Double(px) + 1, Double(py) + 1)
        return sectorArea(cx: cx, cy: cy, r: outerRadius, startAngle: startAngle, sweep: sweep, polygon: pixel)
            - sectorArea(cx: cx, cy: cy, r: innerRadius, startAngle: startAngle, sweep: sweep, polygon: pixel)
    }

    /// Exact area of a circular sector ∩ convex polygon. A sweep ≤ π is a convex wedge (two
    /// half-planes through the centre) clipped onto the polygon. A sweep in (π, 2π) is done as
    /// disc minus its complementary wedge (< π, convex) — equivalent to splitting into two
    /// wedges, but keeps pixels deep inside the arc at exactly 1 with no seam.
    public static func sectorArea(cx: Double, cy: Double, r: Double, startAngle: Double, sweep: Double,
                           polygon: [Point]) -> Double {
        guard r > 0, sweep != 0 else { return 0 }
        let start = sweep < 0 ? startAngle + sweep : startAngle, s = abs(sweep)
        if s >= 2 * Double.pi { return discArea(cx: cx, cy: cy, r: r, polygon: polygon) }
        if s <= Double.pi {
            return discArea(cx: cx, cy: cy, r: r, polygon: clip(polygon, toWedgeAt: Point(x: cx, y: cy), from: start, sweep: s))
        }
        let all = discArea(cx: cx, cy: cy, r: r, polygon: polygon)
        let gap = clip(polygon, toWedgeAt: Point(x: cx, y: cy), from: start + s, sweep: 2 * Double.pi - s)
        return all - discArea(cx: cx, cy: cy, r: r, polygon: gap)
    }

    /// Convex wedge (sweep ≤ π) = {cross(u₀, p−c) ≥ 0} ∩ {cross(p−c, u₁) ≥ 0}.
    private static func clip(_ polygon: [Point], toWedgeAt c: Point, from a0: Double, sweep: Double) -> [Point] {
        let a1 = a0 + sweep
        let afterStart = clip(polygon, normal: Point(x: -sin(a0), y: cos(a0)), through: c)
        return clip(afterStart, normal: Point(x: sin(a1), y: -cos(a1)), through: c)
    }
}
