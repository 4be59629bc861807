import PopsnapFiles
import PopsnapPNG
import PopsnapRaster
import PopsnapGeometry
import PopsnapText

/// A PNG file an image element draws, read and its structure checked (every chunk's length and CRC,
/// the header within the limits) when its spec is read, but not decoded: its pixels are made once when
/// it is drawn, at the sizes it is drawn at (`DrawnImages`), so a large file drawn small never exists
/// whole in memory. Its size is the header's.
///
/// ```swift
/// let file = try ImageFile(contentsOf: "photo.png")   // 8192 x 8192 px, 260 KB held
/// element.imageFile = file                              // drawn at 48 pt: 144 x 144 px decoded
/// ```
public final class ImageFile: Sendable {
    /// The path it was read from.
    public let path: String
    /// Pixels, from the header.
    public let width: Int
    /// Pixels, from the header.
    public let height: Int
    /// The file's bytes, compressed.
    let bytes: [UInt8]
    /// Adam7: no row is final before the last pass, so it is decoded whole (`PNG.decodeRows`).
    var isInterlaced: Bool { bytes[28] != 0 }
    let version: FileVersion?
    private let lock = Lock()
    private let decoding = Lock()
    private nonisolated(unsafe) var lastResampled: (rects: [Rect], images: [ResampledImage])?

    /// Reads the PNG at `path` (a regular file within `limits`) and checks its chunks, decoding nothing.
    public convenience init(contentsOf path: String, limits: ImageLimits = .default) throws(PNGError) {
        let version = FileVersion(path)
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(at: path, limit: limits.maxBytes) } catch { throw .file(error) }
        try self.init(bytes: bytes, path: path, version: version, limits: limits)
    }

    init(bytes: [UInt8], path: String, version: FileVersion?, limits: ImageLimits) throws(PNGError) {
        // Its chunks' CRCs catch a damaged byte anywhere; only data made to pass them and still not
        // inflate is found when drawn, and refused then.
        let size: PixelSize
        do { size = try PNG.checkedSize(of: bytes, limits: limits) } catch { throw error.at(path) }
        self.path = path
        width = size.width
        height = size.height
        self.bytes = bytes
        self.version = version
    }

    /// The bytes its pixels take decoded whole.
    public var decodedBytes: Int { width * height * 4 }

    /// Its pixels whole, kept once per file version (`decodedImages`). Decoded under the file's own lock:
    /// threads painting an animation's frames all ask at once, and one decodes while the others wait
    /// for it rather than each holding a copy.
    func decoded() throws(PNGError) -> Image {
        let result = decoding.withLock { () -> Result<Image, PNGError> in
            if let version, let image = decodedImages.value(version) { return .success(image) }
            let decoded = Result { () throws(PNGError) -> Image in try PNG.decode(bytes) }.mapError { $0.at(path) }
            if let version, case let .success(image) = decoded { decodedImages.keep(image, as: version) }
            return decoded
        }
        return try result.get()
    }

    /// Its pixels resampled into each of `rects`, decoded once, a row at a time (`StreamingResample`).
    /// The last result is kept: an animation that paints its popup again for each frame (a spinner
    /// turning) draws the file into the same rectangles every time, and decodes it once.
    func resampled(into rects: [Rect]) throws(PNGError) -> [ResampledImage] {
        if let last = lock.withLock({ lastResampled }), last.rects == rects { return last.images }
        var resample = StreamingResample(sourceWidth: width, sourceHeight: height, rects: rects)
        do { try PNG.decodeRows(bytes) { y, row in resample.add(row: y, row) } } catch { throw error.at(path) }
        let images = resample.images()
        lock.withLock { lastResampled = (rects, images) }
        return images
    }
}
