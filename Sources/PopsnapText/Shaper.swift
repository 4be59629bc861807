import CHarfBuzz

/// One glyph from HarfBuzz, in font units: advance, offsets, and the UTF-8 offset of its cluster.
struct ShapedGlyph: Equatable, Sendable {
    var glyph: UInt32
    /// UTF-8 offset, in the paragraph, of the first byte of the cluster the glyph belongs to.
    var cluster: Int
    var advance: Double
    var offsetX: Double
    /// Up is positive, as in fonts.
    var offsetY: Double
}

/// HarfBuzz shaping of one run: one font, one direction, one script.
enum Shaper {
    /// Shapes `range` of the paragraph's UTF-8 `text` (the rest is context, for joining and kerning
    /// across run edges). Glyphs come in visual order, left to right; positions are in font units.
    static func shape(_ text: UnsafeBufferPointer<UInt8>, range: Range<Int>, font: Font, rightToLeft: Bool,
                      script: hb_script_t, language: String?) -> [ShapedGlyph] {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        text.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        if let language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        hb_shape(font.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { i in
            ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                        advance: Double(positions[i].x_advance), offsetX: Double(positions[i].x_offset),
                        offsetY: Double(positions[i].y_offset))
        }
    }

    /// The Unicode script of a scalar, as HarfBuzz knows it.
    static func script(of scalar: Unicode.Scalar) -> hb_script_t {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
    }

    /// Scripts that take the script of the text around them.
    static func isNeutral(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
    }
}
