/// GIF's variant of LZW (GIF89a, appendix F): codes least significant bit first, starting one bit wider
/// than the minimum code size and growing to 12 bits, a clear code first and whenever the 4,096 codes are
/// used up, the end code last. Greedy longest match, so the same indices always give the same bytes.
///
/// ```swift
/// LZWEncoder.encode([0, 0, 0, 1], minimumCodeSize: 2)   // the packed codes, not yet in sub-blocks
/// ```
public enum LZWEncoder {
    static let maxCode = 4095

    /// The packed code stream for `indices`, each below `1 << minimumCodeSize` (2 to 8).
    public static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        indices.withUnsafeBufferPointer { encode($0, minimumCodeSize: minimumCodeSize) }
    }

    static func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> [UInt8] {
        precondition((2...8).contains(minimumCodeSize), "GIF's minimum code size is 2 to 8")
        var bits = BitPacker(capacity: indices.count / 2 + 16)
        let clear = 1 << minimumCodeSize, end = clear + 1
        var table = CodeTable()
        var width = minimumCodeSize + 1, overflow = clear << 1, last = end
        bits.write(clear, width: width)
        guard let first = indices.first else {
            bits.write(end, width: width)
            return bits.finish()
        }
        var code = Int(first)
        for i in 1..<indices.count {
            let k = Int(indices[i])
            if let next = table.code(prefix: code, byte: k) { code = next; continue }
            bits.write(code, width: width)
            // `last` is the code the decoder assigns once it reads the code after this one; when it reaches
            // the current width's top the decoder reads one bit more, so the encoder writes one bit more.
            last += 1
            if last == overflow { width += 1; overflow <<= 1 }
            if last == maxCode {
                // The table is full: start again rather than keep coding with a frozen table.
                bits.write(clear, width: width)
                width = minimumCodeSize + 1; overflow = clear << 1; last = end
                table.removeAll()
            } else {
                table.insert(prefix: code, byte: k, code: last)
            }
            code = k
        }
        bits.write(code, width: width)
        last += 1
        if last == overflow { width += 1 }
        if last == maxCode {
            bits.write(clear, width: width)
            width = minimumCodeSize + 1
        }
        bits.write(end, width: width)
        return bits.finish()
    }
}
