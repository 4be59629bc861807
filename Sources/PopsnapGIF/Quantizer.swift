import CImageQuant

/// libimagequant, the quantizer behind pngquant and gifski, reducing a rectangle of a frame to at most 256
/// colours: the only code that touches it. Its OpenMP loops run on the calling thread alone (see the shim),
/// so the palette and indices do not depend on how many threads the machine or the caller has.
enum Quantizer {
    /// The palette (words as `ColorSet` holds them) and one index a pixel for the `width` x `height`
    /// rectangle of `words` starting at word `start`, `stride` words a row. `dithering` spreads each pixel's
    /// error to its neighbours (Floyd–Steinberg, libimagequant's level 1), off otherwise.
    static func quantize(_ words: UnsafeBufferPointer<UInt32>, start: Int, stride: Int, width: Int, height: Int,
                         dithering: Bool, frame: Int) throws(GIFError) -> (palette: [UInt32], indices: [UInt8]) {
        omp_set_num_threads(1)
        guard let attr = liq_attr_create() else { throw .quantizationFailed(frame: frame, code: Int(LIQ_OUT_OF_MEMORY.rawValue)) }
        defer { liq_attr_destroy(attr) }
        _ = liq_set_max_colors(attr, Int32(ColorSet.limit))
        // Speed 8 of libimagequant's 1-10 (pngquant's default is 4): measured on the 30-frame crossfade, the
        // worst frame's mean error rises from 0.001 to 0.91 of an 8-bit level and its largest from 10 to 11, while
        // the file is 1.4% smaller (560,967 bytes against 568,697, before the adaptive LZW clearing) and the
        // quantizing takes 40% less CPU; a level is below what anyone sees.
        _ = liq_set_speed(attr, 8)
        let base = UnsafeMutableRawPointer(mutating: words.baseAddress!)
        var rows: [UnsafeMutableRawPointer?] = (0..<height).map { y in base + (start + y * stride) * 4 }
        // Gamma 0 is libimagequant's default, sRGB's 0.45455.
        let image = rows.withUnsafeMutableBufferPointer { liq_image_create_rgba_rows(attr, $0.baseAddress!, Int32(width), Int32(height), 0) }
        guard let image else { throw .quantizationFailed(frame: frame, code: Int(LIQ_INVALID_POINTER.rawValue)) }
        defer { liq_image_destroy(image) }
        var result: OpaquePointer?
        let status = liq_image_quantize(image, attr, &result)
        guard status == LIQ_OK, let result else { throw .quantizationFailed(frame: frame, code: Int(status.rawValue)) }
        defer { liq_result_destroy(result) }
        _ = liq_set_dithering_level(result, dithering ? 1 : 0)
        var indices = [UInt8](repeating: 0, count: width * height)
        let remapped = indices.withUnsafeMutableBytes { liq_write_remapped_image(result, image, $0.baseAddress!, $0.count) }
        guard remapped == LIQ_OK else { throw .quantizationFailed(frame: frame, code: Int(remapped.rawValue)) }
        var palette = liq_get_palette(result).pointee
        let colors = withUnsafeBytes(of: &palette.entries) { raw in
            (0..<Int(palette.count)).map { i -> UInt32 in
                let r = UInt32(raw[4 * i]), g = UInt32(raw[4 * i + 1]), b = UInt32(raw[4 * i + 2]), a = UInt32(raw[4 * i + 3])
                // GIF's one bit of alpha, as `VisiblePixels` has it.
                return a < 128 ? VisiblePixels.transparent : r | g << 8 | b << 16 | 0xFF00_0000
            }
        }
        return (colors, indices)
    }
}
