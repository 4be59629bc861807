#if canImport(Glibc)
import Glibc
#endif
import PopsnapRaster
import PopsnapGeometry

extension TextLayout {
    /// Draws the paragraph with its box's top-left corner at `origin`, in device pixels (a fraction is kept:
    /// text sits at sub-pixel positions), `pixelsPerPoint` device pixels to a point of the paragraph.
    ///
    /// Glyphs are rasterized at their pixel size (never scaled as bitmaps, except colour emoji strikes),
    /// baselines sit on whole pixels, and horizontal positions keep a quarter-pixel phase.
    /// A glyph that cannot reach the canvas is not rasterized at all: a spec of thousands of large texts
    /// mostly off the screen costs what the screen shows.
    public func draw(on canvas: inout Canvas, at origin: Point, pixelsPerPoint k: Double, color: Color, opacity: Double = 1,
                     cache: GlyphCache = .shared) {
        let size64 = Int((fontSize * k * 64).rounded())
        guard size64 > 0 else { return }
        let pixels = fontSize * k, width = Double(canvas.image.width), height = Double(canvas.image.height)
        // A slanted glyph reaches past its upright bounds by its height times the shear.
        let lean = abs(tan(slant * .pi / 180)) * pixels
        for line in lines {
            let baseline = Int((origin.y + line.baseline * k).rounded())
            for g in line.glyphs {
                let (px, phase) = GlyphPhases.split(origin.x + g.x * k)
                let y = baseline + Int((g.y * k).rounded())
                if let r = g.font.reach, Double(px) + r.maxX * pixels + lean + 1 < 0 || Double(px) + r.minX * pixels - lean - 1 > width
                    || Double(y) - r.maxY * pixels - 1 > height || Double(y) - r.minY * pixels + 1 < 0 { continue }
                let rendered = cache.glyph(g.font, glyph: g.glyph, size64: size64, phase: phase, slant: slant)
                if let mask = rendered.mask {
                    canvas.draw(mask, x: px + rendered.left, y: y - rendered.top, color: color, opacity: opacity)
                } else if let image = rendered.color, let r = rendered.colorRect {
                    canvas.draw(image, in: r.offsetBy(dx: Double(px), dy: Double(y)), opacity: opacity)
                }
            }
        }
    }
}
