import PopsnapRaster

/// A digest of an image's size and pixels (XXH64 of its premultiplied RGBA8 bytes), which a reference
/// PNG can carry so that a render with the same pixels is known equal without decoding the reference.
///
/// ```swift
/// let png = try PNG.encodeWithDigest(image, compression: .fast)
/// PNG.storedDigest(in: png) == PixelDigest(image)    // true: same pixels, nothing decoded
/// ```
/// Different premultiplied pixels never share straight ones (un-premultiplying is one to one on
/// valid pixels), so equal digests mean equal files as a comparison sees them, but for a 2^-64 chance.
public struct PixelDigest: Sendable, Equatable, CustomStringConvertible {
    /// The XXH64 hash of the premultiplied pixels, seeded with the size.
    public let value: UInt64

    /// The digest of `image`'s pixels and size.
    public init(_ image: Image) {
        value = image.pixels.withUnsafeBytes { XXH64.hash($0, seed: UInt64(image.width) << 32 | UInt64(image.height)) }
    }

    init(value: UInt64) { self.value = value }

    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension PNG {
    /// psDG: ancillary (a reader may skip it), private, and unsafe to copy (upper-case last letter), so
    /// an editor that changes the image drops it instead of carrying a stale digest along.
    static let digestChunk = PNGChunkType("psDG")
    /// The chunk's layout version, first byte of its data; other versions are ignored.
    private static let digestVersion: UInt8 = 1

    /// `encode(image, compression:)` with a psDG chunk before IEND holding the pixels' digest and a
    /// digest of every other byte of the file, so the pixel digest is believed only while the file is
    /// exactly as written.
    public static func encodeWithDigest(_ image: Image, compression: PNGCompression) throws(PNGError) -> [UInt8] {
        var png = try encode(image, compression: compression)
        let fileDigest = XXH64.hash(png)
        let iend = Array(png[(png.count - 12)...])
        png.removeLast(12)
        var data = [digestVersion]
        data.appendBigEndian(UInt64: PixelDigest(image).value)
        data.appendBigEndian(UInt64: fileDigest)
        png.appendChunk(digestChunk, data)
        png += iend
        return png
    }

    /// The pixel digest a PNG carries, when it carries one (psDG, version 1, once) and every other byte
    /// of the file is still what was written with it; nil otherwise, and for anything that is not a
    /// sound PNG: the caller decodes and compares in full then, and reports what is wrong.
    public static func storedDigest(in png: [UInt8]) -> PixelDigest? {
        guard let chunk = onlyDigestChunk(in: png), chunk.data.count == 17, png[chunk.data.lowerBound] == digestVersion else { return nil }
        let pixels = png.bigEndianUInt64(at: chunk.data.lowerBound + 1), file = png.bigEndianUInt64(at: chunk.data.lowerBound + 9)
        return hashOutside(chunk, of: png) == file ? PixelDigest(value: pixels) : nil
    }

    /// The file's psDG chunk, when it is a sound PNG holding exactly one.
    static func onlyDigestChunk(in png: [UInt8]) -> PNGChunkRecord? {
        guard var reader = try? PNGChunkReader(png) else { return nil }
        var found: PNGChunkRecord?
        while let chunk = try? reader.next() {
            guard chunk.type == digestChunk else { continue }
            guard found == nil else { return nil }
            found = chunk
        }
        return found
    }

    /// The digest of every byte of `png` but `chunk` itself (length, type, data, CRC): what the writer
    /// hashed before adding it.
    static func hashOutside(_ chunk: PNGChunkRecord, of png: [UInt8]) -> UInt64 {
        var hasher = XXH64.Hasher()
        png.withUnsafeBytes { bytes in
            hasher.update(UnsafeRawBufferPointer(rebasing: bytes[..<chunk.offset]))
            hasher.update(UnsafeRawBufferPointer(rebasing: bytes[(chunk.data.upperBound + 4)...]))
        }
        return hasher.finalize()
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(UInt64 value: UInt64) {
        appendBigEndian(UInt32(value >> 32))
        appendBigEndian(UInt32(value & 0xFFFF_FFFF))
    }

    func bigEndianUInt64(at offset: Int) -> UInt64 {
        UInt64(bigEndianUInt32(at: offset)) << 32 | UInt64(bigEndianUInt32(at: offset + 4))
    }
}
