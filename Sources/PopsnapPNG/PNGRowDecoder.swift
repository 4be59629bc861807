import CPopsnapPNG
import PopsnapRaster

extension PNG {
    /// Decodes a PNG row by row, top to bottom, into premultiplied RGBA8 (each row the one `decode`
    /// gives), handing each to `row` with its index and never holding the whole image: a reader that
    /// resamples as rows arrive holds a row, not the image. An interlaced file (Adam7 spreads every row
    /// over seven passes, so no row is final before the last) is decoded whole first, then handed over
    /// row by row. The header's size is checked against `limits` first, as `decode` checks it.
    ///
    /// ```swift
    /// try PNG.decodeRows(bytes) { y, pixels in resampler.add(row: y, pixels) }
    /// ```
    public static func decodeRows(_ bytes: [UInt8], limits: ImageLimits = .default,
                                  _ row: (Int, UnsafeBufferPointer<UInt8>) -> Void) throws(PNGError) {
        let streamed = try bytes.withUnsafeBufferPointer { input in
            decoding(input, limits: limits) { decoder, header, message -> Result<Bool, PNGError> in
                guard header.interlace == 0 else { return .success(false) }
                var code = message.call { text, capacity in popsnap_png_decoder_begin_rows(decoder, text, capacity) }
                guard code == POPSNAP_PNG_OK else { return .failure(error(code, message)) }
                var pixels = [UInt8](repeating: 0, count: Int(header.width) * 4)
                for y in 0..<Int(header.height) {
                    pixels.withUnsafeMutableBufferPointer { buffer in
                        code = message.call { text, capacity in popsnap_png_decoder_read_row(decoder, buffer.baseAddress, buffer.count, text, capacity) }
                        if code == POPSNAP_PNG_OK {
                            Premultiply.premultiplyRGBA(buffer)
                            row(y, UnsafeBufferPointer(buffer))
                        }
                    }
                    guard code == POPSNAP_PNG_OK else { return .failure(error(code, message)) }
                }
                code = message.call { text, capacity in popsnap_png_decoder_end_rows(decoder, text, capacity) }
                return code == POPSNAP_PNG_OK ? .success(true) : .failure(error(code, message))
            }
        }.get()
        guard !streamed else { return }
        let image = try decode(bytes, limits: limits)
        image.pixels.withUnsafeBufferPointer { pixels in
            let rowBytes = image.width * 4
            for y in 0..<image.height { row(y, UnsafeBufferPointer(rebasing: pixels[(y * rowBytes)..<((y + 1) * rowBytes)])) }
        }
    }
}
