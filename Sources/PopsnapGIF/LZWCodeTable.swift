/// The LZW dictionary, (prefix code, next index) -> code, as an open-addressing hash table of 8,192 slots
/// (twice the 4,096 codes, so probes stay short), cleared in one fill when the codes run out.
struct CodeTable {
    private static let slots = 8192
    private static let empty = UInt32.max
    /// key (20 bits: prefix << 8 | byte) << 12 | code; a key never fills all 20 bits with code 4095, which is
    /// never stored, so `empty` is no entry.
    private var entries = [UInt32](repeating: CodeTable.empty, count: CodeTable.slots)

    @inline(__always) private static func slot(_ key: UInt32) -> Int {
        Int((key &* 2_654_435_761) >> 19) & (slots - 1)
    }

    @inline(__always) func code(prefix: Int, byte: Int) -> Int? {
        let key = UInt32(prefix << 8 | byte)
        return entries.withUnsafeBufferPointer { e in
            var s = Self.slot(key)
            while true {
                let entry = e[s]
                if entry == Self.empty { return nil }
                if entry >> 12 == key { return Int(entry & 0xFFF) }
                s = (s + 1) & (Self.slots - 1)
            }
        }
    }

    @inline(__always) mutating func insert(prefix: Int, byte: Int, code: Int) {
        let key = UInt32(prefix << 8 | byte)
        entries.withUnsafeMutableBufferPointer { e in
            var s = Self.slot(key)
            while e[s] != Self.empty { s = (s + 1) & (Self.slots - 1) }
            e[s] = key << 12 | UInt32(code)
        }
    }

    mutating func removeAll() {
        entries.withUnsafeMutableBufferPointer { $0.update(repeating: Self.empty) }
    }
}

/// Codes packed least significant bit first, as GIF stores them.
struct BitPacker {
    private var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    @inline(__always) mutating func write(_ code: Int, width: Int) {
        buffer |= UInt64(code) << UInt64(count)
        count += width
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Bits written so far.
    var bitCount: Int { bytes.count * 8 + count }

    /// Drops every bit from `bit` on (at most `bitCount`), as if they had not been written.
    mutating func dropBits(from bit: Int) {
        precondition((0...bitCount).contains(bit), "dropping bits past the end")
        let whole = bit / 8
        if whole < bytes.count {
            buffer = UInt64(bytes[whole])
            bytes.removeLast(bytes.count - whole)
        }
        count = bit - whole * 8
        buffer &= (1 << UInt64(count)) - 1
    }

    mutating func finish() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0; count = 0
        return bytes
    }
}
