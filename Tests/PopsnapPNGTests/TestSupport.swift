import Foundation
import XCTest
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport

/// Packs sample values (each below 2^depth) into PNG rows: high bit first, 16-bit big-endian.
func packRows(_ samples: [UInt16], width: Int, height: Int, channels: Int, depth: Int) -> [UInt8] {
    let rowBytes = (width * channels * depth + 7) / 8
    var bytes = [UInt8](repeating: 0, count: rowBytes * height)
    for y in 0..<height {
        for i in 0..<(width * channels) {
            let v = samples[y * width * channels + i]
            let base = y * rowBytes
            switch depth {
            case 16:
                bytes[base + 2 * i] = UInt8(v >> 8)
                bytes[base + 2 * i + 1] = UInt8(v & 0xFF)
            case 8:
                bytes[base + i] = UInt8(v)
            default:
                let bit = i * depth
                bytes[base + bit / 8] |= UInt8(v) << (8 - depth - bit % 8)
            }
        }
    }
    return bytes
}

/// A sample of `depth` bits scaled to 8 bits with rounding, as a decoder must.
func to8(_ v: UInt16, depth: Int) -> UInt8 {
    let maxValue = (1 << depth) - 1
    return UInt8((Int(v) * 255 + maxValue / 2) / maxValue)
}

/// round(c * a / 255), computed independently of Premultiply.
func referencePremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
    UInt8((Double(c) * Double(a) / 255).rounded())
}

/// The premultiplied pixel a decoder must give for straight 8-bit r, g, b, a.
func referencePixel(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Pixel {
    Pixel(r: referencePremultiply(r, a), g: referencePremultiply(g, a), b: referencePremultiply(b, a), a: a)
}

// MARK: - Chunks

struct Chunk {
    var type: String
    /// Offset of the length field.
    var offset: Int
    var length: Int
    var dataOffset: Int { offset + 8 }
    var crcOffset: Int { offset + 8 + length }
}

/// The chunks after the signature, in order.
func chunks(of png: [UInt8]) -> [Chunk] {
    var result: [Chunk] = []
    var offset = 8
    while offset + 12 <= png.count {
        let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
        let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
        result.append(Chunk(type: type, offset: offset, length: length))
        offset += 12 + length
    }
    return result
}

/// IHDR fields by their fixed offsets (signature 8 + length 4 + type 4 = 16).
func ihdrWidth(_ png: [UInt8]) -> Int { Int(png[16]) << 24 | Int(png[17]) << 16 | Int(png[18]) << 8 | Int(png[19]) }
func ihdrBitDepth(_ png: [UInt8]) -> UInt8 { png[24] }
func ihdrColorType(_ png: [UInt8]) -> UInt8 { png[25] }
func ihdrInterlace(_ png: [UInt8]) -> UInt8 { png[28] }

/// PNG's CRC-32, to forge chunks that are valid apart from what a test breaks.
func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

/// Rewrites a chunk's CRC to match its type and data.
func fixCRC(_ png: inout [UInt8], _ chunk: Chunk) {
    let crc = crc32(png[(chunk.offset + 4)..<chunk.crcOffset])
    for i in 0..<4 { png[chunk.crcOffset + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
}

// MARK: - Images

/// A premultiplied image with varied colours and alphas, from a seed.
func randomImage(width: Int, height: Int, seed: UInt64, opaque: Bool = false) throws -> Image {
    var rng = SplitMix(seed: seed)
    var image = try Image(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let a = opaque ? 255 : UInt8(rng.below(256))
            image[x, y] = referencePixel(UInt8(rng.below(256)), UInt8(rng.below(256)), UInt8(rng.below(256)), a)
        }
    }
    return image
}

/// A folder of its own under the system's temporary folder, removed by the caller.
func makeTemporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "popsnap-png-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
