import PopsnapFiles
import PopsnapRaster

/// Why a PNG could not be encoded, decoded, read or written.
///
/// Each description says what went wrong and where; libpng's own message is kept word for word.
/// ```swift
/// do { _ = try PNG.read(contentsOf: "shot.png") }
/// catch { print(error) } // shot.png: damaged PNG (libpng: IDAT: CRC error)
/// ```
public enum PNGError: RemediableError, Equatable, Sendable {
    /// The data is empty or does not start with the PNG signature.
    case notPNG(reason: String, path: String? = nil)
    /// libpng refused the data: a bad CRC, a truncated stream, an invalid header.
    case damaged(libpngMessage: String, path: String? = nil)
    /// The header declares an image beyond the limits; refused before any pixel memory is taken.
    case imageTooLarge(width: Int, height: Int, limits: ImageLimits, path: String? = nil)
    /// libpng could not encode the samples (e.g. a zero width, or a bit depth the colour type forbids).
    case encodingFailed(reason: String)
    /// Memory ran out inside libpng.
    case outOfMemory
    /// An APNG whose chunks break the format's rules: a bad CRC, a truncated chunk, chunks out of
    /// order, a sequence number out of turn, a frame outside the canvas, a wrong frame count.
    case damagedAPNG(reason: String, path: String? = nil)
    /// A PNG without acTL whose chunks break the format's rules: a bad CRC, a truncated chunk, chunks out of order.
    case damagedPNG(reason: String, path: String? = nil)
    /// An APNG declares more frames than the decoder's limit; refused before any frame is decoded.
    case tooManyFrames(count: Int, limit: Int, path: String? = nil)
    /// An APNG whose frames, each decoded into a whole canvas, would take more than the decoder's
    /// limit together; refused before any frame is decoded.
    case animationTooLarge(frames: Int, width: Int, height: Int, limit: Int, path: String? = nil)
    /// An APNG could not be written as asked: a frame of the wrong size, a frame count or option
    /// out of range, or the writer used after it finished or failed.
    case invalidAnimation(reason: String)
    /// Reading or writing the file failed.
    case file(FileError)

    /// What went wrong and where, without what to do about a limit (`remedy`).
    public var problem: String {
        switch self {
        case let .notPNG(reason, path):
            return Self.prefix(path) + "not a PNG: \(reason)"
        case let .damaged(message, path):
            return Self.prefix(path) + "damaged or invalid PNG (libpng: \(message))"
        case let .imageTooLarge(width, height, limits, path):
            return Self.prefix(path) + "PNG declares \(width) x \(height) px, beyond the limits of "
                + "\(limits.maxSide) px a side and \(limits.maxBytes / (1 << 20)) MiB a buffer"
        case let .encodingFailed(reason):
            return "could not encode PNG: \(reason)"
        case .outOfMemory:
            return "out of memory while encoding or decoding PNG"
        case let .damagedAPNG(reason, path):
            return Self.prefix(path) + "damaged or invalid APNG: \(reason)"
        case let .damagedPNG(reason, path):
            return Self.prefix(path) + "damaged or invalid PNG: \(reason)"
        case let .tooManyFrames(count, limit, path):
            return Self.prefix(path) + "APNG declares \(count) frames, beyond the limit of \(limit)"
        case let .animationTooLarge(frames, width, height, limit, path):
            return Self.prefix(path) + "APNG declares \(frames) frames of \(width) x \(height) px, "
                + "\(frames * width * height * 4 / (1 << 20)) MiB decoded at once, beyond the limit of \(limit / (1 << 20)) MiB; "
                + "read one frame at a time, in about \(APNGFrameReader.maximumBytes(width: width, height: height) / (1 << 20)) MiB"
        case let .invalidAnimation(reason):
            return "could not write APNG: \(reason)"
        case let .file(error):
            return error.problem
        }
    }

    /// The problem with its remedy in a Swift caller's words.
    public var description: String { description(remedy: \.inSwift) }

    /// A larger limit for an image or an APNG over one; a file's own remedy.
    public var remedy: Remedy? {
        switch self {
        case .imageTooLarge: return .largerImageLimits
        case .tooManyFrames: return .raiseFrameLimit
        case let .file(error): return error.remedy
        default: return nil
        }
    }


    private static func prefix(_ path: String?) -> String {
        path.map { "\($0): " } ?? ""
    }

    /// The same error, naming the file it came from.
    public func at(_ path: String) -> PNGError {
        switch self {
        case let .notPNG(reason, nil): return .notPNG(reason: reason, path: path)
        case let .damaged(message, nil): return .damaged(libpngMessage: message, path: path)
        case let .imageTooLarge(w, h, limits, nil): return .imageTooLarge(width: w, height: h, limits: limits, path: path)
        case let .damagedAPNG(reason, nil): return .damagedAPNG(reason: reason, path: path)
        case let .damagedPNG(reason, nil): return .damagedPNG(reason: reason, path: path)
        case let .tooManyFrames(count, limit, nil): return .tooManyFrames(count: count, limit: limit, path: path)
        case let .animationTooLarge(frames, w, h, limit, nil):
            return .animationTooLarge(frames: frames, width: w, height: h, limit: limit, path: path)
        default: return self
        }
    }

    /// The same error for a file that is not an animation: its chunks make a damaged PNG, not APNG.
    var asPlainPNG: PNGError {
        if case let .damagedAPNG(reason, path) = self { return .damagedPNG(reason: reason, path: path) }
        return self
    }
}
