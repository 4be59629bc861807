import PopsnapGeometry
/// An 8-bit coverage (alpha-only) bitmap: clip masks, glyph masks, shadows.
public struct Mask: Equatable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// One byte a pixel, 0 (uncovered) to 255 (covered), rows top to bottom.
    public internal(set) var coverage: [UInt8]

    /// An empty (uncovered) `width` x `height` mask; throws when the size passes `limits`.
    public init(width: Int, height: Int, limits: ImageLimits = .default) throws(RasterError) {
        try limits.check(width: width, height: height, bytesPerPixel: 1)
        self.width = width
        self.height = height
        coverage = [UInt8](repeating: 0, count: width * height)
    }

    /// A mask of `coverage`, one byte a pixel, rows top to bottom; throws when the count is not
    /// `width * height` or the size passes `ImageLimits.default`.
    public init(width: Int, height: Int, coverage: [UInt8]) throws(RasterError) {
        try ImageLimits.default.check(width: width, height: height, bytesPerPixel: 1)
        guard coverage.count == width * height else {
            throw .pixelCountMismatch(expected: width * height, found: coverage.count)
        }
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// The coverage of pixel (`x`, `y`), 0...255; the position must be inside the mask.
    public subscript(x: Int, y: Int) -> UInt8 {
        get { coverage[y * width + x] }
        set { coverage[y * width + x] = newValue }
    }

    /// The coverage of `path` (device pixels) over a `width` x `height` grid.
    public init(rasterizing path: Path, width: Int, height: Int, rule: FillRule = .nonZero) throws(RasterError) {
        try self.init(width: width, height: height)
        var rasterizer = Rasterizer()
        let lines = Flatten.lines(of: path)
        let w = width
        coverage.withUnsafeMutableBufferPointer { buf in
            var blitter = MaskBlitter(bytes: buf.baseAddress!, origin: (0, 0), stride: w)
            rasterizer.rasterize(lines, within: PixelRect(x: 0, y: 0, width: width, height: height), rule: rule, into: &blitter)
        }
    }
}

/// Writes coverage straight into a mask whose top-left pixel is at `origin` in device space.
struct MaskBlitter: SpanBlitter {
    let bytes: UnsafeMutablePointer<UInt8>
    let origin: (x: Int, y: Int)
    let stride: Int

    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        (bytes + (y - origin.y) * stride + (x - origin.x)).update(repeating: coverage, count: count)
    }

    mutating func blitMasked(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        (bytes + (y - origin.y) * stride + (x - origin.x)).update(from: coverage, count: count)
    }
}
