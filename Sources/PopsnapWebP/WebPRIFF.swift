/// The chunks of a WebP file read straight from its bytes (RIFF: four-letter tag, little-endian size,
/// payload padded to even): what a file holds, as `popsnap animate --json` reports it. A frame equal
/// to the one before is stored as that one shown longer (`WebPAnimationMuxer`), so the frames here can be
/// fewer than were given.
///
/// ```swift
/// let durations = WebPRIFF(bytes)?.frames.map(\.duration)   // [34, 35, 34, …] in milliseconds
/// ```
public struct WebPRIFF: Sendable {
    /// One ANMF chunk: where the frame is drawn, in pixels, how long it shows in milliseconds, and whether
    /// it is blended over the canvas.
    public struct Frame: Equatable, Sendable {
        /// The frame's left edge on the canvas, in pixels (WebP stores half of it).
        public var x: Int
        /// Its top edge, in pixels (WebP stores half of it).
        public var y: Int
        /// Its width in pixels.
        public var width: Int
        /// Its height in pixels.
        public var height: Int
        /// How long it is shown, in milliseconds.
        public var duration: Int
        /// Whether it is blended over the canvas (alpha-blending), rather than replacing what it covers.
        public var blends: Bool
    }
    /// The chunks' tags in file order ("VP8X", "ANIM", "ANMF", …).
    public var tags: [String] = []
    /// An animation's loop count (0: for ever); nil for a still.
    public var loopCount: Int?
    /// An animation's frames; empty for a still.
    public var frames: [Frame] = []

    /// The chunks of `bytes`; nil when they are not a whole RIFF WebP file.
    public init?(_ bytes: [UInt8]) {
        func u(_ at: Int, _ n: Int) -> Int { (0..<n).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        func tag(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WEBP", u(4, 4) == bytes.count - 8 else { return nil }
        var at = 12
        while at + 8 <= bytes.count {
            let name = tag(at), size = u(at + 4, 4), body = at + 8
            guard body + size <= bytes.count else { return nil }
            tags.append(name)
            if name == "ANIM" { loopCount = u(body + 4, 2) }
            if name == "ANMF" {
                frames.append(Frame(x: 2 * u(body, 3), y: 2 * u(body + 3, 3), width: u(body + 6, 3) + 1, height: u(body + 9, 3) + 1,
                                    duration: u(body + 12, 3), blends: bytes[body + 15] & 2 == 0))
            }
            at = body + size + size % 2
        }
        guard at == bytes.count else { return nil }
    }
}
