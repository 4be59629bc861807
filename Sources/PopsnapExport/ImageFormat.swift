import Popsnap
import PopsnapGIF
import PopsnapPNG
import PopsnapRaster
import PopsnapWebP

/// The format of an image file, from its name: WebP for a name ending in .webp, GIF for .gif (in any
/// case), PNG for anything else, as before either was known.
///
/// ```swift
/// let format = ImageFormat("alert.webp", compression: .lossy(quality: 80))
/// try OutputFile.write(try format.encode(image), to: "alert.webp", replacing: .image)
/// ```
public enum ImageFormat: Equatable, Sendable {
    /// PNG, compressed as the caller asks (`encode(_:png:)`).
    case png
    /// GIF: exact up to 256 colours, reduced by libimagequant beyond.
    case gif
    /// WebP, lossless or lossy at a quality.
    case webp(WebPCompression)

    /// The format `path` names, a WebP compressed as `compression`.
    public init(_ path: String, compression: WebPCompression = .lossless) {
        self = Self.isWebP(path) ? .webp(compression) : Self.isGIF(path) ? .gif : .png
    }

    /// The format `path` names, a WebP lossy at `quality` (0 smallest to 100 best) or lossless when it is nil.
    public init(_ path: String, quality: Int?) throws(PopsnapError) {
        self.init(path, compression: try Self.webpCompression(quality: quality))
    }

    /// Lossy at `quality` (0...100), lossless when it is nil.
    static func webpCompression(quality: Int?) throws(PopsnapError) -> WebPCompression {
        do { return try WebPCompression(quality: quality) } catch { throw .encoding(error) }
    }

    /// The extensions of the formats an image is written in (PNG for a name with another or none).
    public static let extensions = ["png", "gif", "webp"]

    /// Whether `path` names a WebP file.
    public static func isWebP(_ path: String) -> Bool { path.lowercased().hasSuffix(".webp") }
    /// Whether `path` names a GIF file.
    public static func isGIF(_ path: String) -> Bool { path.lowercased().hasSuffix(".gif") }

    /// Its name in a report (`png`, `gif`, `webp`).
    public var name: String {
        switch self {
        case .png: return "png"
        case .gif: return "gif"
        case .webp: return "webp"
        }
    }

    /// Canvas-sized buffers its encoder holds besides the image, for the memory budget
    /// (`PopupSpec.checkBudget(encodingStill:…)`).
    public var encoderBuffers: Int {
        switch self {
        case .png: return 0
        case .gif: return AnimationWriter.gifEncoderBuffers
        case .webp: return WebPLimits.stillEncoderBuffers
        }
    }

    /// `image` as this format's bytes; a PNG compressed as `png` asks.
    public func encode(_ image: Image, png: PNGCompression = .fast) throws(PopsnapError) -> [UInt8] {
        switch self {
        case .png: return try image.png(png)
        case .gif: return try image.gif()
        case let .webp(compression): return try image.webp(compression)
        }
    }
}
