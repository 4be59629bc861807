/// A chunk's four-letter type, as the big-endian number its bytes spell.
///
/// Bit 5 of the first letter (lower case) marks an ancillary chunk, one a reader may skip.
struct PNGChunkType: Hashable, Sendable, CustomStringConvertible {
    let code: UInt32

    init(code: UInt32) { self.code = code }

    init(_ name: StaticString) {
        precondition(name.utf8CodeUnitCount == 4, "chunk types have four letters")
        let p = name.utf8Start
        code = UInt32(p[0]) << 24 | UInt32(p[1]) << 16 | UInt32(p[2]) << 8 | UInt32(p[3])
    }

    static let IHDR = PNGChunkType("IHDR")
    static let PLTE = PNGChunkType("PLTE")
    static let tRNS = PNGChunkType("tRNS")
    static let sRGB = PNGChunkType("sRGB")
    static let IDAT = PNGChunkType("IDAT")
    static let IEND = PNGChunkType("IEND")
    // APNG's three chunks: animation control, frame control, frame data.
    static let acTL = PNGChunkType("acTL")
    static let fcTL = PNGChunkType("fcTL")
    static let fdAT = PNGChunkType("fdAT")

    var bytes: [UInt8] { [UInt8(code >> 24), UInt8(code >> 16 & 0xFF), UInt8(code >> 8 & 0xFF), UInt8(code & 0xFF)] }

    /// The letters, or their hex codes when a damaged file holds something unprintable.
    var description: String {
        let b = bytes
        if b.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) {
            return String(decoding: b, as: UTF8.self)
        }
        return "0x" + b.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

/// The PNG signature every file starts with.
let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// PNG caps a chunk's length at 2^31 - 1; long image data is split into chunks of at most this
/// many bytes instead, so a reader that buffers a whole chunk needs at most 1 MiB for it, while
/// the 12 bytes each chunk costs stay negligible.
let maxImageDataChunk = 1 << 20

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24)); append(UInt8(value >> 16 & 0xFF)); append(UInt8(value >> 8 & 0xFF)); append(UInt8(value & 0xFF))
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(UInt8(value >> 8)); append(UInt8(value & 0xFF))
    }

    /// Appends one chunk: length, type, `data`, and the CRC of type and data.
    mutating func appendChunk(_ type: PNGChunkType, _ data: ArraySlice<UInt8>) {
        precondition(data.count <= Int(Int32.max), "PNG chunks hold at most 2^31 - 1 bytes")
        appendBigEndian(UInt32(data.count))
        let start = count
        append(contentsOf: type.bytes)
        append(contentsOf: data)
        let crc = withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        appendBigEndian(crc)
    }

    mutating func appendChunk(_ type: PNGChunkType, _ data: [UInt8]) {
        appendChunk(type, data[...])
    }

    /// IHDR for 8-bit samples of `colorType`: deflate, adaptive filtering, no interlace.
    mutating func appendHeader(width: Int, height: Int, colorType: PNGColorType) {
        var ihdr: [UInt8] = []
        ihdr.appendBigEndian(UInt32(width))
        ihdr.appendBigEndian(UInt32(height))
        ihdr += [8, UInt8(colorType.rawValue), 0, 0, 0]
        appendChunk(.IHDR, ihdr)
    }

    /// A zlib stream as IDAT chunks of at most `maxImageDataChunk` bytes (one, even for an empty stream).
    mutating func appendImageData(_ data: [UInt8]) {
        var start = 0
        repeat {
            appendChunk(.IDAT, data[start..<Swift.min(data.count, start + maxImageDataChunk)])
            start += maxImageDataChunk
        } while start < data.count
    }

    /// The 4-byte big-endian number at `offset`; the caller has checked the bounds.
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8 | UInt32(self[offset + 3])
    }

    func bigEndianUInt16(at offset: Int) -> UInt16 {
        UInt16(self[offset]) << 8 | UInt16(self[offset + 1])
    }
}
