/// One chunk of a PNG file: its type, where it starts, and where its data lies.
struct PNGChunkRecord {
    let type: PNGChunkType
    /// The offset of its length field.
    let offset: Int
    /// Its data, as indices into the file's bytes.
    let data: Range<Int>
}

/// Walks a PNG's chunks in file order, checking that each fits in the file and that its CRC
/// matches, so a truncated or corrupted file is reported by chunk and byte offset.
///
/// libpng does this for the chunks it knows, but APNG's are unknown to the libpng here (no APNG
/// patch), so the APNG decoder reads the chunk structure itself.
struct PNGChunkReader {
    let bytes: [UInt8]
    private var offset = pngSignature.count

    /// Checks the signature.
    init(_ bytes: [UInt8]) throws(PNGError) {
        if bytes.isEmpty { throw .notPNG(reason: "the data is empty") }
        if bytes.count < pngSignature.count {
            throw .notPNG(reason: "the data is only \(bytes.count) bytes, shorter than the PNG signature")
        }
        guard bytes.starts(with: pngSignature) else { throw .notPNG(reason: "the data does not start with the PNG signature") }
        self.bytes = bytes
    }

    /// The next chunk, or nil when the bytes end exactly after the previous one.
    mutating func next() throws(PNGError) -> PNGChunkRecord? {
        let remaining = bytes.count - offset
        if remaining == 0 { return nil }
        guard remaining >= 12 else {
            throw .damagedAPNG(reason: "the file ends inside a chunk header at byte \(offset) (truncated?)")
        }
        let length = bytes.bigEndianUInt32(at: offset)
        let type = PNGChunkType(code: bytes.bigEndianUInt32(at: offset + 4))
        guard length <= UInt32(Int32.max) else {
            throw .damagedAPNG(reason: "chunk \(type) at byte \(offset) declares \(length) bytes, more than PNG allows (2^31 - 1)")
        }
        guard Int(length) <= remaining - 12 else {
            throw .damagedAPNG(reason: "the file ends inside chunk \(type) at byte \(offset): it declares \(length) bytes, "
                + "only \(remaining - 12) follow (truncated?)")
        }
        let data = (offset + 8)..<(offset + 8 + Int(length))
        let stored = bytes.bigEndianUInt32(at: data.upperBound)
        let computed = bytes.withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[(offset + 4)..<data.upperBound])) }
        guard stored == computed else {
            throw .damagedAPNG(reason: "chunk \(type) at byte \(offset) has a wrong CRC (stored \(hex(stored)), "
                + "computed \(hex(computed))): the file is corrupted")
        }
        let record = PNGChunkRecord(type: type, offset: offset, data: data)
        offset = data.upperBound + 4
        return record
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
