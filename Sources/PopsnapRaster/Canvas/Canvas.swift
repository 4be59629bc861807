import PopsnapGeometry
/// Draws shapes, images and masks onto an `Image`, clipped to an optional mask.
///
/// ```swift
/// var canvas = try Canvas(width: 879, height: 558)
/// let box = RoundedRect(rect: Rect(x: 0, y: 0, width: 879, height: 558), cornerRadius: 0)
/// canvas.fill(.roundedRect(box), with: .solid(.white))
/// canvas.stroke(.roundedRect(box), style: StrokeStyle(width: 6, alignment: .inside), with: .solid(.black))
/// let png = canvas.image
/// ```
/// A canvas keeps its scratch memory between calls, so drawing many shapes allocates little.
/// Each canvas is independent; use one per thread.
public struct Canvas: Sendable {
    /// What has been drawn so far: premultiplied pixels, the canvas's size.
    public private(set) var image: Image
    /// The largest distance, in pixels, between a curve and the polygon that stands for it.
    public var flatteningTolerance = Flatten.defaultTolerance

    private var scratch = Scratch()
    private var clip: Clip?

    struct Clip: Sendable {
        var rect: PixelRect
        /// Per pixel of `rect`; empty when every pixel of `rect` is fully inside (a pixel-aligned
        /// rectangle, the common case), so drawing is bounded by `rect` alone, with no per-pixel masking.
        var coverage: [UInt8]
    }

    struct Scratch: Sendable {
        var rasterizer = Rasterizer()
        var row: [UInt32] = []
        var clipped: [UInt8] = []
    }

    /// A canvas drawing over `image`, unclipped.
    public init(_ image: Image) {
        self.image = image
    }

    /// A `width` x `height` pixel canvas filled with `color` (transparent by default); throws when the
    /// size is not positive or passes `ImageLimits.default`.
    public init(width: Int, height: Int, fill color: Color = .clear) throws(RasterError) {
        self.init(try Image(width: width, height: height, fill: color))
    }

    /// The area drawing may touch: the image, less whatever the clip excludes.
    var drawableArea: PixelRect {
        clip.map { $0.rect.intersection(image.bounds) } ?? image.bounds
    }

    /// Fills `path` (in device pixels after `transform`) with `paint`.
    public mutating func fill(_ path: Path, with paint: Paint, opacity: Double = 1, rule: FillRule = .nonZero,
                              transform: Transform = .identity) {
        let lines = Flatten.lines(of: path.applying(transform), tolerance: flatteningTolerance)
        fill(lines: lines, with: paint, opacity: opacity, rule: rule, transform: transform)
    }

    mutating func fill(lines: [Line], with paint: Paint, opacity: Double, rule: FillRule, transform: Transform) {
        let source: PaintBlitter.Source
        switch paint {
        case let .solid(color):
            let word = Blend.word(color.multiplyingAlpha(by: opacity).premultiplied)
            guard word != 0 else { return }
            source = .solid(word)
        case .linear, .radial, .conic:
            guard let shader = GradientShader(paint, opacity: opacity, transform: transform) else { return }
            source = .gradient(shader)
        }
        fillSource(lines: lines, source: source, rule: rule)
    }

    mutating func fillSource(lines: [Line], source: PaintBlitter.Source, rule: FillRule) {
        let area = drawableArea
        // A whole-pixel rectangle (a container, a bar, a screen) covers each of its pixels fully: its rows go
        // to the blitter as the full-coverage runs the rasterizer would find, without accumulating cells.
        let rectangle = Self.pixelAlignedRectangle(lines)?.intersection(area)
        withTargets { pixels, width, scratch, clip in
            var blitter = PaintBlitter(pixels: pixels, width: width, source: source, row: scratch.row, clipped: scratch.clipped, clip: clip)
            if let rectangle {
                // An empty intersection has no rows.
                for y in rectangle.y..<rectangle.maxY {
                    blitter.blitSpan(x: rectangle.x, y: y, count: rectangle.width, coverage: 255)
                }
            } else {
                scratch.rasterizer.rasterize(lines, within: area, rule: rule, into: &blitter)
            }
        }
    }

    /// Limits all later drawing to the inside of `path`, within any clip already set (masksToBounds).
    public mutating func clip(to path: Path, rule: FillRule = .nonZero, transform: Transform = .identity) {
        let lines = Flatten.lines(of: path.applying(transform), tolerance: flatteningTolerance)
        let area = (Rasterizer.bounds(of: lines) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)).intersection(drawableArea)
        if clip.map({ $0.coverage.isEmpty }) ?? true, Self.pixelAlignedRectangle(lines) != nil {
            // Every pixel of the rectangle is wholly inside: the rectangle alone bounds drawing from now on.
            clip = Clip(rect: area, coverage: [])
            return
        }
        var coverage = [UInt8](repeating: 0, count: max(0, area.width * area.height))
        if !area.isEmpty {
            coverage.withUnsafeMutableBufferPointer { buf in
                var blitter = MaskBlitter(bytes: buf.baseAddress!, origin: (area.x, area.y), stride: area.width)
                scratch.rasterizer.rasterize(lines, within: area, rule: rule, into: &blitter)
            }
            if let old = clip, !old.coverage.isEmpty {
                // Intersect with the previous clip: multiply coverages, correctly rounded.
                for y in 0..<area.height {
                    for x in 0..<area.width {
                        let o = old.coverage[(area.y + y - old.rect.y) * old.rect.width + (area.x + x - old.rect.x)]
                        let i = y * area.width + x
                        coverage[i] = UInt8(Blend.div255(UInt32(coverage[i]) * UInt32(o)))
                    }
                }
            }
        }
        clip = Clip(rect: area, coverage: coverage.allSatisfy { $0 == 255 } ? [] : coverage)
    }

    /// Removes the clip.
    /// The rectangle when `lines` are the four sides of an axis-aligned rectangle with whole-pixel corners,
    /// going round it one way or the other (each side opposite the one facing it, so the winding is 1 or -1
    /// inside and 0 outside under either rule): the outline a square-cornered container flattens to.
    static func pixelAlignedRectangle(_ lines: [Line]) -> PixelRect? {
        let sides = lines.filter { $0.x0 != $0.x1 || $0.y0 != $0.y1 }
        guard sides.count == 4, let box = Rasterizer.bounds(of: sides), box.width > 0, box.height > 0 else { return nil }
        let minX = Double(box.x), maxX = Double(box.maxX), minY = Double(box.y), maxY = Double(box.maxY)
        // Each side's direction, summed by the edge it lies on: +1 down or right, -1 up or left.
        var left = 0, right = 0, top = 0, bottom = 0
        func direction(_ from: Double, _ to: Double) -> Int { to > from ? 1 : -1 }
        for l in sides {
            if l.x0 == l.x1, Set([l.y0, l.y1]) == [minY, maxY], l.x0 == minX || l.x0 == maxX {
                if l.x0 == minX { left += direction(l.y0, l.y1) } else { right += direction(l.y0, l.y1) }
            } else if l.y0 == l.y1, Set([l.x0, l.x1]) == [minX, maxX], l.y0 == minY || l.y0 == maxY {
                if l.y0 == minY { top += direction(l.x0, l.x1) } else { bottom += direction(l.x0, l.x1) }
            } else {
                return nil
            }
        }
        guard abs(left) == 1, right == -left, abs(top) == 1, bottom == -top else { return nil }
        return box
    }

    /// Removes the clip: later drawing reaches every pixel.
    public mutating func resetClip() {
        clip = nil
    }

    /// The current clip, to put back with `restoreClip` after drawing clipped content.
    public var savedClip: SavedClip { SavedClip(clip: clip) }

    /// Puts back a clip taken with `savedClip`, whatever was clipped since.
    ///
    /// ```swift
    /// let saved = canvas.savedClip
    /// canvas.clip(to: .roundedRect(card))
    /// canvas.fill(.rect(content), with: .solid(.white))     // inside the card's corners only
    /// canvas.restoreClip(saved)
    /// ```
    public mutating func restoreClip(_ saved: SavedClip) {
        clip = saved.clip
    }

    /// An opaque copy of a canvas's clip.
    public struct SavedClip: Sendable {
        let clip: Clip?
    }

    /// Runs `body` with the image's pixels as words, scratch rows sized to the image, and the clip.
    ///
    /// The storage is moved out of `self` for the call, so the pointers alias nothing else and no
    /// buffer is copied on write.
    mutating func withTargets(_ body: (UnsafeMutablePointer<UInt32>, Int, inout ScratchPointers, ClipView?) -> Void) {
        var s = Scratch()
        swap(&s, &scratch)
        var pixels: [UInt8] = []
        swap(&pixels, &image.pixels)
        defer {
            swap(&pixels, &image.pixels)
            swap(&s, &scratch)
        }
        let width = image.width
        if s.row.count < width { s.row = [UInt32](repeating: 0, count: width) }
        if s.clipped.count < width { s.clipped = [UInt8](repeating: 0, count: width) }
        var rasterizer = Rasterizer()
        swap(&rasterizer, &s.rasterizer)
        defer { swap(&rasterizer, &s.rasterizer) }
        pixels.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { words in
                s.row.withUnsafeMutableBufferPointer { row in
                    s.clipped.withUnsafeMutableBufferPointer { clipped in
                        var ptrs = ScratchPointers(rasterizer: rasterizer, row: row.baseAddress!, clipped: clipped.baseAddress!)
                        rasterizer = Rasterizer()
                        if let clip, !clip.coverage.isEmpty {
                            clip.coverage.withUnsafeBufferPointer { c in
                                body(words.baseAddress!, width, &ptrs, ClipView(bytes: c.baseAddress!, rect: clip.rect))
                            }
                        } else {
                            body(words.baseAddress!, width, &ptrs, nil)
                        }
                        rasterizer = ptrs.rasterizer
                    }
                }
            }
        }
    }

    struct ScratchPointers {
        var rasterizer: Rasterizer
        let row: UnsafeMutablePointer<UInt32>
        let clipped: UnsafeMutablePointer<UInt8>
    }
}
