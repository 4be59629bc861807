import CWebP

extension WebPCompression {
    /// libwebp's configuration for this compression at `method` (libwebp's effort, 0 to 6: `stillMethod` for
    /// a still, `frameMethod` for an animation's frames); `threads` lets libwebp split one picture's analysis
    /// on a second thread, which does not change the bytes (WebPEncoderTests checks it).
    func configuration(threads: Bool = true, method: Int32 = WebPCompression.stillMethod) throws(WebPError) -> WebPConfig {
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else {
            throw .versionMismatch
        }
        switch self {
        case .lossless:
            config.lossless = 1
            // For lossless, quality is effort, not fidelity: libwebp's default.
            config.quality = 75
        case let .lossy(quality):
            config.lossless = 0
            config.quality = Float(quality)
        }
        config.method = method
        // The colour under alpha 0 is free for the encoder to choose (see `lossless`).
        config.exact = 0
        config.thread_level = threads ? 1 : 0
        guard WebPValidateConfig(&config) != 0 else {
            throw .encoderFailed(code: .invalidConfiguration, frame: nil, message: nil)
        }
        return config
    }

    /// libwebp's default trade of speed for size, for a still: one picture, encoded once.
    static let stillMethod: Int32 = 4
    /// An animation's frames, hundreds of pictures: method 2 encodes a 3x crossfade's 315 lossy frames (240 fps,
    /// 4.1 s) in 14.4 s of CPU against 21.8 at method 4, for 4 % more bytes and the same colour error (mean
    /// 0.336 against 0.334, largest 163 against 168); method 1 saves 1 s more for 27 % more bytes.
    static let frameMethod: Int32 = 2
}
