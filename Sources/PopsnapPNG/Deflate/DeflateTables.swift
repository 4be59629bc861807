/// Deflate's fixed tables (RFC 1951 3.2.5 and 3.2.7) and the encoding of a block's code lengths.
enum DeflateTables {
    /// Literals 0–255, end of block 256, lengths 257–285.
    static let literalLengthSymbols = 286
    static let endOfBlock = 256
    static let minimumCopy = 3
    static let maximumCopy = 258

    /// The shortest length of each length symbol 257–285, and the extra bits that follow it.
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// The length symbol of each copy length 0–258 (meaningful from 3).
    static let lengthSymbol: [Int] = (0...maximumCopy).map { length in
        guard length >= minimumCopy else { return 0 }
        // 258 has a symbol of its own (285), though 227 + 31 would also reach it through 284.
        if length == maximumCopy { return 285 }
        return 257 + lengthBase.lastIndex { $0 <= length }!
    }

    /// The order code-length code lengths are sent in.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// HLIT, HDIST, HCLEN and the two codes' lengths, themselves run-length coded (symbols 16: repeat
    /// the previous length 3–6 times, 17: 3–10 zeros, 18: 11–138 zeros) with a Huffman code of their own.
    static func writeCodeLengths(_ literals: HuffmanCode, _ distances: HuffmanCode, to writer: inout DeflateBitWriter) {
        let literalCount = max(257, (literals.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distances.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let all = Array(literals.lengths[..<literalCount]) + Array(distances.lengths[..<distanceCount])

        // (symbol, extra bits value) pairs.
        var symbols: [(Int, UInt32)] = []
        var i = 0
        while i < all.count {
            let length = all[i]
            var same = 1
            while i + same < all.count && all[i + same] == length { same += 1 }
            if length == 0 && same >= 11 {
                let n = min(same, 138)
                symbols.append((18, UInt32(n - 11)))
                i += n
            } else if length == 0 && same >= 3 {
                symbols.append((17, UInt32(same - 3)))
                i += same
            } else if length != 0 && same >= 4 {
                symbols.append((Int(length), 0))
                let n = min(same - 1, 6)
                symbols.append((16, UInt32(n - 3)))
                i += 1 + n
            } else {
                symbols.append((Int(length), 0))
                i += 1
            }
        }
        var frequencies = [Int](repeating: 0, count: 19)
        for (symbol, _) in symbols { frequencies[symbol] += 1 }
        let code = HuffmanCode(frequencies: frequencies, limit: 7)
        let codeLengthCount = max(4, (codeLengthOrder.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)

        writer.write(UInt32(literalCount - 257), bitCount: 5)
        writer.write(UInt32(distanceCount - 1), bitCount: 5)
        writer.write(UInt32(codeLengthCount - 4), bitCount: 4)
        for symbol in codeLengthOrder[..<codeLengthCount] { writer.write(UInt32(code.lengths[symbol]), bitCount: 3) }
        for (symbol, extra) in symbols {
            code.write(symbol, to: &writer)
            switch symbol {
            case 16: writer.write(extra, bitCount: 2)
            case 17: writer.write(extra, bitCount: 3)
            case 18: writer.write(extra, bitCount: 7)
            default: break
            }
        }
    }
}
