/// XXH64, Yann Collet's 64-bit non-cryptographic hash (xxHash's specification, XXH64 section): fast
/// (four independent lanes, eight bytes each a step) and well mixed, for telling a render from a
/// reference without decoding the reference. Not a defence against someone forging a file.
///
/// ```swift
/// XXH64.hash(bytes, seed: 0)   // XXH64.hash([], seed: 0) == 0xEF46_DB37_51D8_E999
/// ```
enum XXH64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { hash($0, seed: seed) }
    }

    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        var hasher = Hasher(seed: seed)
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The same hash over bytes that arrive in pieces (a file written frame by frame): any split of
    /// the bytes gives `hash` of them all.
    struct Hasher {
        private let seed: UInt64
        private var v1: UInt64, v2: UInt64, v3: UInt64, v4: UInt64
        /// Bytes short of a 32-byte stripe, kept for the next piece or the end.
        private var pending: [UInt8] = []
        private var total = 0

        init(seed: UInt64 = 0) {
            self.seed = seed
            v1 = seed &+ prime1 &+ prime2
            v2 = seed &+ prime2
            v3 = seed
            v4 = seed &- prime1
            pending.reserveCapacity(32)
        }

        mutating func update(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { update($0) }
        }

        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            total += bytes.count
            var offset = 0
            if !pending.isEmpty {
                offset = min(32 - pending.count, bytes.count)
                pending += bytes[..<offset]
                guard pending.count == 32 else { return }
                pending.withUnsafeBytes { stripe($0.baseAddress!, 0) }
                pending.removeAll(keepingCapacity: true)
            }
            if let base = bytes.baseAddress {
                while offset + 32 <= bytes.count {
                    stripe(base, offset)
                    offset += 32
                }
            }
            pending += bytes[offset...]
        }

        private mutating func stripe(_ base: UnsafeRawPointer, _ offset: Int) {
            v1 = round(v1, word(base, offset))
            v2 = round(v2, word(base, offset + 8))
            v3 = round(v3, word(base, offset + 16))
            v4 = round(v4, word(base, offset + 24))
        }

        func finalize() -> UInt64 {
            var h: UInt64
            if total >= 32 {
                h = v1.rotated(1) &+ v2.rotated(7) &+ v3.rotated(12) &+ v4.rotated(18)
                for v in [v1, v2, v3, v4] { h = (h ^ round(0, v)) &* prime1 &+ prime4 }
            } else {
                h = seed &+ prime5
            }
            h &+= UInt64(total)
            pending.withUnsafeBytes { tail in
                let count = tail.count
                var offset = 0
                guard let base = tail.baseAddress else { return }
                while offset + 8 <= count {
                    h = (h ^ round(0, word(base, offset))).rotated(27) &* prime1 &+ prime4
                    offset += 8
                }
                if offset + 4 <= count {
                    let half = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                    h = (h ^ (half &* prime1)).rotated(23) &* prime2 &+ prime3
                    offset += 4
                }
                while offset < count {
                    h = (h ^ (UInt64(tail[offset]) &* prime5)).rotated(11) &* prime1
                    offset += 1
                }
            }
            h ^= h >> 33
            h &*= prime2
            h ^= h >> 29
            h &*= prime3
            h ^= h >> 32
            return h
        }
    }

    @inline(__always)
    fileprivate static func word(_ base: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    fileprivate static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        (accumulator &+ input &* prime2).rotated(31) &* prime1
    }
}

extension UInt64 {
    @inline(__always)
    fileprivate func rotated(_ bits: UInt64) -> UInt64 { self << bits | self >> (64 - bits) }
}
