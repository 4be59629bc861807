/// GIF's variant of LZW (GIF89a, appendix F): codes least significant bit first, starting one bit wider
/// than the minimum code size and growing to 12 bits, a clear code first, the end code last. Greedy longest
/// match, so the same indices always give the same bytes.
///
/// ```swift
/// LZWEncoder.encode([0, 0, 0, 1], minimumCodeSize: 2)   // the packed codes, not yet in sub-blocks
/// ```
public enum LZWEncoder {
    static let maxCode = 4095

    /// What the encoder does once the 4,096 codes are used up.
    public enum Clearing: Sendable {
        /// A clear code at once, starting a new table.
        case eager
        /// gifsicle's rule (its `write_compressed_data`): go on coding with the full table while the strings
        /// it matches stay long, since a new table codes short strings at first; clear once their average
        /// drops, going back to the start of a run of short strings so the clear costs least.
        case adaptive
    }

    /// The packed code stream for `indices`, each below `1 << minimumCodeSize` (2 to 8): the adaptive
    /// clearing's, or the eager one's where that is smaller, as gifsicle -O3 tries both.
    public static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        indices.withUnsafeBufferPointer { encode($0, minimumCodeSize: minimumCodeSize) }
    }

    /// The packed code stream for `indices` with one clearing rule.
    public static func encode(_ indices: [UInt8], minimumCodeSize: Int, clearing: Clearing) -> [UInt8] {
        indices.withUnsafeBufferPointer { encode($0, minimumCodeSize: minimumCodeSize, clearing: clearing).bytes }
    }

    static func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> [UInt8] {
        smaller(encode(indices, minimumCodeSize: minimumCodeSize, clearing: .adaptive), indices, minimumCodeSize: minimumCodeSize)
    }

    /// `adaptive` (the adaptive clearing's codes for `indices`), or the eager clearing's where those are smaller.
    static func smaller(_ adaptive: (bytes: [UInt8], cleared: Bool), _ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> [UInt8] {
        // The two differ only once a table has filled and been cleared.
        guard adaptive.cleared else { return adaptive.bytes }
        let eager = encode(indices, minimumCodeSize: minimumCodeSize, clearing: .eager).bytes
        return eager.count < adaptive.bytes.count ? eager : adaptive.bytes
    }

    /// The codes, and whether a clear code was written after the first.
    static func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, clearing: Clearing) -> (bytes: [UInt8], cleared: Bool) {
        precondition((2...8).contains(minimumCodeSize), "GIF's minimum code size is 2 to 8")
        var bits = BitPacker(capacity: indices.count / 2 + 16)
        let clear = 1 << minimumCodeSize, end = clear + 1
        var table = CodeTable()
        var width = minimumCodeSize + 1, overflow = clear << 1, last = end
        var runs = RunAverage(), full = false, cleared = false
        // Where a clear would cost least once the table is full: a string's first index and the bits before its code.
        var rewind: (index: Int, bit: Int)?
        func restart() {
            width = minimumCodeSize + 1; overflow = clear << 1; last = end
            table.removeAll(); runs = RunAverage(); full = false; rewind = nil
        }
        bits.write(clear, width: width)
        guard !indices.isEmpty else {
            bits.write(end, width: width)
            return (bits.finish(), false)
        }
        var code = Int(indices[0]), start = 0, i = 1
        while i < indices.count {
            let k = Int(indices[i])
            if let next = table.code(prefix: code, byte: k) { code = next; i += 1; continue }
            let run = i - start
            if full {
                let clearNow = runs.isShort(minimumCodeSize: minimumCodeSize, left: indices.count - i)
                // A short string is a good place to clear (little coded with the old table is thrown away);
                // a long one means the table still serves, so an earlier place is forgotten.
                if (clearNow || run < 7) && rewind == nil { rewind = (start, bits.bitCount) }
                else if !clearNow && run > 50 { rewind = nil }
                if clearNow, let (index, bit) = rewind {
                    bits.dropBits(from: bit)
                    bits.write(clear, width: width)
                    restart()
                    cleared = true
                    code = Int(indices[index]); start = index; i = index + 1
                    continue
                }
            }
            bits.write(code, width: width)
            runs.add(run)
            if !full {
                // `last` is the code the decoder assigns once it reads the code after this one; when it reaches
                // the current width's top the decoder reads one bit more, so the encoder writes one bit more.
                last += 1
                if last == overflow { width += 1; overflow <<= 1 }
                if last != maxCode {
                    table.insert(prefix: code, byte: k, code: last)
                } else if clearing == .eager {
                    bits.write(clear, width: width)
                    restart()
                    cleared = true
                } else {
                    full = true
                }
            }
            code = k; start = i; i += 1
        }
        bits.write(code, width: width)
        if !full {
            last += 1
            if last == overflow { width += 1 }
        }
        bits.write(end, width: width)
        return (bits.finish(), cleared)
    }
}

/// gifsicle's moving average of the matched strings' lengths, in fixed point (19 fraction bits, each new
/// length weighing 1/16), which decides when a full table is worth clearing.
struct RunAverage {
    private static let scale = 19
    private var value: UInt64 = 1 << RunAverage.scale

    mutating func add(_ run: Int) {
        let scaled = UInt64(run) << Self.scale + (1 << 3)
        if scaled < value { value -= (value - scaled) >> 4 } else { value += (scaled - value) >> 4 }
    }

    /// Whether to clear with `left` indices still to code: the strings have become short for the code size
    /// (under 36 / minimum code size), or coding the rest at this length would take more than about 3,000 of them.
    func isShort(minimumCodeSize: Int, left: Int) -> Bool {
        guard left > 0 else { return false }
        let perThousands = UInt64(1 << Self.scale) / 3000
        return value < (36 << Self.scale) / UInt64(minimumCodeSize) || value < UInt64(left) * perThousands
    }
}
