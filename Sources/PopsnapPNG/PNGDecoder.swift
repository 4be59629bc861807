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
        try bytes.withUnsafeBufferPointer { decode($0, limits: limits) }.get()
    }

    /// Reads and decodes the PNG file at `path`; errors name the file.
    ///
    /// ```swift
    /// let reference = try PNG.read(contentsOf: "Snapshots/alert.png")
    /// ```
    public static func read(contentsOf path: String, limits: ImageLimits = .default) throws(PNGError) -> Image {
        let bytes: [UInt8]
        do {
            bytes = try FileReading.bytes(at: path)
        } catch {
            throw .file(error)
        }
        do {
            return try decode(bytes, limits: limits)
        } catch {
            throw error.at(path)
        }
    }

    // Returns a Result so no error is thrown through the buffer closure.
    private static func decode(_ input: UnsafeBufferPointer<UInt8>, limits: ImageLimits) -> Result<Image, PNGError> {
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

        var code = POPSNAP_PNG_OK
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            code = message.call { text, capacity in
                popsnap_png_decoder_read_rgba(decoder, buffer.baseAddress, buffer.count, text, capacity)
            }
            guard code == POPSNAP_PNG_OK else { return }
            Premultiply.premultiplyRGBA(buffer)
            count = buffer.count
        }
        guard code == POPSNAP_PNG_OK else { return .failure(error(code, message)) }
        do {
            return .success(try Image(width: width, height: height, premultipliedRGBA: pixels, limits: limits))
        } catch {
            return .failure(.imageTooLarge(width: width, height: height, limits: limits))
        }
    }

    private static func error(_ code: Int32, _ message: LibPNGMessage) -> PNGError {
        switch code {
        case POPSNAP_PNG_ERROR_NOT_PNG: return .notPNG(reason: message.text)
        case POPSNAP_PNG_ERROR_MEMORY: return .outOfMemory
        default: return .damaged(libpngMessage: message.text)
        }
    }
}
