/// Rendered glyphs, keyed by font, pixel size, glyph and phase; safe to share across threads and frames.
///
/// The pixels it holds are bounded by `maxBytes`: a process that draws text at many sizes (a verify run
/// over many specs, a fuzzer) would otherwise keep every glyph it ever drew. When a new glyph would pass
/// the bound the cache starts again empty; a glyph is a pure function of its key, so that costs time,
/// never a different pixel.
/// ```swift
/// let cache = GlyphCache()
/// layout.draw(on: &canvas, at: origin, pixelsPerPoint: 3, color: .white, cache: cache)
/// cache.statistics   // (hits: 118, misses: 24)
/// ```
public final class GlyphCache: @unchecked Sendable {
    /// The cache drawing uses unless given another.
    public static let shared = GlyphCache()

    /// The default bound: every glyph of a few paragraphs at each of dozens of sizes at 3x.
    public static let defaultMaxBytes = 64 << 20

    /// The most bytes of glyph pixels kept.
    public let maxBytes: Int
    private let lock = Lock()
    private var glyphs: [GlyphKey: RenderedGlyph] = [:]
    private var bytes = 0
    private var hits = 0, misses = 0

    /// A cache holding at most `maxBytes` of glyph pixels; a glyph that would pass the bound empties it first.
    public init(maxBytes: Int = GlyphCache.defaultMaxBytes) {
        self.maxBytes = maxBytes
    }

    /// How many lookups found a glyph already drawn, and how many had to draw it.
    public var statistics: (hits: Int, misses: Int) { lock.withLock { (hits, misses) } }

    /// The bytes of glyph pixels held now, at most `maxBytes`.
    public var byteCount: Int { lock.withLock { bytes } }

    /// The glyph, drawn on first use. Drawing happens outside the cache's lock, so threads drawing
    /// different glyphs do not wait on each other here (FreeType itself is serialized).
    func glyph(_ font: Font, glyph: UInt32, size64: Int, phase: Int, slant: Double = 0) -> RenderedGlyph {
        let key = GlyphKey(font: font.identity, size64: size64, glyph: glyph, phase: phase, slant: slant)
        if let found = lock.withLock({ () -> RenderedGlyph? in
            let g = glyphs[key]
            if g != nil { hits += 1 }
            return g
        }) { return found }
        let rendered = GlyphRenderer.render(font, glyph: glyph, size64: size64, phase: phase, slant: slant)
        return lock.withLock {
            misses += 1
            // Another thread may have drawn it meanwhile; both drew the same pixels.
            if let g = glyphs[key] { return g }
            let size = rendered.byteCount
            if bytes + size > maxBytes {
                glyphs.removeAll()
                bytes = 0
            }
            // A glyph larger than the whole bound is drawn but not kept.
            guard size <= maxBytes else { return rendered }
            glyphs[key] = rendered
            bytes += size
            return rendered
        }
    }
}
