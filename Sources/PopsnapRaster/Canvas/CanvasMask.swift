import PopsnapGeometry
extension Canvas {
    /// Paints `color` through `mask`, its top-left pixel at (x, y): glyphs, shadows, any coverage bitmap.
    ///
    /// ```swift
    /// canvas.draw(glyphMask, x: 120, y: 48, color: .white)
    /// ```
    public mutating func draw(_ mask: Mask, x: Int, y: Int, color: Color, opacity: Double = 1) {
        let word = Blend.word(color.multiplyingAlpha(by: opacity).premultiplied)
        guard abs(x) < 1 << 30, abs(y) < 1 << 30 else { return }
        let target = PixelRect(x: x, y: y, width: mask.width, height: mask.height).intersection(drawableArea)
        guard word != 0, !target.isEmpty else { return }
        mask.coverage.withUnsafeBufferPointer { m in
            withTargets { pixels, width, scratch, clip in
                var blitter = PaintBlitter(pixels: pixels, width: width, source: .solid(word), row: scratch.row,
                                           clipped: scratch.clipped, clip: clip)
                for row in target.y..<target.maxY {
                    let src = m.baseAddress! + (row - y) * mask.width + (target.x - x)
                    blitter.blitMasked(x: target.x, y: row, coverage: src, count: target.width)
                }
            }
        }
    }
}
