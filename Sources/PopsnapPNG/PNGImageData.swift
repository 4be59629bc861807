#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PopsnapRaster
import PopsnapGeometry

/// The compressed image data of an image, or of a rectangle of it: the zlib stream a PNG's IDAT
/// chunks hold, and an APNG frame's fdAT chunks too (they hold exactly what an IDAT would for a PNG
/// of the rectangle's size).
///
/// `.fast` filters each row with UP or SUB and compresses runs (`RunLengthDeflater`), here in Swift;
/// `.smallest` leaves filters and zlib level 9 to libpng: the rectangle is encoded as a small
/// standalone PNG (no sRGB chunk: only its IDAT data is kept) and its IDAT payloads are joined.
enum PNGImageData {
    /// The zlib stream of `rect` of `image` as straight-alpha RGBA8, or as RGB8 when `opaque`; nil when
    /// `opaque` and a pixel of the rectangle has alpha below 255 (found while converting, so an opaque
    /// image is read once, not checked first and then read again).
    static func compressed(_ image: Image, rect: PixelRect, opaque: Bool, compression: PNGCompression) throws(PNGError) -> [UInt8]? {
        switch compression {
        case .fast:
            return runLengthCompressed(image, rect: rect, opaque: opaque)
        case .smallest:
            guard let samples = samples(of: image, in: rect, opaque: opaque) else { return nil }
            let png = try PNG.encode(samples: samples, width: rect.width, height: rect.height,
                                     colorType: opaque ? .rgb : .rgba, bitDepth: 8, compression: compression, sRGB: false)
            return try imageData(ofPNG: png)
        }
    }

    /// The zlib stream of the whole image, RGB8 when every pixel is opaque, else RGBA8.
    static func compressed(_ image: Image, compression: PNGCompression) throws(PNGError) -> (data: [UInt8], opaque: Bool) {
        if let rgb = try compressed(image, rect: image.bounds, opaque: true, compression: compression) { return (rgb, true) }
        // Only an opaque request can fail.
        return (try compressed(image, rect: image.bounds, opaque: false, compression: compression)!, false)
    }

    /// Each row converted as `samples` converts it, filtered and deflated as it comes: two rows of samples
    /// in memory, never the whole image. A row equal to the row above (most of a screenshot) is UP-filtered
    /// to zeros; any other takes UP or SUB, whichever leaves more zero bytes: SUB turns a row of one
    /// colour (a vertical gradient's) into zeros after its first pixel, where UP would repeat a small
    /// step every pixel, which runs of one byte cannot hold.
    private static func runLengthCompressed(_ image: Image, rect: PixelRect, opaque: Bool) -> [UInt8]? {
        let channels = opaque ? 3 : 4
        let rowSamples = rect.width * channels
        var deflater = RunLengthDeflater(expectedBytes: (rowSamples + 1) * rect.height)
        var current = [UInt8](repeating: 0, count: rowSamples)
        var above = [UInt8](repeating: 0, count: rowSamples)   // the row "above" the first is zeros
        var up = [UInt8](repeating: 2, count: rowSamples + 1)   // filter type 2, UP, then the row
        var sub = [UInt8](repeating: 1, count: rowSamples + 1)  // filter type 1, SUB, then the row
        let zeroRow = [2] + [UInt8](repeating: 0, count: rowSamples)  // UP of a row equal to the one above
        let complete: Bool = image.pixels.withUnsafeBufferPointer { source in
            for row in 0..<rect.height {
                let start = ((rect.y + row) * image.width + rect.x) * 4
                let from = UnsafeBufferPointer(rebasing: source[start..<(start + rect.width * 4)])
                // The same pixels as the row above (opaque if it was): UP makes zeros of them, with nothing
                // to convert or compare.
                if row > 0, memcmp(from.baseAddress!, from.baseAddress! - image.width * 4, rect.width * 4) == 0 {
                    zeroRow.withUnsafeBufferPointer { deflater.append($0) }
                    continue
                }
                let converted = current.withUnsafeMutableBufferPointer { to in
                    if opaque { return Premultiply.dropAlpha(from, into: to) }
                    Premultiply.unpremultiplyRGBA(from, into: to)
                    return true
                }
                if !converted { return false }
                current.withUnsafeBufferPointer { now in
                    above.withUnsafeBufferPointer { previous in
                        let upZeros = up.withUnsafeMutableBufferPointer { upFilter(now, above: previous, into: $0) }
                        let subZeros = upZeros == rowSamples ? 0 : sub.withUnsafeMutableBufferPointer { subFilter(now, bytesPerPixel: channels, into: $0) }
                        if subZeros > upZeros {
                            sub.withUnsafeBufferPointer { deflater.append($0) }
                        } else {
                            up.withUnsafeBufferPointer { deflater.append($0) }
                        }
                    }
                }
                swap(&current, &above)
            }
            return true
        }
        return complete ? deflater.finish() : nil
    }

    /// PNG's UP filter: `out[0]` keeps the filter type, then each byte minus the byte above it, modulo
    /// 256. Returns how many of those bytes are zero.
    @discardableResult
    static func upFilter(_ row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        precondition(above.count == row.count && out.count == row.count + 1)
        guard let r = row.baseAddress, let a = above.baseAddress, let o = out.baseAddress else { return 0 }
        var zeros = 0
        for i in 0..<row.count {
            let d = r[i] &- a[i]
            o[i + 1] = d
            zeros &+= d == 0 ? 1 : 0
        }
        return zeros
    }

    /// PNG's SUB filter: `out[0]` keeps the filter type, then each byte minus the same channel of the
    /// pixel before it (0 for the first pixel), modulo 256. Returns how many of those bytes are zero.
    @discardableResult
    static func subFilter(_ row: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        precondition(out.count == row.count + 1)
        guard let r = row.baseAddress, let o = out.baseAddress else { return 0 }
        let first = min(bytesPerPixel, row.count)
        var zeros = 0
        for i in 0..<first {
            o[i + 1] = r[i]
            zeros &+= r[i] == 0 ? 1 : 0
        }
        for i in first..<row.count {
            let d = r[i] &- r[i - bytesPerPixel]
            o[i + 1] = d
            zeros &+= d == 0 ? 1 : 0
        }
        return zeros
    }

    /// The rectangle's rows as PNG samples, converted exactly as PNG.encode converts a whole image; nil
    /// when `opaque` and a pixel has alpha below 255.
    static func samples(of image: Image, in rect: PixelRect, opaque: Bool) -> [UInt8]? {
        let channels = opaque ? 3 : 4
        let rowSamples = rect.width * channels
        var complete = true
        let samples = image.pixels.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: rowSamples * rect.height) { buffer, count in
                for row in 0..<rect.height {
                    let start = ((rect.y + row) * image.width + rect.x) * 4
                    let from = UnsafeBufferPointer(rebasing: source[start..<(start + rect.width * 4)])
                    let to = UnsafeMutableBufferPointer(rebasing: buffer[(row * rowSamples)..<((row + 1) * rowSamples)])
                    if !opaque {
                        Premultiply.unpremultiplyRGBA(from, into: to)
                    } else if !Premultiply.dropAlpha(from, into: to) {
                        complete = false
                        break
                    }
                }
                count = complete ? rowSamples * rect.height : 0
            }
        }
        return complete ? samples : nil
    }

    /// The IDAT payloads of a PNG, in order, joined into one zlib stream.
    static func imageData(ofPNG png: [UInt8]) throws(PNGError) -> [UInt8] {
        var reader = try PNGChunkReader(png)
        var data: [UInt8] = []
        while let chunk = try reader.next() {
            if chunk.type == .IDAT { data.append(contentsOf: png[chunk.data]) }
        }
        return data
    }
}
