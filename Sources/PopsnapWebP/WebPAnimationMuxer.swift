import CWebP
import PopsnapFiles

/// An animated WebP written to a file as its frames come (WebP's container, RFC 9649): VP8X and ANIM,
/// then an ANMF chunk a frame, each written as soon as the next frame shows how long it lasts; the
/// sizes only the end knows (the RIFF's, VP8X's alpha flag) are rewritten in place at `finish`. It holds
/// one frame's bytes, however many frames there are. What a player shows is each frame's `decoded()`
/// pixels put in its rectangle over the canvas before, as they are (the muxer's tests hold it to libwebp's
/// animation decoder).
///
/// A frame that changed nothing (`WebPAnimationFrame.isRepeat`) is the one before shown longer, so a
/// player may count fewer frames but shows each pixel for exactly the time given. Every frame replaces
/// its rectangle and is not disposed; the background colour is transparent (a hint players may ignore:
/// the first frame covers the canvas).
///
/// ```swift
/// var muxer = try WebPAnimationMuxer(file: try AtomicFileStream(path: "a.webp"), width: 390, height: 844, loopCount: 0)
/// try muxer.add(first, at: 0)
/// try muxer.add(second, at: 17)
/// let stored = try muxer.finish(at: 33)     // the second frame shown for 16 ms
/// try file.commit()
/// ```
public struct WebPAnimationMuxer {
    /// A frame of the file: the number of the first frame given that it shows, and for how long.
    public struct StoredFrame: Equatable, Sendable {
        /// The frame given (counted from 0) it shows first; the ones after it up to the next are repeats.
        public let frame: Int
        /// How long it is shown, in milliseconds.
        public let milliseconds: Int
    }

    private let file: AtomicFileStream
    private let width: Int, height: Int
    /// Where the file's bytes start: 0 unless the stream held bytes before.
    private let start: Int
    /// The last frame's place and size as ANMF stores them, and its image chunks, written once its length is known.
    private var pending: (place: [UInt8], chunks: [UInt8], time: Int, index: Int)?
    private var given = 0, lastTime = 0, alpha = false, closed = false
    private var stored: [StoredFrame] = []

    /// Starts a `width` x `height` px animation played `loopCount` times (0: for ever) in `file`, which
    /// must be rewritable (not a FIFO or a device); the caller commits the file after `finish`.
    public init(file: AtomicFileStream, width: Int, height: Int, loopCount: Int) throws(WebPError) {
        guard file.isRewritable else { throw .unrewritableOutput(path: file.path) }
        try WebPLimits.check(width: width, height: height)
        guard (0...65_535).contains(loopCount) else { throw .invalidLoopCount(loopCount) }
        start = file.bytesWritten
        // The RIFF's size is rewritten at the end; VP8X: the animation flag (alpha's is added at the end if
        // a frame has it), the canvas less one in 3 bytes a side; ANIM: a transparent background and the loop count.
        let vp8x: [UInt8] = [0x02, 0, 0, 0] + Self.bytes(width - 1, 3) + Self.bytes(height - 1, 3)
        let anim: [UInt8] = [0, 0, 0, 0] + Self.bytes(loopCount, 2)
        do { try file.append(Array("RIFF".utf8) + Self.bytes(0, 4) + Array("WEBP".utf8) + Self.chunk("VP8X", vp8x) + Self.chunk("ANIM", anim)) }
        catch { throw .file(error) }
        self.file = file
        self.width = width
        self.height = height
    }

    /// Adds `frame`, shown from `time` milliseconds after the start until the next frame's time (or
    /// `finish`'s).
    public mutating func add(_ frame: WebPAnimationFrame, at time: Int) throws(WebPError) {
        guard !closed else { throw .encoderClosed }
        if given > 0, time < lastTime { throw .timeGoesBack(frame: given, time: time, previous: lastTime) }
        given += 1
        lastTime = time
        if frame.isRepeat, pending != nil { return }
        if frame.isRepeat || (pending == nil && (frame.x, frame.y, frame.width, frame.height) != (0, 0, width, height)) {
            closed = true
            throw .encoderFailed(code: .invalidConfiguration, frame: given - 1, message: "the first frame must cover the canvas")
        }
        try flush(until: time)
        let (chunks, hasAlpha) = chunks(of: frame)
        alpha = alpha || hasAlpha
        // ANMF: the place halved and the size less one, 3 bytes each.
        let place = Self.bytes(frame.x / 2, 3) + Self.bytes(frame.y / 2, 3) + Self.bytes(frame.width - 1, 3) + Self.bytes(frame.height - 1, 3)
        pending = (place, chunks, time, given - 1)
    }

    /// Writes the last frame, shown until `time` milliseconds, and the sizes; returns the file's frames.
    /// The muxer is closed after.
    public mutating func finish(at time: Int) throws(WebPError) -> [StoredFrame] {
        guard !closed, pending != nil else { throw .encoderClosed }
        if time < lastTime { throw .timeGoesBack(frame: given, time: time, previous: lastTime) }
        try flush(until: time)
        closed = true
        do {
            try file.overwrite(Self.bytes(file.bytesWritten - start - 8, 4), at: start + 4)
            if alpha { try file.overwrite([0x12], at: start + 20) }
        } catch { throw .file(error) }
        return stored
    }

    /// Writes the pending frame, shown until `time`.
    private mutating func flush(until time: Int) throws(WebPError) {
        guard let pending else { return }
        let duration = time - pending.time
        guard duration <= 0xFF_FFFF else {
            closed = true
            throw .encoderFailed(code: .fileTooBig, frame: pending.index, message: "a frame shown \(duration) ms, more than WebP's 16777215")
        }
        // Then the duration in 3 bytes; flags: not blended, not disposed.
        try write(Self.chunk("ANMF", pending.place + Self.bytes(duration, 3) + [0x02] + pending.chunks))
        stored.append(StoredFrame(frame: pending.index, milliseconds: duration))
        self.pending = nil
    }

    /// `frame`'s image chunks as an ANMF holds them (ALPH and VP8, or VP8L) and whether it has alpha.
    private func chunks(of frame: WebPAnimationFrame) -> ([UInt8], Bool) {
        let webp = frame.webp
        // The file libwebp wrote: RIFF, WEBP, then VP8L, VP8, or VP8X with ALPH and VP8; a still's VP8X goes.
        var chunks: [UInt8] = [], alpha = false, at = 12
        while at + 8 <= webp.count {
            let size = Self.value(webp, at + 4, 4), tag = String(decoding: webp[at..<at + 4], as: UTF8.self)
            let end = min(webp.count, at + 8 + size + size % 2)
            if tag == "ALPH" || tag == "VP8 " || tag == "VP8L" { chunks += webp[at..<end] }
            if tag == "ALPH" { alpha = true }
            // VP8L's header: a signature byte, 14 bits of width - 1, 14 of height - 1, then alpha_is_used.
            if tag == "VP8L", size >= 5, webp[at + 8 + 4] & 0x10 != 0 { alpha = true }
            at = end
        }
        return (chunks, alpha)
    }

    private mutating func write(_ bytes: [UInt8]) throws(WebPError) {
        do { try file.append(bytes) } catch {
            closed = true
            throw .file(error)
        }
    }

    private static func chunk(_ tag: String, _ payload: [UInt8]) -> [UInt8] {
        Array(tag.utf8) + bytes(payload.count, 4) + payload + (payload.count % 2 == 1 ? [0] : [])
    }

    private static func bytes(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    private static func value(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
}
