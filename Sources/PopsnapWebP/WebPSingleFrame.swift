/// libwebp's animation encoder assembles an animation whose frames were all stored as one (every frame
/// equal to the first, or for a lossy file within its quality's threshold of it) as a still image, which
/// drops the animation's length and loop count, and which a reader of animations finds no frame in.
/// This puts such a still's image back in a one-frame animation, shown for `milliseconds`.
enum WebPSingleFrame {
    /// `bytes` as a one-frame animation of a `width` x `height` px canvas played `loopCount` times, the
    /// frame shown `milliseconds`; `bytes` unchanged when they hold an animation already, nil when they are
    /// not a whole RIFF WebP file.
    static func animation(_ bytes: [UInt8], width: Int, height: Int, loopCount: Int, milliseconds: Int) -> [UInt8]? {
        guard let chunks = WebPRIFF(bytes) else { return nil }
        if chunks.tags.contains("ANIM") { return bytes }
        // The image's own chunks, as stored in a frame: ALPH and VP8, or VP8L; a still's VP8X goes.
        var image: [UInt8] = [], alpha = false, at = 12
        while at + 8 <= bytes.count {
            let size = Self.value(bytes, at + 4, 4), tag = String(decoding: bytes[at..<at + 4], as: UTF8.self)
            let end = at + 8 + size + size % 2
            if tag == "ALPH" || tag == "VP8 " || tag == "VP8L" { image += bytes[at..<end] }
            if tag == "ALPH" { alpha = true }
            // VP8L's header: a signature byte, 14 bits of width - 1, 14 of height - 1, then alpha_is_used.
            if tag == "VP8L", size >= 5, bytes[at + 8 + 4] & 0x10 != 0 { alpha = true }
            at = end
        }
        // VP8X: the animation flag, and alpha's when the image has it; the canvas less one in 3 bytes each.
        var vp8x: [UInt8] = [(alpha ? 0x10 : 0) | 0x02, 0, 0, 0]
        vp8x += Self.bytes(width - 1, 3) + Self.bytes(height - 1, 3)
        // ANIM: a transparent background colour, as the encoder asks for, and the loop count.
        let anim: [UInt8] = [0, 0, 0, 0] + Self.bytes(loopCount, 2)
        // ANMF: at the origin, the whole canvas, not blended and not disposed (the canvas is covered).
        let anmf: [UInt8] = Self.bytes(0, 6) + Self.bytes(width - 1, 3) + Self.bytes(height - 1, 3) + Self.bytes(milliseconds, 3) + [0x02] + image
        let body = Array("WEBP".utf8) + chunk("VP8X", vp8x) + chunk("ANIM", anim) + chunk("ANMF", anmf)
        return Array("RIFF".utf8) + Self.bytes(body.count, 4) + body
    }

    private static func chunk(_ tag: String, _ payload: [UInt8]) -> [UInt8] {
        Array(tag.utf8) + bytes(payload.count, 4) + payload + (payload.count % 2 == 1 ? [0] : [])
    }

    private static func bytes(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    private static func value(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
}
