/// Rendered glyphs, keyed by font, pixel size, glyph and phase; safe to share across threads and frames.
///
/// ```swift
/// let cache = GlyphCache()
/// layout.draw(on: &canvas, at: origin, scale: 3, color: .white, cache: cache)
/// cache.statistics   // (hits: 118, misses: 24)
/// ```
public final class GlyphCache: @unchecked Sendable {
    /// The cache drawing uses unless given another.
    public static let shared = GlyphCache()

    private let lock = Lock()
    private var glyphs: [GlyphKey: RenderedGlyph] = [:]
    private var hits = 0, misses = 0

    public init() {}

    /// How many lookups found a glyph already drawn, and how many had to draw it.
    public var statistics: (hits: Int, misses: Int) { lock.withLock { (hits, misses) } }

    /// The glyph, drawn on first use. Drawing happens outside the cache's lock, so threads drawing
    /// different glyphs do not wait on each other here (FreeType itself is serialized).
    func glyph(_ font: Font, glyph: UInt32, size64: Int, phase: Int) -> RenderedGlyph {
        let key = GlyphKey(font: ObjectIdentifier(font), size64: size64, glyph: glyph, phase: phase)
        if let found = lock.withLock({ () -> RenderedGlyph? in
            let g = glyphs[key]
            if g != nil { hits += 1 }
            return g
        }) { return found }
        let rendered = GlyphRenderer.render(font, glyph: glyph, size64: size64, phase: phase)
        return lock.withLock {
            misses += 1
            // Another thread may have drawn it meanwhile; both drew the same pixels.
            if let g = glyphs[key] { return g }
            glyphs[key] = rendered
            return rendered
        }
    }
}
