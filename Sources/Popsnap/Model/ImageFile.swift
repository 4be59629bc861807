import PopsnapFiles
import PopsnapPNG
import PopsnapRaster
import PopsnapGeometry
import Synchronization

/// A PNG file an image element draws, read and its structure checked (every chunk's length and CRC,
/// the header within the limits) when its spec is read, but not decoded: its pixels are made once when
/// it is drawn, at the sizes it is drawn at (`DrawnImages`), so a large file drawn small never exists
/// whole in memory. Its size is the header's.
///
/// A file can also be named now and read when the scene is first laid out (`init(named:relativeTo:)`):
/// a `let` in Swift cannot throw, so the failure is the render's, a `PopsnapError` naming the file.
///
/// ```swift
/// let file = try ImageFile(contentsOf: "photo.png")   // 8192 x 8192 px, 260 KB held
/// element.imageFile = file                              // drawn at 48 pt: 144 x 144 px decoded
/// let later = ImageFile(named: "../Images/photo.png")   // beside this Swift file; read when drawn
/// ```
public final class ImageFile: Sendable {
    /// The path it was read from, or will be.
    public let path: String
    /// What reading the file gave: its bytes, its size and its version.
    struct Contents {
        let bytes: [UInt8]
        let size: PixelSize
        let version: FileVersion?
    }
    private let limits: ImageLimits
    /// Set at init for a file read then, at the first use for one named for later.
    private let read: Mutex<Result<Contents, PNGError>?>
    /// Held while the pixels are decoded, so one thread decodes while the others wait for its result.
    private let decoding = Mutex(())
    private let lastResampled = Mutex<(rects: [Rect], images: [ResampledImage])?>(nil)

    /// Pixels, from the header (0 while a file named for later cannot be read: drawing it reports why).
    public var width: Int { (try? contents())?.size.width ?? 0 }
    /// Pixels, from the header (0 while a file named for later cannot be read).
    public var height: Int { (try? contents())?.size.height ?? 0 }
    /// The file's bytes, compressed.
    var bytes: [UInt8] { (try? contents())?.bytes ?? [] }
    /// Adam7: no row is final before the last pass, so it is decoded whole (`PNG.decodeRows`).
    var isInterlaced: Bool { bytes.count > 28 && bytes[28] != 0 }
    var version: FileVersion? { (try? contents())?.version ?? nil }

    /// Reads the PNG at `path` (a regular file within `limits`) and checks its chunks, decoding nothing.
    public convenience init(contentsOf path: String, limits: ImageLimits = .default) throws(PNGError) {
        self.init(path: path, limits: limits, read: .success(try Self.read(path, limits: limits)))
    }

    convenience init(bytes: [UInt8], path: String, version: FileVersion?, limits: ImageLimits) throws(PNGError) {
        self.init(path: path, limits: limits, read: .success(try Self.checked(bytes, path: path, version: version, limits: limits)))
    }

    /// The PNG at `relativePath` from the folder of `file` (by default the Swift file this is written
    /// in, so generated code names its images without absolute paths), read and checked when the scene
    /// is first laid out, not now: its failure is the render's `PopsnapError`, naming the file.
    /// ```swift
    /// ImageView(ImageFile(named: "../../Snapshots/Images/photo.png"))
    /// ```
    public convenience init(named relativePath: String, relativeTo file: String = #filePath, limits: ImageLimits = .default) {
        self.init(path: relativePath.hasPrefix("/") ? relativePath : PathParts.folder(of: file) + "/" + relativePath, limits: limits, read: nil)
    }

    private init(path: String, limits: ImageLimits, read: Result<Contents, PNGError>?) {
        self.path = path
        self.limits = limits
        self.read = Mutex(read)
    }

    private static func read(_ path: String, limits: ImageLimits) throws(PNGError) -> Contents {
        let version = FileVersion(path)
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(at: path, limit: limits.maxBytes) } catch { throw .file(error) }
        return try checked(bytes, path: path, version: version, limits: limits)
    }

    private static func checked(_ bytes: [UInt8], path: String, version: FileVersion?, limits: ImageLimits) throws(PNGError) -> Contents {
        // Its chunks' CRCs catch a damaged byte anywhere; only data made to pass them and still not
        // inflate is found when drawn, and refused then.
        do { return Contents(bytes: bytes, size: try PNG.checkedSize(of: bytes, limits: limits), version: version) } catch { throw error.at(path) }
    }

    /// The file's contents, read now if it was named for later; the failure names the file.
    func contents() throws(PNGError) -> Contents {
        let result = read.withLock { read -> Result<Contents, PNGError> in
            if let read { return read }
            let made = Result { () throws(PNGError) -> Contents in try Self.read(path, limits: limits) }
            // A failure is not kept: the file may be put in place before the next render.
            if case .success = made { read = made }
            return made
        }
        return try result.get()
    }

    /// Whether `other` was read and holds the same bytes: the same pixels, drawn the same.
    func sameContents(as other: ImageFile) -> Bool {
        let mine = bytes
        return !mine.isEmpty && mine == other.bytes
    }

    /// The bytes its pixels take decoded whole.
    public var decodedBytes: Int { width * height * 4 }

    /// Its pixels whole, kept once per file version (`decodedImages`). Decoded under the file's own lock:
    /// threads painting an animation's frames all ask at once, and one decodes while the others wait
    /// for it rather than each holding a copy.
    func decoded() throws(PNGError) -> Image {
        let result = decoding.withLock { _ -> Result<Image, PNGError> in
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
        if let last = lastResampled.withLock({ $0 }), last.rects == rects { return last.images }
        var resample = StreamingResample(sourceWidth: width, sourceHeight: height, rects: rects)
        do { try PNG.decodeRows(bytes) { y, row in resample.add(row: y, row) } } catch { throw error.at(path) }
        let images = resample.images()
        lastResampled.withLock { $0 = (rects, images) }
        return images
    }
}
