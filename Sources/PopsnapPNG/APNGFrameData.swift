import PopsnapRaster

/// The compressed image data of one APNG frame rectangle, made by libpng.
///
/// The libpng here has no APNG support, but an fdAT's payload is exactly the zlib stream an
/// IDAT would hold for a PNG of the rectangle's size. So the rectangle is encoded as a small
/// standalone PNG (no sRGB chunk: only its IDAT data is kept) and its IDAT payloads are joined:
/// zlib and the row filters stay in libpng and no C is added.
enum APNGFrameData {
    /// The zlib stream of `rect` of `image` as straight-alpha RGBA8, or RGB8 when `opaque`
    /// (the caller has checked that every pixel is opaque then).
    static func compressed(_ image: Image, rect: IntRect, opaque: Bool, compression: PNGCompression) throws(PNGError) -> [UInt8] {
        let png = try PNG.encode(samples: samples(of: image, in: rect, opaque: opaque), width: rect.width, height: rect.height,
                                 colorType: opaque ? .rgb : .rgba, bitDepth: 8, compression: compression, sRGB: false)
        return try imageData(ofPNG: png)
    }

    /// The rectangle's rows as PNG samples, converted exactly as PNG.encode converts a whole image.
    static func samples(of image: Image, in rect: IntRect, opaque: Bool) -> [UInt8] {
        let channels = opaque ? 3 : 4
        let rowSamples = rect.width * channels
        return image.pixels.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: rowSamples * rect.height) { buffer, count in
                for row in 0..<rect.height {
                    let start = ((rect.y + row) * image.width + rect.x) * 4
                    let from = UnsafeBufferPointer(rebasing: source[start..<(start + rect.width * 4)])
                    let to = UnsafeMutableBufferPointer(rebasing: buffer[(row * rowSamples)..<((row + 1) * rowSamples)])
                    if opaque {
                        Premultiply.dropAlpha(from, into: to)
                    } else {
                        Premultiply.unpremultiplyRGBA(from, into: to)
                    }
                }
                count = rowSamples * rect.height
            }
        }
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
