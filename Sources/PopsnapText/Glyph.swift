import PopsnapRaster
import PopsnapGeometry

/// A glyph drawn at one pixel size and sub-pixel phase, ready to composite.
public struct RenderedGlyph: Sendable {
    /// The coverage of an outline glyph; nil for colour bitmaps and empty glyphs.
    public let mask: Mask?
    /// Pixels from the pen's whole-pixel position to the mask's left edge, and from the baseline up to its top.
    public let left: Int, top: Int
    /// A colour bitmap glyph (emoji), to be drawn scaled into `colorRect`.
    public let color: Image?
    /// Where the colour bitmap goes, in pixels from the pen position (y down from the baseline).
    public let colorRect: Rect?

    /// The bytes of its pixels, as `GlyphCache` counts them.
    var byteCount: Int {
        (mask.map { $0.width * $0.height } ?? 0) + (color.map { $0.width * $0.height * 4 } ?? 0)
    }
}

/// Glyphs are drawn at horizontal positions quantized to quarter pixels: four phases look identical to
/// continuous positioning at text sizes while keeping the cache small.
public enum GlyphPhases {
    /// Quarter pixels.
    public static let count = 4

    /// The whole pixel and the phase (0..<count) of a horizontal pen position in pixels.
    public static func split(_ x: Double) -> (pixel: Int, phase: Int) {
        let q = (x * Double(count)).rounded()
        let pixel = Int((q / Double(count)).rounded(.down))
        return (pixel, Int(q) - pixel * count)
    }
}

struct GlyphKey: Hashable {
    /// `Font.identity`: unique for the process, unlike the face's address.
    let font: Int
    /// The pixel size in 1/64 px, FreeType's 26.6 fixed point.
    let size64: Int
    let glyph: UInt32
    let phase: Int
    /// Degrees of synthetic oblique (0: upright).
    let slant: Double
}
