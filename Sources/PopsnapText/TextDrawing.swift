import PopsnapRaster

extension TextLayout {
    /// Draws the paragraph with its box's top-left corner at `origin` (points), at `scale` pixels a point.
    ///
    /// Glyphs are rasterized at their pixel size (never scaled as bitmaps, except colour emoji strikes),
    /// baselines sit on whole pixels, and horizontal positions keep a quarter-pixel phase.
    public func draw(on canvas: inout Canvas, at origin: Point, scale: Double, color: Color, opacity: Double = 1,
                     cache: GlyphCache = .shared) {
        let size64 = Int((fontSize * scale * 64).rounded())
        guard size64 > 0 else { return }
        for line in lines {
            let baseline = Int(((origin.y + line.baseline) * scale).rounded())
            for g in line.glyphs {
                let (px, phase) = GlyphPhases.split((origin.x + g.x) * scale)
                let y = baseline + Int((g.y * scale).rounded())
                let rendered = cache.glyph(g.font, glyph: g.glyph, size64: size64, phase: phase)
                if let mask = rendered.mask {
                    canvas.draw(mask, x: px + rendered.left, y: y - rendered.top, color: color, opacity: opacity)
                } else if let image = rendered.color, let r = rendered.colorRect {
                    canvas.draw(image, in: r.offsetBy(dx: Double(px), dy: Double(y)), opacity: opacity)
                }
            }
        }
    }
}
