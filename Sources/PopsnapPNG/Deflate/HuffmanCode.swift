/// A canonical Huffman code as deflate describes it (RFC 1951 3.2.2): a length per symbol, from
/// which the codes follow.
struct HuffmanCode {
    /// Code length in bits per symbol; 0 for a symbol the code leaves out.
    let lengths: [UInt8]
    /// Each symbol's code with its bits reversed, ready for `DeflateBitWriter`, which writes the
    /// least significant bit first while deflate sends Huffman codes from their most significant bit.
    let reversedCodes: [UInt16]

    /// The code that makes a message with these symbol `frequencies` shortest, no length over `limit`.
    ///
    /// At least two symbols always get a code, so that the code is complete: inflaters refuse an
    /// incomplete one (zlib accepts a lone code of length 1 only in a distance tree).
    init(frequencies: [Int], limit: Int) {
        precondition(frequencies.count >= 2, "deflate's alphabets have at least two symbols")
        var weights = frequencies
        var missing = 2 - weights.filter { $0 > 0 }.count
        for i in weights.indices where missing > 0 && weights[i] == 0 {
            weights[i] = 1
            missing -= 1
        }
        var lengths = Self.unlimitedLengths(weights)
        // Rarely a code runs past the limit: flatten the weights and build again. Every symbol keeps a
        // weight of at least 1, so this ends with a balanced code at worst, within the limit for deflate's alphabets.
        while lengths.max() ?? 0 > UInt8(limit) {
            weights = weights.map { $0 == 0 ? 0 : ($0 + 1) / 2 }
            lengths = Self.unlimitedLengths(weights)
        }
        self.lengths = lengths
        reversedCodes = Self.reversedCodes(lengths)
    }

    /// Huffman's construction by two queues: leaves sorted by weight (ties by symbol, so the code is
    /// always the same), and internal nodes, which are made in order of weight.
    private static func unlimitedLengths(_ weights: [Int]) -> [UInt8] {
        let leaves = weights.indices.filter { weights[$0] > 0 }.sorted { (weights[$0], $0) < (weights[$1], $1) }
        let leafCount = leaves.count
        var weight = leaves.map { weights[$0] }
        var parent = [Int](repeating: -1, count: 2 * leafCount - 1)
        var nextLeaf = 0, nextInternal = leafCount
        func takeLightest() -> Int {
            if nextLeaf < leafCount && (nextInternal >= weight.count || weight[nextLeaf] <= weight[nextInternal]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        while weight.count < 2 * leafCount - 1 {
            let a = takeLightest(), b = takeLightest()
            parent[a] = weight.count
            parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        // Parents come after their children: depths from the root down.
        var depth = [Int](repeating: 0, count: parent.count)
        for node in stride(from: parent.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var lengths = [UInt8](repeating: 0, count: weights.count)
        for (node, symbol) in leaves.enumerated() { lengths[symbol] = UInt8(depth[node]) }
        return lengths
    }

    /// RFC 1951's canonical codes: shorter codes first, codes of one length in symbol order.
    private static func reversedCodes(_ lengths: [UInt8]) -> [UInt16] {
        var countOfLength = [Int](repeating: 0, count: 16)
        for l in lengths where l > 0 { countOfLength[Int(l)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1...15 {
            code = (code + countOfLength[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { l in
            guard l > 0 else { return 0 }
            let c = next[Int(l)]
            next[Int(l)] += 1
            var reversed = 0
            for bit in 0..<Int(l) where c >> bit & 1 == 1 { reversed |= 1 << (Int(l) - 1 - bit) }
            return UInt16(reversed)
        }
    }

    /// Writes `symbol`'s code.
    @inline(__always)
    func write(_ symbol: Int, to writer: inout DeflateBitWriter) {
        writer.write(UInt32(reversedCodes[symbol]), bitCount: Int(lengths[symbol]))
    }
}
