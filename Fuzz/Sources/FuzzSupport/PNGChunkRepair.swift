/// PNG chunks with their CRCs recomputed. A mutated chunk nearly always fails its CRC, so without
/// this the fuzzer would stop at the checksum and never reach the parsers behind it.
///
/// ```swift
/// let repaired = PNGChunkRepair.repaired(bytes)   // same length, every whole chunk's CRC fixed
/// ```
public enum PNGChunkRepair {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// `bytes` with the CRC of every complete chunk after the 8-byte signature set to match its
    /// type and data; anything after the first chunk that runs past the end is left as it is.
    public static func repaired(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var at = 8
        while at + 12 <= out.count {
            let length = out[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = at + 8 + length
            guard end + 4 <= out.count else { break }
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in out[(at + 4)..<end] { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            crc = ~crc
            for i in 0..<4 { out[end + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
            at = end + 4
        }
        return out
    }
}
