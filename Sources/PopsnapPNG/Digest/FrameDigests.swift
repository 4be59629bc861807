/// The digests of an APNG's frames, as a still reference carries its pixels' (`PNG.encodeWithDigest`):
/// a psDG chunk of layout version 2 before IEND holding the frame count, each composed frame's
/// `PixelDigest` in order, and a digest of every other byte of the file, so they are believed only
/// while the file is exactly as written. A still's reader ignores this layout, and this reader a still's.
///
/// ```swift
/// var options = APNGOptions(); options.digests = true
/// let bytes = try APNG.encode(frames, options: options)
/// APNG.storedDigests(in: bytes, frameCount: frames.count) == frames.map(PixelDigest.init)   // true
/// ```
extension APNG {
    static let frameDigestsVersion: UInt8 = 2

    /// The psDG chunk for `digests`, to go just before `iend`; `written` has hashed every byte before it.
    static func frameDigestsChunk(_ digests: [PixelDigest], written: XXH64.Hasher, iend: [UInt8]) -> [UInt8] {
        var file = written
        file.update(iend)
        var data = [frameDigestsVersion]
        data.appendBigEndian(UInt32(digests.count))
        for digest in digests { data.appendBigEndian(UInt64: digest.value) }
        data.appendBigEndian(UInt64: file.finalize())
        var chunk: [UInt8] = []
        chunk.appendChunk(PNG.digestChunk, data)
        return chunk
    }

    /// The frame digests an APNG carries, when it carries them (one psDG of version 2, for `frameCount`
    /// frames) and every other byte is still what was written with them; nil otherwise: then the frames
    /// are decoded and compared.
    public static func storedDigests(in bytes: [UInt8], frameCount: Int) -> [PixelDigest]? {
        guard let chunk = PNG.onlyDigestChunk(in: bytes), chunk.data.count == 1 + 4 + 8 * frameCount + 8,
              bytes[chunk.data.lowerBound] == frameDigestsVersion,
              Int(bytes.bigEndianUInt32(at: chunk.data.lowerBound + 1)) == frameCount else { return nil }
        let start = chunk.data.lowerBound + 5
        let file = bytes.bigEndianUInt64(at: start + 8 * frameCount)
        guard PNG.hashOutside(chunk, of: bytes) == file else { return nil }
        return (0..<frameCount).map { PixelDigest(value: bytes.bigEndianUInt64(at: start + 8 * $0)) }
    }
}
