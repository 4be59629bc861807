/// Bits appended to a byte array least significant bit first, as deflate packs them (RFC 1951 3.1.1).
struct DeflateBitWriter {
    private(set) var bytes: [UInt8]
    private var buffer: UInt64 = 0
    private var count = 0

    init(reservingCapacity capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `bitCount` bits of `value` (at most 32).
    @inline(__always)
    mutating func write(_ value: UInt32, bitCount: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += bitCount
        if count >= 32 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 8))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 16))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 24))
            buffer >>= 32
            count -= 32
        }
    }

    /// Pads the last byte with zero bits, so whole bytes can follow.
    mutating func alignToByte() {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count = max(0, count - 8)
        }
    }

    /// Appends whole bytes; the writer must be at a byte boundary.
    mutating func append(bytes more: [UInt8]) {
        precondition(count == 0, "bytes follow only at a byte boundary")
        bytes.append(contentsOf: more)
    }
}
