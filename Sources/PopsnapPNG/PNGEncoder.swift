import PopsnapFiles
import CPopsnapPNG
import PopsnapRaster

extension PNG {
    /// The PNG bytes of `image`: RGB when it is opaque, else straight-alpha RGBA, both 8-bit,
    /// with an sRGB chunk. Deterministic: the same image and setting give the same bytes.
    ///
    /// ```swift
    /// let bytes = try PNG.encode(image, compression: .smallest)
    /// ```
    public static func encode(_ image: Image, compression: PNGCompression = .fast) throws(PNGError) -> [UInt8] {
        guard (1...Int(Int32.max)).contains(image.width), (1...Int(Int32.max)).contains(image.height) else {
            throw .encodingFailed(reason: "an image of \(image.width) x \(image.height) px cannot be a PNG: its width and height must be 1 to 2^31 - 1 px")
        }
        let (data, opaque) = try PNGImageData.compressed(image, compression: compression)
        return stillPNG(width: image.width, height: image.height, colorType: opaque ? .rgb : .rgba, imageData: data)
    }

    /// Signature, IHDR, sRGB, the image data in IDAT chunks, IEND: the chunks PNG.encode writes.
    static func stillPNG(width: Int, height: Int, colorType: PNGColorType, imageData data: [UInt8]) -> [UInt8] {
        var out = pngSignature
        out.reserveCapacity(data.count + 64 + data.count / maxImageDataChunk * 12)
        out.appendHeader(width: width, height: height, colorType: colorType)
        // The samples are sRGB (rendering intent 0, perceptual), without gAMA/cHRM: readers honour the chunk.
        out.appendChunk(.sRGB, [0])
        out.appendImageData(data)
        out.appendChunk(.IEND, [])
        return out
    }

    /// The PNG bytes of straight (not premultiplied) RGBA8 pixels, `width * 4` bytes a row: RGB
    /// when every alpha is 255, else RGBA, as `encode(_:)` writes. For images whose translucent
    /// colours must survive exactly, such as pixelmatch's diff images; a premultiplied `Image` cannot hold them.
    /// ```swift
    /// let bytes = try PNG.encodeStraight(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 0, 0])
    /// ```
    public static func encodeStraight(width: Int, height: Int, rgba: [UInt8], compression: PNGCompression = .fast) throws(PNGError) -> [UInt8] {
        let (pixels, o1) = width.multipliedReportingOverflow(by: height)
        let (bytes, o2) = pixels.multipliedReportingOverflow(by: 4)
        guard width >= 0, height >= 0, !o1, !o2, bytes == rgba.count else {
            throw .encodingFailed(reason: "\(rgba.count) bytes are not \(width) x \(height) RGBA8 pixels")
        }
        var opaque = true
        for i in stride(from: 3, to: rgba.count, by: 4) where rgba[i] != 255 {
            opaque = false
            break
        }
        guard opaque else {
            return try encode(samples: rgba, width: width, height: height, colorType: .rgba, bitDepth: 8, compression: compression)
        }
        let samples = rgba.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: width * height * 3) { buffer, count in
                Premultiply.dropAlpha(source, into: buffer)
                count = buffer.count
            }
        }
        return try encode(samples: samples, width: width, height: height, colorType: .rgb, bitDepth: 8, compression: compression)
    }

    /// Encodes straight RGBA8 pixels (see `encodeStraight`) and writes them to `path` atomically.
    /// ```swift
    /// try PNG.writeStraight(width: w, height: h, rgba: diff, to: "diff.png")
    /// ```
    public static func writeStraight(width: Int, height: Int, rgba: [UInt8], to path: String,
                                     compression: PNGCompression = .fast) throws(PNGError) {
        let bytes = try encodeStraight(width: width, height: height, rgba: rgba, compression: compression)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .file(error)
        }
    }

    /// Encodes `image` and writes it to `path` atomically (see `AtomicFile`): a failure never
    /// leaves a partial PNG, and an existing file is replaced whole.
    ///
    /// ```swift
    /// try PNG.write(image, to: "Snapshots/alert.png")
    /// ```
    public static func write(_ image: Image, to path: String, compression: PNGCompression = .fast) throws(PNGError) {
        let bytes = try encode(image, compression: compression)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .file(error)
        }
    }

    /// Test-facing: a PNG of raw samples in any colour type, bit depth and interlacing, which
    /// `encode(_:)` never produces but `decode` must read.
    ///
    /// `samples` are laid out as PNG rows hold them: `ceil(width * channels * bitDepth / 8)`
    /// bytes a row, low bit depths packed from the high bit, 16-bit samples big-endian.
    /// `palette` is the PLTE payload (RGB triples); `transparency` the tRNS payload (one alpha a
    /// palette entry, or a big-endian 16-bit grey, or three for RGB). Invalid combinations are
    /// reported by libpng as `.encodingFailed`.
    static func encode(samples: [UInt8], width: Int, height: Int, colorType: PNGColorType, bitDepth: Int,
                       interlaced: Bool = false, palette: [UInt8] = [], transparency: [UInt8] = [],
                       compression: PNGCompression = .fast, sRGB: Bool = true) throws(PNGError) -> [UInt8] {
        guard let w = UInt32(exactly: width), let h = UInt32(exactly: height), let depth = Int32(exactly: bitDepth) else {
            throw .encodingFailed(reason: "image of \(width) x \(height) px cannot be a PNG")
        }
        var message = LibPNGMessage()
        var output = popsnap_png_buffer()
        defer { popsnap_png_buffer_free(&output) }
        let code = samples.withUnsafeBufferPointer { rows in
            palette.withUnsafeBufferPointer { plte in
                transparency.withUnsafeBufferPointer { trns in
                    message.call { text, capacity in
                        popsnap_png_encode(rows.baseAddress, rows.count, w, h, colorType.rawValue, depth,
                                           interlaced ? 1 : 0, plte.baseAddress, plte.count, trns.baseAddress, trns.count,
                                           compression.zlibLevel, compression.filters, sRGB ? 1 : 0,
                                           &output, text, capacity)
                    }
                }
            }
        }
        switch code {
        case POPSNAP_PNG_OK:
            return [UInt8](UnsafeBufferPointer(start: output.data, count: output.size))
        case POPSNAP_PNG_ERROR_MEMORY:
            throw .outOfMemory
        default:
            throw .encodingFailed(reason: message.text)
        }
    }
}

/// PNG colour types, numbered as in IHDR.
enum PNGColorType: Int32, CaseIterable, Sendable {
    case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

    /// Samples a pixel.
    var channels: Int {
        switch self {
        case .grey, .palette: return 1
        case .greyAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }
}
