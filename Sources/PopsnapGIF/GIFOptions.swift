/// How a GIF is written.
///
/// ```swift
/// GIFOptions(loopCount: 0, dithering: false)   // plays for ever; frames over 256 colours not dithered
/// ```
public struct GIFOptions: Equatable, Sendable {
    /// How many times the animation plays, 0 for ever. GIF's NETSCAPE2.0 block stores the repeats after the
    /// first play, as browsers read it, so 1 writes no block at all.
    public var loopCount: Int
    /// Whether a frame with more than 256 colours is dithered when libimagequant reduces it (off: flat UI
    /// keeps flat fills, and a smaller file).
    public var dithering: Bool

    /// Options with these values.
    public init(loopCount: Int = 0, dithering: Bool = false) {
        self.loopCount = loopCount
        self.dithering = dithering
    }
}
