import PopsnapPNG
import PopsnapRaster
import PopsnapWebP
import Popsnap

/// The format of an image file the CLI writes, from its name: WebP for a name ending in .webp, GIF for
/// .gif (in any case), PNG for anything else, as before either was known.
enum StillFormat {
    case png
    case gif
    case webp(WebPCompression)

    /// The format `path` names, a WebP compressed as `compression`.
    init(_ path: String, compression: WebPCompression = .lossless) {
        self = Self.isWebP(path) ? .webp(compression) : Self.isGIF(path) ? .gif : .png
    }

    /// The extensions of the formats a still is written in (PNG for a name with another or none).
    static let extensions = ["png", "gif", "webp"]

    /// Whether `path` names a WebP file.
    static func isWebP(_ path: String) -> Bool { path.lowercased().hasSuffix(".webp") }
    /// Whether `path` names a GIF file.
    static func isGIF(_ path: String) -> Bool { path.lowercased().hasSuffix(".gif") }

    /// Its name in `animate --json`'s report.
    var name: String {
        switch self {
        case .png: return "png"
        case .gif: return "gif"
        case .webp: return "webp"
        }
    }

    /// The compression `--quality` asks for (lossless when it is absent), refused unless `path` is a WebP:
    /// PNG, APNG and GIF have no quality to set.
    static func webpCompression(_ args: ParsedArguments, output path: String) throws -> WebPCompression {
        let quality = try args.int("--quality", in: 0...100)
        if quality != nil, !isWebP(path) {
            throw args.usageError("--quality sets a lossy WebP's quality; -o \(path) is not a .webp file, and PNG, APNG and GIF have no quality to set")
        }
        return try WebPCompression(quality: quality)
    }

    /// The format for `path`, with `--quality` checked against it.
    static func inferred(_ args: ParsedArguments, output path: String) throws -> StillFormat {
        try OutputExtension.refuseOther(args, "-o", path, written: extensions)
        return StillFormat(path, compression: try webpCompression(args, output: path))
    }

    /// Canvas-sized buffers its encoder holds besides the image, for the memory budget.
    var encoderBuffers: Int {
        switch self {
        case .png: return 0
        case .gif: return AnimationWriter.gifEncoderBuffers
        case .webp: return WebPLimits.stillEncoderBuffers
        }
    }

    /// `image` as this format's bytes; a PNG compressed as `png` asks.
    func encode(_ image: Image, png: PNGCompression = .fast) throws(PopsnapError) -> [UInt8] {
        switch self {
        case .png: return try image.png(png)
        case .gif: return try image.gif()
        case let .webp(compression): return try image.webp(compression)
        }
    }

    /// `--quality`, as the commands writing images declare it.
    static let qualityOption = OptionSpec(names: ["--quality"], valueName: "N",
                                          help: "Write a .webp output lossy at this quality, 0 (smallest) to 100 (best); refused for other outputs.",
                                          defaultDescription: "lossless")
}
