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
        let status = width * height < Self.sampledFrom ? liq_image_quantize(image, attr, &result)
            : Self.quantizeSample(words, start: start, stride: stride, width: width, height: height, attr: attr, result: &result)
        guard status == LIQ_OK, let result else { throw .quantizationFailed(frame: frame, code: Int(status.rawValue)) }
        defer { liq_result_destroy(result) }
        guard dithering else {
            // Undithered, each pixel takes its nearest colour, found here many times faster than libimagequant's
            // remapping (which also rounds its palette first: `liq_get_palette` is the same either way).
            let colors = Self.colors(liq_get_palette(result).pointee)
            return (colors, NearestColors(colors).indices(words, start: start, stride: stride, width: width, height: height))
        }
        _ = liq_set_dithering_level(result, 1)
        var indices = [UInt8](repeating: 0, count: width * height)
        let remapped = indices.withUnsafeMutableBytes { liq_write_remapped_image(result, image, $0.baseAddress!, $0.count) }
        guard remapped == LIQ_OK else { throw .quantizationFailed(frame: frame, code: Int(remapped.rawValue)) }
        return (Self.colors(liq_get_palette(result).pointee), indices)
    }

    /// Pixels from which the palette is made from every other pixel of every other row: a quarter of a
    /// megapixel or more still samples each of 256 colours a thousand times over. Measured on a 3x screen of
    /// noise (1179 x 2556 px), the mean error goes from 10.64 to 10.69 levels and the largest stays 39, for a
    /// quarter of libimagequant's time; on the 1x seed alert, 0.839 both ways.
    static let sampledFrom = 1 << 20

    /// libimagequant's palette for the rectangle, made from its histogram of every other pixel of every other row.
    private static func quantizeSample(_ words: UnsafeBufferPointer<UInt32>, start: Int, stride: Int, width: Int, height: Int,
                                       attr: OpaquePointer, result: inout OpaquePointer?) -> liq_error {
        let w = (width + 1) / 2, h = (height + 1) / 2
        var sample = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w { sample[y * w + x] = words[start + 2 * y * stride + 2 * x] }
        }
        guard let histogram = liq_histogram_create(attr) else { return LIQ_OUT_OF_MEMORY }
        defer { liq_histogram_destroy(histogram) }
        return sample.withUnsafeMutableBytes { bytes -> liq_error in
            guard let image = liq_image_create_rgba(attr, bytes.baseAddress!, Int32(w), Int32(h), 0) else { return LIQ_INVALID_POINTER }
            defer { liq_image_destroy(image) }
            let added = liq_histogram_add_image(histogram, attr, image)
            return added == LIQ_OK ? liq_histogram_quantize(histogram, attr, &result) : added
        }
    }

    /// libimagequant's palette as words (`ColorSet`'s form).
    private static func colors(_ palette: liq_palette) -> [UInt32] {
        var palette = palette
        return withUnsafeBytes(of: &palette.entries) { raw in
            (0..<Int(palette.count)).map { i -> UInt32 in
                let r = UInt32(raw[4 * i]), g = UInt32(raw[4 * i + 1]), b = UInt32(raw[4 * i + 2]), a = UInt32(raw[4 * i + 3])
                // GIF's one bit of alpha, as `VisiblePixels` has it.
                return a < 128 ? VisiblePixels.transparent : r | g << 8 | b << 16 | 0xFF00_0000
            }
        }
    }
}
