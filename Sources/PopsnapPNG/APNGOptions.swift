/// How an APNG is written: its loop count, compression, frame delay, colour type and whether it carries its frames' digests.
///
/// ```swift
/// var options = APNGOptions(frameDelay: (1, 30))  // 30 fps
/// options.loopCount = 1                           // play once
/// ```
public struct APNGOptions: Sendable {
    /// How many times the animation plays; 0 plays it forever.
    public var loopCount: Int
    /// The zlib effort for every frame; both settings decode to the same pixels.
    public var compression: PNGCompression
    /// How long each frame shows, numerator / denominator seconds: (1, 60) at 60 fps, (1001,
    /// 30000) at 29.97. A denominator of 0 means hundredths, as the APNG specification says.
    public var frameDelay: (numerator: UInt16, denominator: UInt16)
    /// Write 8-bit RGB instead of RGBA, a quarter less data before compression. A file has one
    /// colour type for all its frames and is written as the frames arrive, so this cannot be
    /// guessed from the first frame: set it only when every frame is opaque (as a popup over a
    /// full app screen is); a frame with any alpha below 255 is then refused.
    public var opaque: Bool
    /// Store each frame's `PixelDigest` in the file (`APNG.storedDigests`), as a reference does, so a
    /// render with the same pixels is known equal without decoding the file.
    public var digests: Bool

    /// Options for `APNG.encode`: `loopCount` plays (0: for ever), each frame shown for `frameDelay`
    /// seconds as a fraction (1/60 s by default), `opaque` to store RGB, `digests` to store pixel digests.
    ///
    /// ```swift
    /// let options = APNGOptions(loopCount: 1, frameDelay: (1, 15))     // once, 15 frames a second
    /// ```
    public init(loopCount: Int = 0, compression: PNGCompression = .fast,
                frameDelay: (numerator: UInt16, denominator: UInt16) = (1, 60), opaque: Bool = false, digests: Bool = false) {
        self.loopCount = loopCount
        self.compression = compression
        self.frameDelay = frameDelay
        self.opaque = opaque
        self.digests = digests
    }
}
