import PopsnapGeometry
/// A width x height bitmap of premultiplied RGBA8 pixels in sRGB, rows top to bottom, contiguous.
///
/// Premultiplied means each colour channel is already multiplied by alpha, so `r, g, b <= a`.
/// ```swift
/// var image = try Image(width: 390, height: 844, fill: .white)
/// image[0, 0] // Pixel(r: 255, g: 255, b: 255, a: 255)
/// ```
public struct Image: Equatable, Sendable {
    /// The width in pixels, at least 1.
    public let width: Int
    /// The height in pixels, at least 1.
    public let height: Int
    /// Premultiplied RGBA bytes, `width * 4` a row.
    public internal(set) var pixels: [UInt8]

    /// A transparent image, after checking the size against `limits`.
    public init(width: Int, height: Int, limits: ImageLimits = .default) throws(RasterError) {
        try limits.check(width: width, height: height)
        self.init(width: width, height: height, rowWords: { _ in 0 })
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill color: Color, limits: ImageLimits = .default) throws(RasterError) {
        try limits.check(width: width, height: height)
        let p = color.premultiplied
        self.init(width: width, height: height, rowWords: { _ in Blend.word(p) })
    }

    /// An image whose every row is one pixel of `column` (a one-pixel-wide image) repeated: backgrounds
    /// that change only downwards, painted once per row instead of once per pixel.
    public init(width: Int, repeatingRowsOf column: Image, limits: ImageLimits = .default) throws(RasterError) {
        try limits.check(width: width, height: column.height)
        guard column.width == 1 else { throw .invalidSize(width: column.width, height: column.height) }
        self.init(width: width, height: column.height, rowWords: { y in
            let i = y * 4
            return Blend.word(Pixel(r: column.pixels[i], g: column.pixels[i + 1], b: column.pixels[i + 2], a: column.pixels[i + 3]))
        })
    }

    /// Writes every row once, with no zero-filling pass first: the size is already checked.
    /// A run of rows of one word (a whole screen of one colour) is written as one row, then copied: libc
    /// copies blocks with string moves that skip reading the destination first, twice as fast as storing
    /// the word pixel by pixel (12 MB: 0.55 ms against 1.35 ms, measured on the development machine).
    private init(width: Int, height: Int, rowWords: (Int) -> UInt32) {
        self.width = width
        self.height = height
        let rowBytes = width * 4
        pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            if let raw = UnsafeMutableRawPointer(buffer.baseAddress) {
                HugePages.advise(raw, count: buffer.count)
                var y = 0
                while y < height {
                    let word = rowWords(y)
                    var end = y + 1
                    while end < height, rowWords(end) == word { end += 1 }
                    raw.advanced(by: y * rowBytes).initializeMemory(as: UInt32.self, repeating: word.littleEndian, count: width)
                    Self.repeatFirstRow(at: raw.advanced(by: y * rowBytes), rowBytes: rowBytes, rows: end - y)
                    y = end
                }
            }
            count = rowBytes * height
        }
    }

    /// Copies the row at `start` over the `rows - 1` rows after it, from the rows already written: doubling
    /// up to about 64 KB a copy (a source that stays in the core's cache), then that much again and again.
    /// A copy never takes more rows than are written, so source and destination never overlap.
    private static func repeatFirstRow(at start: UnsafeMutableRawPointer, rowBytes: Int, rows: Int) {
        let block = max(1, 65_536 / max(1, rowBytes))
        var done = 1
        while done < rows {
            let n = min(done, block, rows - done)
            (start + done * rowBytes).copyMemory(from: start, byteCount: n * rowBytes)
            done += n
        }
    }

    /// An image over existing premultiplied RGBA bytes.
    public init(width: Int, height: Int, premultipliedRGBA: [UInt8], limits: ImageLimits = .default) throws(RasterError) {
        try limits.check(width: width, height: height)
        guard premultipliedRGBA.count == width * height * 4 else {
            throw .pixelCountMismatch(expected: width * height * 4, found: premultipliedRGBA.count)
        }
        // Compositing relies on r, g, b ≤ a; a channel above alpha would carry into its neighbour.
        if let bad = Self.firstUnpremultiplied(premultipliedRGBA) {
            throw .notPremultiplied(x: bad % width, y: bad / width)
        }
        self.width = width
        self.height = height
        pixels = premultipliedRGBA
    }

    /// The bounds in pixels, at the origin.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// True when every pixel is fully opaque.
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { raw in
            // Two pixels a step: their alpha bytes are bytes 3 and 7 of eight read in little-endian order.
            let alphas: UInt64 = 0xFF00_0000_FF00_0000
            var i = 0
            while i + 8 <= raw.count {
                if UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) & alphas != alphas { return false }
                i += 8
            }
            while i + 3 < raw.count {
                if raw[i + 3] != 255 { return false }
                i += 4
            }
            return true
        }
    }

    /// One pixel, premultiplied.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            let i = (y * width + x) * 4
            return Pixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            // Colour channels are clamped to alpha, keeping the pixel premultiplied.
            let i = (y * width + x) * 4
            pixels[i] = min(newValue.r, newValue.a)
            pixels[i + 1] = min(newValue.g, newValue.a)
            pixels[i + 2] = min(newValue.b, newValue.a)
            pixels[i + 3] = newValue.a
        }
    }

    /// The index of the first pixel with a colour channel above its alpha, if any.
    static func firstUnpremultiplied(_ p: [UInt8]) -> Int? {
        p.withUnsafeBufferPointer { b in
            var i = 0
            while i + 3 < b.count {
                let a = b[i + 3]
                if b[i] > a || b[i + 1] > a || b[i + 2] > a { return i / 4 }
                i += 4
            }
            return nil
        }
    }

    /// The pixels inside `rect`, which must lie within the image.
    public func cropped(to rect: PixelRect) throws(RasterError) -> Image {
        guard rect.x >= 0, rect.y >= 0, rect.maxX <= width, rect.maxY <= height, !rect.isEmpty else {
            throw .invalidSize(width: rect.width, height: rect.height)
        }
        var out = [UInt8]()
        out.reserveCapacity(rect.width * rect.height * 4)
        for y in rect.y..<rect.maxY {
            let start = (y * width + rect.x) * 4
            out += pixels[start..<(start + rect.width * 4)]
        }
        return try Image(width: rect.width, height: rect.height, premultipliedRGBA: out)
    }

    /// Replaces every pixel with one colour (no blending).
    public mutating func fill(_ color: Color) {
        let p = color.premultiplied
        let word = UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
        pixels.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { $0.update(repeating: word.littleEndian) }
        }
    }
}

/// One premultiplied RGBA8 pixel.
public struct Pixel: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, green and blue already multiplied by alpha (each at most `a`), and alpha, 0...255.
    public var r, g, b, a: UInt8
    /// A pixel of premultiplied components: `Pixel(r: 128, g: 0, b: 0, a: 128)` is red at half opacity.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    public var description: String { "Pixel(r: \(r), g: \(g), b: \(b), a: \(a))" }

    /// The pixel as an image of it drawn at `opacity` leaves it over nothing (`Canvas.draw(_:at:opacity:)`):
    /// the opacity in 256ths, each channel scaled and rounded, so a layer of this pixel faded and a fill of
    /// the faded pixel draw the same bytes.
    public func faded(by opacity: Double) -> Pixel {
        let k = UInt32((min(1, max(0, opacity)) * 255).rounded())
        return Blend.pixel(Blend.scale(Blend.word(self), by: k))
    }
}
