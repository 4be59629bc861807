import PopsnapGeometry
/// Images already resampled to the size they are drawn at, for one painting: an image drawn many times
/// at one size (a thousand references to one large PNG) is filtered once, then copied.
///
/// Only images drawn at less than half their size are kept (filtering reads every source pixel each
/// time, so those are the costly ones), each entry the size of its destination, at most `capacity`
/// bytes in all. An entry is keyed by the source's pixel buffer, the rectangle's size and its position
/// within a pixel, so its pixels are the ones shading would give at any whole-pixel offset: the first
/// drawing is shaded exactly as without the cache, later ones copy it.
///
/// ```swift
/// let resampled = ResampledImages()
/// for rect in rects { canvas.draw(photo, in: rect, resampled: resampled) }
/// ```
public final class ResampledImages {
    struct Key: Hashable {
        var buffer: UInt
        var drawing: ResampleKey
    }

    /// The most bytes of resampled pixels kept; a drawing that would pass it is shaded without the cache.
    public let capacity: Int
    private var entries: [Key: RecordedShade] = [:]
    private var bytes = 0

    /// How many sizes are kept.
    var count: Int { entries.count }

    /// An empty cache holding at most `capacity` bytes (64 MiB by default); use one for one painting.
    public init(capacity: Int = 64 << 20) {
        self.capacity = capacity
    }

    /// The shade of `image` over `rect`'s enclosing pixels at full opacity, made by `make` once.
    func shade(of image: Image, in rect: Rect, make: () -> RecordedShade) -> RecordedShade? {
        let drawing = ResampleKey(rect, sourceWidth: image.width, sourceHeight: image.height)
        guard drawing.isShared else { return nil }
        let key = Key(buffer: image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }, drawing: drawing)
        if let shade = entries[key] { return shade }
        let area = rect.enclosingPixels
        guard area.width * area.height * 4 <= capacity - bytes else { return nil }
        let shade = make()
        entries[key] = shade
        bytes += area.width * area.height * 4
        return shade
    }
}

/// Which drawings of one image share their resampled pixels. Drawn at less than half its size (where
/// filtering reads every source pixel each time, so these are the costly ones), rectangles of one size
/// and one position within a pixel do: the pixels shading the first gives are copied for the others at
/// any whole-pixel offset. Any other drawing is its rectangle alone, shaded exactly.
public struct ResampleKey: Hashable, Sendable {
    private let values: [Double]
    /// Whether other rectangles of its size and position within a pixel share it.
    public let isShared: Bool

    /// The key of drawing a `sourceWidth` x `sourceHeight` pixel image into `rect` (canvas pixels).
    public init(_ rect: Rect, sourceWidth: Int, sourceHeight: Int) {
        isShared = rect.width * 2 < Double(sourceWidth) || rect.height * 2 < Double(sourceHeight)
        values = isShared ? [rect.width, rect.height, rect.x - rect.x.rounded(.down), rect.y - rect.y.rounded(.down)]
            : [rect.x, rect.y, rect.width, rect.height]
    }
}

/// Shaded pixels of a rectangle, recorded at full opacity over its enclosing pixels, replayed at any
/// whole-pixel offset with an opacity.
final class RecordedShade: Sendable {
    let words: [UInt32]
    let width: Int
    /// Where the recorded area's first pixel is relative to the rectangle's whole-pixel origin.
    private let originX: Int, originY: Int
    private let opacity: UInt32

    init(words: [UInt32], width: Int, origin: (x: Int, y: Int) = (0, 0), opacity: UInt32 = 255) {
        self.words = words
        self.width = width
        originX = origin.x
        originY = origin.y
        self.opacity = opacity
    }

    /// The same pixels placed with their first at `origin`, faded by `opacity` (1/255 steps).
    func placed(at origin: (x: Int, y: Int), opacity: UInt32) -> RecordedShade {
        RecordedShade(words: words, width: width, origin: origin, opacity: opacity)
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        words.withUnsafeBufferPointer { w in
            let row = w.baseAddress! + (y - originY) * width + (x - originX)
            for i in 0..<count { out[i] = opacity == 255 ? row[i] : Blend.scale(row[i], by: opacity) }
        }
    }
}
