import CWebP

/// An animated WebP built frame by frame in memory (libwebp's WebPAnimEncoder cannot stream), then
/// returned whole. Each frame is stored as the rectangle that changed since the one before, blended
/// or not, whichever is smaller; a frame identical to the one before is not stored again: the frame
/// before is shown longer, as libwebp's encoder does, so a decoder may count fewer frames but shows
/// each pixel for exactly the time given. Frames all stored as one are still an animation of one frame
/// (libwebp would make them a still, `WebPSingleFrame`).
///
/// Choices, made for short popup animations played from their start: lossless, no key frames after the
/// first (they help a player seek into a long animation and cost bytes in every one); lossy, every frame
/// a key frame, whole and not blended, because libwebp's lossy sub-frames keep every pixel that moved
/// less than the quality's threshold since the frame before, so a slow fade drifts and never arrives
/// (a frame within the threshold of the last one stored is still stored as that one shown longer); no
/// mixing of lossy and lossless frames (a quality means every frame is lossy); a transparent background
/// colour (a hint players may ignore: the frames cover the whole canvas).
///
/// ```swift
/// var encoder = try WebPAnimationEncoder(width: 390, height: 844, loopCount: 0)
/// try encoder.add(straightRGBA: first, at: 0)
/// try encoder.add(straightRGBA: second, at: 17)
/// let bytes = try encoder.finish(at: 33)       // the second frame shown for 16 ms
/// ```
public struct WebPAnimationEncoder: ~Copyable {
    private var encoder: OpaquePointer?
    private var config: WebPConfig
    private let width: Int, height: Int
    private let loopCount: Int
    private var frames = 0
    private var firstTime = 0, lastTime = 0

    /// An encoder for frames of `width` x `height` px, played `loopCount` times (0: for ever).
    public init(width: Int, height: Int, compression: WebPCompression = .lossless, loopCount: Int = 0) throws(WebPError) {
        (encoder, config) = try Self.make(width: width, height: height, compression: compression, loopCount: loopCount, threads: true)
        self.width = width
        self.height = height
        self.loopCount = loopCount
    }

    /// `threads`: whether libwebp may use a second thread for each frame (the bytes are the same either way).
    init(width: Int, height: Int, compression: WebPCompression, loopCount: Int, threads: Bool) throws(WebPError) {
        (encoder, config) = try Self.make(width: width, height: height, compression: compression, loopCount: loopCount, threads: threads)
        self.width = width
        self.height = height
        self.loopCount = loopCount
    }

    private static func make(width: Int, height: Int, compression: WebPCompression, loopCount: Int,
                             threads: Bool) throws(WebPError) -> (OpaquePointer, WebPConfig) {
        try WebPLimits.check(width: width, height: height)
        guard (0...65_535).contains(loopCount) else { throw .invalidLoopCount(loopCount) }
        let config = try compression.configuration(threads: threads)
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw .versionMismatch
        }
        options.anim_params.loop_count = Int32(loopCount)
        options.anim_params.bgcolor = 0
        options.minimize_size = 0
        switch compression {
        case .lossless:
            // kmax <= 0 turns key-frame insertion off (mux.h).
            options.kmax = 0
            options.kmin = 0
        case .lossy:
            // kmax 1: every frame stored is a key frame (mux.h), so lossy errors do not accumulate.
            options.kmax = 1
            options.kmin = 0
        }
        options.allow_mixed = 0
        guard let made = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw .encoderFailed(code: .outOfMemory, frame: nil, message: nil)
        }
        return (made, config)
    }

    deinit { if let encoder { WebPAnimEncoderDelete(encoder) } }

    /// Adds a frame, `width · height · 4` bytes of straight RGBA, shown from `time` milliseconds after
    /// the start until the next frame's time (or `finish`'s).
    public mutating func add(straightRGBA: [UInt8], at time: Int) throws(WebPError) {
        guard let encoder else { throw .encoderClosed }
        if frames > 0, time < lastTime { throw .timeGoesBack(frame: frames, time: time, previous: lastTime) }
        var buffer = try WebPPictureBuffer(straightRGBA: straightRGBA, width: width, height: height)
        guard WebPAnimEncoderAdd(encoder, &buffer.picture, Int32(time), &config) != 0 else {
            throw failure(code: WebPEncoderCode(buffer.picture.error_code), frame: frames)
        }
        if frames == 0 { firstTime = time }
        frames += 1
        lastTime = time
    }

    /// The WebP's bytes, the last frame shown until `time` milliseconds; the encoder is closed after.
    public mutating func finish(at time: Int) throws(WebPError) -> [UInt8] {
        guard let encoder, frames > 0 else { throw .encoderClosed }
        if time < lastTime { throw .timeGoesBack(frame: frames, time: time, previous: lastTime) }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(time), nil) != 0 else { throw failure(code: .unknown, frame: nil) }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw failure(code: .outOfMemory, frame: nil) }
        defer { WebPDataClear(&data) }
        let assembled = Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
        WebPAnimEncoderDelete(encoder)
        self.encoder = nil
        guard let bytes = WebPSingleFrame.animation(assembled, width: width, height: height, loopCount: loopCount, milliseconds: time - firstTime) else {
            throw .encoderFailed(code: .unknown, frame: nil, message: "libwebp assembled a file that is not RIFF WebP")
        }
        return bytes
    }

    /// The error for a failed call, with the encoder's message; the encoder is closed, as libwebp's
    /// state after a failure is not documented to allow more frames.
    private mutating func failure(code: WebPEncoderCode, frame: Int?) -> WebPError {
        let message = encoder.flatMap { WebPAnimEncoderGetError($0) }.map { String(cString: $0) }
        if let encoder { WebPAnimEncoderDelete(encoder) }
        encoder = nil
        return .encoderFailed(code: code, frame: frame, message: message?.isEmpty == false ? message : nil)
    }
}
