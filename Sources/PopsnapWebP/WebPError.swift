import PopsnapFiles

/// Why a WebP could not be written: values, not sentences, so each front end words them its own way;
/// `description` is the library's wording, naming libwebp's own error code where libwebp gave one.
///
/// ```swift
/// do { _ = try WebPStill.encode(straightRGBA: pixels, width: 20_000, height: 10) }
/// catch { print(error) } // WebP holds at most 16383 px a side; the image is 20000 x 10 px
/// ```
public enum WebPError: Error, CustomStringConvertible, Equatable, Sendable {
    /// An image wider or taller than WebP's 14-bit sides (`WebPLimits.maximumSide`), or empty.
    case unsupportedSize(width: Int, height: Int)
    /// A lossy quality outside 0...100.
    case invalidQuality(Int)
    /// A loop count outside 0...65535 (WebP's ANIM chunk holds 16 bits; 0 plays for ever).
    case invalidLoopCount(Int)
    /// Pixels that do not match the size given: `count` bytes where `width · height · 4` were expected.
    case wrongPixelCount(count: Int, width: Int, height: Int)
    /// A frame's time before the one before it (`previous` and `time` in milliseconds).
    case timeGoesBack(frame: Int, time: Int, previous: Int)
    /// The encoder used after it finished or failed, or finished with no frame.
    case encoderClosed
    /// libwebp's encoder refused: its error code (`WebPEncoderCode`), and for an animation the frame it was
    /// given and the animation encoder's own message.
    case encoderFailed(code: WebPEncoderCode, frame: Int?, message: String?)
    /// libwebp could not read back a WebP (all of it, or from the frame given): the file is not the one it wrote.
    case decoderFailed(frame: Int?)
    /// An animation asked of a FIFO or a device (`path`), which cannot take back the header written first.
    case unrewritableOutput(path: String)
    /// Writing the file failed.
    case file(FileError)

    public var description: String {
        switch self {
        case let .unsupportedSize(width, height):
            return "WebP holds from 1 to \(WebPLimits.maximumSide) px a side; the image is \(width) x \(height) px"
        case let .invalidQuality(quality):
            return "quality: expected a whole number from 0 (smallest) to 100 (best), found \(quality)"
        case let .invalidLoopCount(count):
            return "loop count: expected 0 (for ever) to 65535, found \(count)"
        case let .wrongPixelCount(count, width, height):
            return "\(count) bytes of RGBA for a \(width) x \(height) px image, which takes \(width * height * 4)"
        case let .timeGoesBack(frame, time, previous):
            return "frame \(frame) is at \(time) ms, before the frame before it (\(previous) ms)"
        case .encoderClosed:
            return "the WebP animation encoder was used after it finished or failed, or finished without a frame"
        case let .encoderFailed(code, frame, message):
            let at = frame.map { " frame \($0)" } ?? ""
            let detail = message.map { "; \($0)" } ?? ""
            return "libwebp could not encode\(at): \(code.name) (\(code.meaning))\(detail)"
        case let .decoderFailed(frame):
            return "libwebp could not decode " + (frame.map { "frame \($0) of " } ?? "") + "the WebP it wrote"
        case let .unrewritableOutput(path):
            return "\(path): an animated WebP's sizes are written over its header at the end, which a FIFO or a device "
                + "cannot take back; write it to a file (and copy that), or use an APNG or a GIF, which stream"
        case let .file(error):
            return error.description
        }
    }
}

extension WebPError {
    /// libwebp refuses a structure made for another version of its headers than the library's.
    static let versionMismatch = WebPError.encoderFailed(code: .invalidConfiguration, frame: nil,
                                                          message: "libwebp's headers and library differ in version")
}
