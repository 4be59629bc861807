/// zlib's Adler-32 checksum (RFC 1950 8.2), kept over runs as well as single bytes: a run of n equal
/// bytes is added in one step, so a mostly flat image costs little more than its changing bytes.
struct Adler32 {
    private static let modulus: UInt64 = 65521
    private var a: UInt64 = 1
    private var b: UInt64 = 0

    /// Adds `count` copies of `byte`.
    @inline(__always)
    mutating func add(_ byte: UInt8, count: Int) {
        if count == 1 {
            a = (a + UInt64(byte)) % Self.modulus
            b = (b + a) % Self.modulus
            return
        }
        // After n bytes v: a' = a + n·v and b' = b + n·a + v·n(n + 1)/2, all modulo 65521.
        let n = UInt64(count) % Self.modulus, v = UInt64(byte)
        let triangle = (UInt64(count) % (2 * Self.modulus)) * ((UInt64(count) + 1) % (2 * Self.modulus)) / 2 % Self.modulus
        b = (b + n * a + v * triangle) % Self.modulus
        a = (a + n * v) % Self.modulus
    }

    var value: UInt32 { UInt32(b << 16 | a) }
}
