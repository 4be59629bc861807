import Popsnap
import PopsnapFiles
import PopsnapGIF
import PopsnapWebP

/// Where an animation is written: a folder of numbered PNGs, an APNG, a GIF, an animated WebP, a filmstrip,
/// or one frame (a filmstrip or a frame in the format its name asks for: `ImageFormat`).
///
/// ```swift
/// let output = AnimationOutput.inferred(from: "alert.gif", filmstrip: nil, at: nil, overwrite: false)   // .gif
/// ```
public enum AnimationOutput: Sendable {
    /// Numbered PNGs (`frame-0000.png`, …) in a folder; `overwrite` lets them replace an earlier run's.
    case folder(String, overwrite: Bool)
    /// An APNG, played `loopCount` times (0: forever).
    case apng(String, loopCount: Int)
    /// A GIF.
    case gif(String, GIFOptions)
    /// An animated WebP, played `loopCount` times (0: forever).
    case webp(String, loopCount: Int, compression: WebPCompression)
    /// `frames` frames side by side in one image.
    case filmstrip(String, frames: Int, format: ImageFormat)
    /// The frame shown `at` seconds in, as one image.
    case frame(String, at: Double, format: ImageFormat)

    /// The kind of output a path names: a folder (ends in "/" or exists as one), a .gif or a .webp file (in
    /// any case), or an APNG (whatever its extension, .apng or .png). A WebP is lossy at `quality` (0...100),
    /// or lossless when it is nil; a GIF's frames of more than 256 colours are dithered when `dithering` is.
    public static func inferred(from path: String, filmstrip: Int?, at: Double?, overwrite: Bool, loopCount: Int = 0, dithering: Bool = false,
                                quality: Int? = nil) throws(PopsnapError) -> AnimationOutput {
        let compression = try ImageFormat.webpCompression(quality: quality)
        let still = ImageFormat(path, compression: compression)
        if let at { return .frame(path, at: at, format: still) }
        if let n = filmstrip { return .filmstrip(path, frames: n, format: still) }
        if path.hasSuffix("/") || FileKind.followed(path).kind == .directory {
            return .folder(path, overwrite: overwrite)
        }
        switch still {
        case .gif: return .gif(path, GIFOptions(loopCount: loopCount, dithering: dithering))
        case .webp: return .webp(path, loopCount: loopCount, compression: compression)
        case .png: return .apng(path, loopCount: loopCount)
        }
    }

    /// Canvas-sized buffers its encoder holds besides the frames, for the memory budget
    /// (`PopupSpec.checkBudget(animating:…)`): a WebP's muxer once for the file and its frame encoders once on
    /// every thread, a GIF's encoder once on every thread, a still's once; an APNG, a folder and a filmstrip
    /// none beyond their frames.
    public var encoderBuffers: (once: Int, perThread: Int) {
        switch self {
        case .webp: return (WebPLimits.animationMuxerBuffers, WebPLimits.animationFrameBuffers)
        case .gif: return (0, AnimationWriter.gifEncoderBuffers)
        case let .frame(_, _, format): return (format.encoderBuffers, 0)
        case .apng, .folder, .filmstrip: return (0, 0)
        }
    }
}
