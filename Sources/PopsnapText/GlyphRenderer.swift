#if canImport(Glibc)
import Glibc
#endif
import CFreeType
import PopsnapRaster
import PopsnapGeometry

/// Draws one glyph with FreeType: unhinted outlines in 8-bit grey, or a colour bitmap strike scaled.
///
/// No hinting, as Core Text on iOS: glyph shapes and advances are the font's at every size, so text
/// at 1x, 2x and 3x has the same layout, and the result does not depend on FreeType's hinting engines
/// (which differ between versions and between TrueType and CFF fonts).
enum GlyphRenderer {
    static func render(_ font: Font, glyph: UInt32, size64: Int, phase: Int, slant: Double = 0) -> RenderedGlyph {
        let empty = RenderedGlyph(mask: nil, left: 0, top: 0, color: nil, colorRect: nil)
        return FreeTypeLibrary.shared.withLock { _ in
            font.isColorBitmap ? colorGlyph(font, glyph, size64: size64, phase: phase) ?? empty
                : outlineGlyph(font, glyph, size64: size64, phase: phase, slant: slant) ?? empty
        } ?? empty
    }

    /// Called with FreeType's lock held.
    private static func outlineGlyph(_ font: Font, _ glyph: UInt32, size64: Int, phase: Int, slant: Double) -> RenderedGlyph? {
        let face = font.ftFace
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0 else { return nil }
        var delta = FT_Vector(x: FT_Pos(phase * 64 / GlyphPhases.count), y: 0)
        // A shear about the baseline, x += y · tan(slant), in FreeType's 16.16 fixed point (the matrix
        // FT_GlyphSlot_Oblique applies, at the angle asked for).
        var shear = FT_Matrix(xx: 0x10000, xy: FT_Fixed((tan(slant * .pi / 180) * 65536).rounded()), yx: 0, yy: 0x10000)
        if slant == 0 { FT_Set_Transform(face, nil, &delta) } else { FT_Set_Transform(face, &shear, &delta) }
        defer { FT_Set_Transform(face, nil, nil) }
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
              FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let slot = face.pointee.glyph!.pointee
        let bitmap = slot.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows)
        guard w > 0, h > 0, let buffer = bitmap.buffer, var mask = try? Mask(width: w, height: h) else {
            return RenderedGlyph(mask: nil, left: 0, top: 0, color: nil, colorRect: nil)
        }
        let pitch = Int(bitmap.pitch)
        for y in 0..<h {
            let row = pitch >= 0 ? buffer + y * pitch : buffer + (h - 1 - y) * (-pitch)
            for x in 0..<w { mask[x, y] = row[x] }
        }
        return RenderedGlyph(mask: mask, left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), color: nil, colorRect: nil)
    }

    /// A colour glyph from the strike nearest above the size (or the largest), scaled to the size.
    private static func colorGlyph(_ font: Font, _ glyph: UInt32, size64: Int, phase: Int) -> RenderedGlyph? {
        let face = font.ftFace
        let px = Double(size64) / 64
        guard !font.strikes.isEmpty else { return nil }
        let strike = font.strikes.enumerated().filter { Double($0.element) >= px }.min { $0.element < $1.element }
            ?? font.strikes.enumerated().max { $0.element < $1.element }!
        guard FT_Select_Size(face, Int32(strike.offset)) == 0,
              FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0 else { return nil }
        if face.pointee.glyph.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        }
        let slot = face.pointee.glyph!.pointee
        let bitmap = slot.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows)
        guard w > 0, h > 0, let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
        let pitch = Int(bitmap.pitch)
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let row = buffer + y * pitch
            for x in 0..<w {
                // FreeType's BGRA is premultiplied already; only the channel order changes.
                rgba[(y * w + x) * 4] = row[x * 4 + 2]
                rgba[(y * w + x) * 4 + 1] = row[x * 4 + 1]
                rgba[(y * w + x) * 4 + 2] = row[x * 4]
                rgba[(y * w + x) * 4 + 3] = row[x * 4 + 3]
            }
        }
        guard let image = try? Image(width: w, height: h, premultipliedRGBA: rgba) else { return nil }
        let k = px / Double(strike.element)
        let rect = Rect(x: Double(slot.bitmap_left) * k + Double(phase) / Double(GlyphPhases.count),
                        y: -Double(slot.bitmap_top) * k, width: Double(w) * k, height: Double(h) * k)
        return RenderedGlyph(mask: nil, left: 0, top: 0, color: image, colorRect: rect)
    }
}
