import PopsnapFiles
import PopsnapPNG
import PopsnapRaster

/// A PNG file an image element draws, read and checked whole when its spec is read but not kept
/// decoded: its pixels are made when it is drawn, at the sizes it is drawn at (`DrawnImages`), so a
/// large file drawn small never exists whole in memory. Its size is the header's.
///
/// ```swift
/// let file = try ImageFile(contentsOf: "photo.png")   // 8192 x 8192 px, 260 KB held
/// element.imageFile = file                              // drawn at 48 pt: 144 x 144 px decoded
/// ```
public final class ImageFile: Sendable {
    public let path: String
    /// Pixels, from the header.
    public let width: Int
    public let height: Int
    /// The file's bytes, compressed.
    let bytes: [UInt8]
    let version: FileVersion?

    /// Reads the PNG at `path` (a regular file within `limits`) and decodes it a row at a time, keeping
    /// none, so a damaged file is refused now, not when drawn.
    public convenience init(contentsOf path: String, limits: ImageLimits = .default) throws(PNGError) {
        let version = FileVersion(path)
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(at: path, limit: limits.maxBytes) } catch { throw .file(error) }
        try self.init(bytes: bytes, path: path, version: version, limits: limits)
    }

    init(bytes: [UInt8], path: String, version: FileVersion?, limits: ImageLimits) throws(PNGError) {
        do { try PNG.decodeRows(bytes, limits: limits) { _, _ in } } catch { throw error.at(path) }
        // Decoded whole just now, so the header is there.
        let size = PNG.declaredSize(of: bytes) ?? (0, 0)
        self.path = path
        width = size.width
        height = size.height
        self.bytes = bytes
        self.version = version
    }

    /// The bytes its pixels take decoded whole.
    public var decodedBytes: Int { width * height * 4 }

    /// Its pixels whole (kept once per file version, `decodedImages`); nil only if decoding fails, which
    /// the check when it was read rules out.
    func decoded() -> Image? {
        if let version, let image = decodedImages.value(version) { return image }
        guard let image = try? PNG.decode(bytes) else { return nil }
        if let version { decodedImages.keep(image, as: version) }
        return image
    }

    /// Its pixels resampled into each of `rects`, decoded once, a row at a time (`StreamingResample`).
    func resampled(into rects: [Rect]) -> [ResampledImage]? {
        var resample = StreamingResample(sourceWidth: width, sourceHeight: height, rects: rects)
        do { try PNG.decodeRows(bytes) { y, row in resample.add(row: y, row) } } catch { return nil }
        return resample.images()
    }
}
