import PopsnapGeometry
import PopsnapRaster

extension PNG {
    /// The width and height a PNG's header declares, read from the IHDR chunk that must follow the
    /// signature; nil when the bytes do not start so. Nothing is decoded, so what decoding will
    /// allocate can be known, and refused, first.
    ///
    /// ```swift
    /// let size = PNG.declaredSize(of: bytes) // PixelSize(width: 1179, height: 2556)
    /// ```
    public static func declaredSize(of bytes: [UInt8]) -> PixelSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // Signature, IHDR's length and type, then width and height, 4 bytes each, big-endian.
        guard bytes.count >= 24, bytes.starts(with: signature), Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return PixelSize(width: word(16), height: word(20))
    }
}

extension PNG {
    /// The size a PNG (or APNG) declares, once its structure is checked without inflating anything: the
    /// signature, every chunk's length and CRC (so a damaged byte anywhere is found), IHDR first and within
    /// `limits`, the image data present and IEND at the end (`APNGStructure`). Allocates no pixels.
    ///
    /// ```swift
    /// let size = try PNG.checkedSize(of: bytes)   // size.width, size.height
    /// ```
    public static func checkedSize(of bytes: [UInt8], limits: ImageLimits = .default) throws(PNGError) -> PixelSize {
        let structure = try APNGStructure(parsing: bytes, limits: limits, maxFrames: APNG.defaultMaxFrames, maxTotalBytes: nil)
        return PixelSize(width: structure.width, height: structure.height)
    }
}

extension PNG {
    /// The signature and the IHDR chunk, which every PNG and APNG starts with: 33 bytes.
    public static let headerBytes = 33

    /// Whether `head` (a file's first `headerBytes`) is a PNG's start: the signature, then an IHDR chunk of
    /// 13 bytes whose CRC holds. What a file too large to read whole can be recognised by.
    public static func hasValidHeader(_ head: [UInt8]) -> Bool {
        guard head.count >= headerBytes, declaredSize(of: head) != nil, Array(head[8..<12]) == [0, 0, 0, 13] else { return false }
        let stored = head[29..<33].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return Array(head[12..<29]).withUnsafeBytes { CRC32.checksum($0) } == stored
    }
}
