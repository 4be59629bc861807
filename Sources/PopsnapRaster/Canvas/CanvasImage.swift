import PopsnapGeometry
extension Canvas {
    /// Draws `image` with its top-left corner at `origin`, faded by `opacity`.
    ///
    /// At whole-pixel positions the pixels are composited directly; at fractional ones they are
    /// interpolated bilinearly. ```swift
    /// canvas.draw(layer, at: Point(x: 0, y: 0), opacity: 0.5)
    /// ```
    public mutating func draw(_ image: Image, at origin: Point, opacity: Double = 1) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        if Self.isWholePixel(origin.x), Self.isWholePixel(origin.y) {
            composite(image, x: Int(origin.x), y: Int(origin.y), opacity: opacity)
        } else {
            draw(image, in: Rect(x: origin.x, y: origin.y, width: Double(image.width), height: Double(image.height)), opacity: opacity)
        }
    }

    /// Draws `image` scaled to fill `rect`: bilinear filtering when enlarging, area averaging when
    /// shrinking; the rectangle's edges are anti-aliased with their exact coverage.
    /// With `resampled`, an image drawn at less than half its size is filtered once for each size it is
    /// drawn at, and copied after (`ResampledImages`).
    public mutating func draw(_ image: Image, in rect: Rect, opacity: Double = 1, resampled: ResampledImages? = nil) {
        let rect = rect.standardized
        guard image.width > 0, image.height > 0, !rect.isEmpty, opacity > 0 else { return }
        // At its own size on whole pixels (a screenshot of the screen's size) every sample is a pixel.
        if rect.width == Double(image.width), rect.height == Double(image.height), Self.isWholePixel(rect.x), Self.isWholePixel(rect.y) {
            return composite(image, x: Int(rect.x), y: Int(rect.y), opacity: opacity)
        }
        let area = rect.enclosingPixels.intersection(drawableArea)
        guard !area.isEmpty else { return }
        let whole = rect.enclosingPixels
        if let recorded = resampled?.shade(of: image, in: rect, make: { ImageShader(image, in: rect, covering: whole, opacity: 1).record() }) {
            return fill(rect, with: recorded, opacity: opacity)
        }
        let shader = ImageShader(image, in: rect, covering: area, opacity: opacity)
        fillSource(lines: Flatten.lines(of: .rect(rect)), source: .image(shader), rule: .nonZero)
    }

    /// Draws pixels resampled for a rectangle of `rect`'s size and position within a pixel
    /// (`StreamingResample`), exactly as `draw(_:in:)` draws the image they were resampled from.
    ///
    /// ```swift
    /// canvas.draw(resampled, in: resampled.rect)
    /// ```
    public mutating func draw(_ resampled: ResampledImage, in rect: Rect, opacity: Double = 1) {
        let rect = rect.standardized
        guard !rect.isEmpty, opacity > 0, !rect.enclosingPixels.intersection(drawableArea).isEmpty else { return }
        fill(rect, with: resampled.shade, opacity: opacity)
    }

    /// Fills `rect` (its edges anti-aliased) with `recorded`, placed at its enclosing pixels' origin.
    private mutating func fill(_ rect: Rect, with recorded: RecordedShade, opacity: Double) {
        let whole = rect.enclosingPixels
        let k = UInt32((min(1, max(0, opacity)) * 255).rounded())
        fillSource(lines: Flatten.lines(of: .rect(rect)), source: .recorded(recorded.placed(at: (whole.x, whole.y), opacity: k)), rule: .nonZero)
    }

    private static func isWholePixel(_ v: Double) -> Bool { v == v.rounded() && abs(v) < 1e9 }

    /// Composites `image` at a whole-pixel position: a straight row-by-row source-over.
    private mutating func composite(_ image: Image, x: Int, y: Int, opacity: Double) {
        let k = UInt8((min(1, max(0, opacity)) * 255).rounded())
        let target = PixelRect(x: x, y: y, width: image.width, height: image.height).intersection(drawableArea)
        guard k > 0, !target.isEmpty else { return }
        image.pixels.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { words in
            let src = words.baseAddress!
            withTargets { pixels, width, scratch, clip in
                for row in target.y..<target.maxY {
                    let s = src + (row - y) * image.width + (target.x - x)
                    let d = pixels + row * width + target.x
                    if let clip {
                        clip.combine(x: target.x, y: row, count: target.width, coverage: k, into: scratch.clipped)
                        Blend.rowMasked(d, s, count: target.width, coverage: scratch.clipped)
                    } else {
                        Blend.rowSpan(d, s, count: target.width, coverage: k)
                    }
                }
            }
            }
        }
    }
}
