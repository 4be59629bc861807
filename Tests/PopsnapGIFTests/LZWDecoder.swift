/// A GIF LZW decoder written from the decoder's side of GIF89a appendix F, independent of the encoder:
/// the tests read the encoder's codes back with it.
enum LZWDecoder {
    struct Damaged: Error {}

    static func decode(_ bytes: [UInt8], minimumCodeSize: Int) throws -> [UInt8] {
        try read(bytes, minimumCodeSize: minimumCodeSize).indices
    }

    /// How many clear codes the stream holds, the first included.
    static func clearCodes(_ bytes: [UInt8], minimumCodeSize: Int) -> Int {
        (try? read(bytes, minimumCodeSize: minimumCodeSize).clears) ?? -1
    }

    private static func read(_ bytes: [UInt8], minimumCodeSize: Int) throws -> (indices: [UInt8], clears: Int) {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var width = minimumCodeSize + 1
        var table: [[UInt8]] = []
        func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []]; width = minimumCodeSize + 1 }
        reset()
        var bitPosition = 0, out: [UInt8] = [], previous: [UInt8]?, clears = 0
        func read() -> Int? {
            guard bitPosition + width <= bytes.count * 8 else { return nil }
            var code = 0
            for b in 0..<width where bytes[(bitPosition + b) / 8] >> ((bitPosition + b) % 8) & 1 == 1 { code |= 1 << b }
            bitPosition += width
            return code
        }
        while let code = read() {
            if code == clear { reset(); previous = nil; clears += 1; continue }
            if code == end { return (out, clears) }
            let entry: [UInt8]
            if code < table.count { entry = table[code] }
            else if code == table.count, let previous { entry = previous + [previous[0]] }
            else { throw Damaged() }
            out += entry
            if let previous, table.count < 4096 { table.append(previous + [entry[0]]) }
            previous = entry
            // The decoder reads one bit more once its table's next code no longer fits the width.
            if table.count == 1 << width, width < 12 { width += 1 }
        }
        throw Damaged()
    }
}
