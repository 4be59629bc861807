import PopsnapFiles
import CPopsnapPNG
import PopsnapRaster

extension PNG {
    /// Decodes any PNG into a premultiplied RGBA8 image.
    ///
    /// Every colour type and bit depth is accepted: palettes and tRNS become alpha, grey becomes
    /// RGB, 16-bit samples are rounded to 8, interlacing is undone. gAMA and colour profiles are
    /// ignored: samples are taken as sRGB. The header's size is checked against `limits` before
    /// any pixel memory is taken, so a hostile header cannot exhaust memory.
    /// ```swift
    /// let image = try PNG.decode(bytes, limits: ImageLimits(maxSide: 4096))
    /// ```
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .default) throws(PNGError) -> Image {
        let (width, height, pixels) = try bytes.withUnsafeBufferPointer { decodeRGBA($0, limits: limits, premultiply: true) }.get()
        do {
            return try Image(width: width, height: height, premultipliedRGBA: pixels, limits: limits)
        } catch {
            throw .imageTooLarge(width: width, height: height, limits: limits)
        }
    }

    /// Decodes any PNG into straight (not premultiplied) RGBA8 bytes, `width * 4` a row, exactly
    /// as the file holds them after expansion to RGBA8.
    ///
    /// For comparisons that must see the file's own colours: premultiplying loses the colour of
    /// translucent pixels, and pixelmatch compares straight RGBA. Same expansion and limits as `decode`.
    /// ```swift
    /// let (width, height, rgba) = try PNG.decodeStraight(bytes)
    /// ```
    public static func decodeStraight(_ bytes: [UInt8], limits: ImageLimits = .default) throws(PNGError) -> (width: Int, height: Int, rgba: [UInt8]) {
        let (width, height, rgba) = try bytes.withUnsafeBufferPointer { decodeRGBA($0, limits: limits, premultiply: false) }.get()
        return (width, height, rgba)
    }

    /// `decodeStraight`'s RGBA8 and, for a 16-bit file, its samples whole as straight RGBA16 (nil for
    /// 8 bits or fewer): what an exact comparison compares, since rounding to 8 bits hides a change of
    /// the low byte.
    /// ```swift
    /// let (width, height, rgba, rgba16) = try PNG.decodeStraightAtSourceDepth(bytes)
    /// ```
    public static func decodeStraightAtSourceDepth(_ bytes: [UInt8], limits: ImageLimits = .default) throws(PNGError)
        -> (width: Int, height: Int, rgba: [UInt8], rgba16: [UInt16]?) {
        let (width, height, rgba) = try decodeStraight(bytes, limits: limits)
        let rgba16 = try bytes.withUnsafeBufferPointer { decodeRGBA16($0, limits: limits) }.get()
        return (width, height, rgba, rgba16)
    }

    /// `decodeStraightAtSourceDepth` of the PNG file at `path`; errors name the file.
    public static func readStraightAtSourceDepth(contentsOf path: String, limits: ImageLimits = .default) throws(PNGError)
        -> (width: Int, height: Int, rgba: [UInt8], rgba16: [UInt16]?) {
        let bytes = try fileBytes(path, limits: limits)
        do {
            return try decodeStraightAtSourceDepth(bytes, limits: limits)
        } catch {
            throw error.at(path)
        }
    }

    /// Reads and decodes the PNG file at `path`; errors name the file.
    ///
    /// ```swift
    /// let reference = try PNG.read(contentsOf: "Snapshots/alert.png")
    /// ```
    public static func read(contentsOf path: String, limits: ImageLimits = .default) throws(PNGError) -> Image {
        let bytes = try fileBytes(path, limits: limits)
        do {
            return try decode(bytes, limits: limits)
        } catch {
            throw error.at(path)
        }
    }

    /// Reads the PNG file at `path` as straight RGBA8 bytes (see `decodeStraight`); errors name the file.
    ///
    /// ```swift
    /// let (width, height, rgba) = try PNG.readStraight(contentsOf: "Snapshots/alert.png")
    /// ```
    public static func readStraight(contentsOf path: String, limits: ImageLimits = .default) throws(PNGError) -> (width: Int, height: Int, rgba: [UInt8]) {
        let bytes = try fileBytes(path, limits: limits)
        do {
            return try decodeStraight(bytes, limits: limits)
        } catch {
            throw error.at(path)
        }
    }

    /// `readStraight(contentsOf:)`, unless the file carries `digest` for its pixels (`encodeWithDigest`)
    /// and is otherwise byte for byte as written: then nil, and nothing is decoded, since the file's
    /// pixels are those the digest was taken of.
    ///
    /// ```swift
    /// if let reference = try PNG.readStraight(contentsOf: "Snapshots/alert.png", unlessItsDigestIs: PixelDigest(render)) { … }
    /// ```
    public static func readStraight(contentsOf path: String, unlessItsDigestIs digest: PixelDigest,
                                    limits: ImageLimits = .default) throws(PNGError) -> (width: Int, height: Int, rgba: [UInt8])? {
        let bytes = try fileBytes(path, limits: limits)
        if storedDigest(in: bytes) == digest { return nil }
        do {
            return try decodeStraight(bytes, limits: limits)
        } catch {
            throw error.at(path)
        }
    }

    /// A PNG or APNG file's bytes: a regular file, no larger than the largest pixel buffer `limits`
    /// allow (compressed pixels are smaller than that, so only a damaged or hostile file is bigger).
    static func fileBytes(_ path: String, limits: ImageLimits) throws(PNGError) -> [UInt8] {
        do {
            return try InputFile.bytes(at: path, limit: limits.maxBytes)
        } catch {
            throw .file(error)
        }
    }

    // Returns a Result so no error is thrown through the buffer closure.
    private static func decodeRGBA(_ input: UnsafeBufferPointer<UInt8>, limits: ImageLimits,
                                   premultiply: Bool) -> Result<(Int, Int, [UInt8]), PNGError> {
        decoding(input, limits: limits) { decoder, header, message in
            let width = Int(header.width), height = Int(header.height)
            var code = POPSNAP_PNG_OK
            let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                code = message.call { text, capacity in
                    popsnap_png_decoder_read_rgba(decoder, buffer.baseAddress, buffer.count, text, capacity)
                }
                guard code == POPSNAP_PNG_OK else { return }
                if premultiply { Premultiply.premultiplyRGBA(buffer) }
                count = buffer.count
            }
            guard code == POPSNAP_PNG_OK else { return .failure(error(code, message)) }
            return .success((width, height, pixels))
        }
    }

    /// Straight RGBA16 samples of a 16-bit file; nil (nothing decoded) for one of 8 bits or fewer.
    static func decodeRGBA16(_ input: UnsafeBufferPointer<UInt8>, limits: ImageLimits) -> Result<[UInt16]?, PNGError> {
        decoding(input, limits: limits) { decoder, header, message in
            guard header.bit_depth == 16 else { return .success(nil) }
            let count = Int(header.width) * Int(header.height) * 4
            var code = POPSNAP_PNG_OK
            let samples = [UInt16](unsafeUninitializedCapacity: count) { buffer, initialized in
                code = message.call { text, capacity in
                    popsnap_png_decoder_read_rgba16(decoder, buffer.baseAddress, buffer.count, text, capacity)
                }
                if code == POPSNAP_PNG_OK { initialized = buffer.count }
            }
            guard code == POPSNAP_PNG_OK else { return .failure(error(code, message)) }
            return .success(samples)
        }
    }

    /// Opens a decoder on `input`, checks the header's size against `limits`, and hands both to `body`.
    static func decoding<T>(_ input: UnsafeBufferPointer<UInt8>, limits: ImageLimits,
                                    _ body: (OpaquePointer, popsnap_png_header, inout LibPNGMessage) -> Result<T, PNGError>) -> Result<T, PNGError> {
        var message = LibPNGMessage()
        var decoder: OpaquePointer?
        var header = popsnap_png_header()
        let opened = message.call { text, capacity in
            popsnap_png_decoder_open(input.baseAddress, input.count, &decoder, &header, text, capacity)
        }
        guard opened == POPSNAP_PNG_OK, let decoder else { return .failure(error(opened, message)) }
        defer { popsnap_png_decoder_close(decoder) }
        let width = Int(header.width), height = Int(header.height)
        do {
            try limits.check(width: width, height: height)
        } catch {
            return .failure(.imageTooLarge(width: width, height: height, limits: limits))
        }
        return body(decoder, header, &message)
    }

    static func error(_ code: Int32, _ message: LibPNGMessage) -> PNGError {
        switch code {
        case POPSNAP_PNG_ERROR_NOT_PNG: return .notPNG(reason: message.text)
        case POPSNAP_PNG_ERROR_MEMORY: return .outOfMemory
        default: return .damaged(libpngMessage: message.text)
        }
    }
}
