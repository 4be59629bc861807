/// Receives a shape's coverage from the rasterizer, one horizontal run at a time.
///
/// Interior runs come as one call with a single coverage value, so a blitter can fill them as solid
/// spans; only the cells an edge crosses come with per-pixel coverage.
protocol SpanBlitter {
    /// `count` pixels from (x, y) all covered by `coverage` (1...255).
    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8)
    /// `count` pixels from (x, y), each with its own coverage (0...255).
    mutating func blitMasked(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int)
}
