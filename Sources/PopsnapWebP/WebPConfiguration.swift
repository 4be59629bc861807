import CWebP

extension WebPCompression {
    /// libwebp's configuration for this compression. `method` 4 is libwebp's default trade of speed for
    /// size; `threads` lets libwebp split one picture's analysis on a second thread, which does not
    /// change the bytes (WebPEncoderTests checks it).
    func configuration(threads: Bool = true) throws(WebPError) -> WebPConfig {
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
        config.method = 4
        // The colour under alpha 0 is free for the encoder to choose (see `lossless`).
        config.exact = 0
        config.thread_level = threads ? 1 : 0
        guard WebPValidateConfig(&config) != 0 else {
            throw .encoderFailed(code: .invalidConfiguration, frame: nil, message: nil)
        }
        return config
    }
}
