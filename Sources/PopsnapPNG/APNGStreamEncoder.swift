import PopsnapRaster

/// An APNG's bytes, produced in file order one piece at a time: the header, each frame's chunks
/// as the frame arrives, then the end. `APNGWriter` sends the pieces to a file and `APNG.encode`
/// to an array, so both give the same bytes by construction; only the previous frame is kept,
/// so memory does not grow with the frame count.
///
/// The layout: signature, IHDR, sRGB, acTL, then frame 0 as fcTL + IDAT (so the default image,
/// shown by viewers without APNG support, is the first frame), then each later frame as fcTL +
/// fdAT holding only the rectangle that changed, then IEND. fcTL and fdAT share one sequence
/// of numbers from 0. Every frame uses dispose NONE and blend SOURCE: the rectangle's pixels
/// replace the canvas's exactly (alpha included) and stay, so the canvas after frame i is frame i.
/// With `APNGOptions.digests`, the frames' digests go in a psDG chunk before IEND (`APNG.storedDigests`).
struct APNGStreamEncoder {
    let width: Int
    let height: Int
    let frameCount: Int
    let options: APNGOptions

    /// The frame before the next one, to find what changed.
    private var previous: Image?
    private(set) var framesEncoded = 0
    private var nextSequenceNumber: UInt32 = 0
    /// Every byte given out so far, and each frame's digest, for the digests' chunk.
    private var written = XXH64.Hasher()
    private var digests: [PixelDigest] = []

    /// PNG stores sizes, counts and sequence numbers as 31-bit numbers.
    private static let maxPNGNumber = Int(Int32.max)

    init(width: Int, height: Int, frameCount: Int, options: APNGOptions) throws(PNGError) {
        guard (1...Self.maxPNGNumber).contains(width), (1...Self.maxPNGNumber).contains(height) else {
            throw .invalidAnimation(reason: "a canvas of \(width) x \(height) px cannot be a PNG (1 to 2^31 - 1 px a side)")
        }
        guard (1...Self.maxPNGNumber).contains(frameCount) else {
            throw .invalidAnimation(reason: "frameCount is \(frameCount); an APNG holds 1 to 2^31 - 1 frames")
        }
        guard (0...Self.maxPNGNumber).contains(options.loopCount) else {
            throw .invalidAnimation(reason: "loopCount is \(options.loopCount); use 0 (forever) to 2^31 - 1")
        }
        self.width = width
        self.height = height
        self.frameCount = frameCount
        self.options = options
    }

    /// Signature, IHDR, sRGB and acTL: everything before the first frame.
    mutating func header() -> [UInt8] {
        var out = pngSignature
        out.appendHeader(width: width, height: height, colorType: options.opaque ? .rgb : .rgba)
        // As PNG.encode writes for stills: the samples are sRGB (rendering intent 0, perceptual).
        out.appendChunk(.sRGB, [0])
        out.appendChunk(.acTL, APNGAnimationControl(frameCount: UInt32(frameCount), playCount: UInt32(options.loopCount)).bytes)
        if options.digests { written.update(out) }
        return out
    }

    /// The chunks of the next frame: fcTL and IDAT for the first, fcTL and fdAT after.
    mutating func encode(_ frame: Image) throws(PNGError) -> [UInt8] {
        let prepared = try APNGPreparedFrame(frame, after: previous, index: framesEncoded, width: width, height: height, options: options)
        previous = frame
        return try append(prepared)
    }

    /// The chunks of a frame already compressed (`APNGPreparedFrame`, which any thread can make):
    /// only the sequence numbers are given here, in order.
    mutating func append(_ prepared: APNGPreparedFrame) throws(PNGError) -> [UInt8] {
        guard framesEncoded < frameCount else {
            throw .invalidAnimation(reason: "frame \(framesEncoded) is one more than the \(frameCount) frames declared")
        }
        guard prepared.isFirst == (framesEncoded == 0) else {
            throw .invalidAnimation(reason: "frame \(framesEncoded) was prepared as \(prepared.isFirst ? "the first" : "a later") frame")
        }
        guard !options.digests || prepared.digest != nil else {
            throw .invalidAnimation(reason: "frame \(framesEncoded) was prepared without its digest, which these options store")
        }
        let data = prepared.data, region = prepared.region
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 64 + data.count / maxImageDataChunk * 16)
        let control = APNGFrameControl(sequenceNumber: try takeSequenceNumber(), region: region,
                                       delayNumerator: options.frameDelay.numerator, delayDenominator: options.frameDelay.denominator,
                                       dispose: .none, blend: .source)
        out.appendChunk(.fcTL, control.bytes)
        // An empty stream cannot come from libpng, but the loop still writes one chunk for it.
        var start = 0
        repeat {
            let piece = data[start..<min(data.count, start + maxImageDataChunk)]
            if prepared.isFirst {
                out.appendChunk(.IDAT, piece)
            } else {
                var fdAT: [UInt8] = []
                fdAT.reserveCapacity(piece.count + 4)
                fdAT.appendBigEndian(try takeSequenceNumber())
                fdAT.append(contentsOf: piece)
                out.appendChunk(.fdAT, fdAT)
            }
            start += maxImageDataChunk
        } while start < data.count
        framesEncoded += 1
        if options.digests {
            written.update(out)
            digests.append(prepared.digest!)
        }
        return out
    }

    /// IEND, once every declared frame is encoded.
    func end() throws(PNGError) -> [UInt8] {
        guard framesEncoded == frameCount else {
            throw .invalidAnimation(reason: "only \(framesEncoded) of the \(frameCount) declared frames were appended")
        }
        var iend: [UInt8] = []
        iend.appendChunk(.IEND, [])
        return options.digests ? APNG.frameDigestsChunk(digests, written: written, iend: iend) + iend : iend
    }

    private mutating func takeSequenceNumber() throws(PNGError) -> UInt32 {
        guard nextSequenceNumber <= UInt32(Self.maxPNGNumber) else {
            throw .invalidAnimation(reason: "more than 2^31 chunks; split the animation")
        }
        defer { nextSequenceNumber += 1 }
        return nextSequenceNumber
    }
}
