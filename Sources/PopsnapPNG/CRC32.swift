/// PNG's CRC-32 (ISO 3309, reflected polynomial 0xEDB88320), computed over a chunk's type and data.
///
/// libpng keeps its CRC code to itself, and the APNG chunks (acTL, fcTL, fdAT) are written and
/// checked here, outside libpng, so the table-driven version lives here too.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// Continues a running CRC (start with `start`, finish with `finish`) over `bytes`.
    static func update(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var c = crc
        table.withUnsafeBufferPointer { t in
            for byte in bytes { c = t[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        }
        return c
    }

    static let start: UInt32 = 0xFFFF_FFFF
    static func finish(_ crc: UInt32) -> UInt32 { ~crc }

    /// The CRC of `bytes` alone.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        finish(update(start, bytes))
    }
}
