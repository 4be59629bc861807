import PopsnapGeometry
/// An image resampled into rectangles as its rows arrive, top to bottom, so the whole source never
/// exists: each rectangle's pixels are the ones `Canvas.draw(_:in:)` shades from the whole image, bit
/// for bit (the same taps, and `ResampleKernel`'s float operations in the same order).
///
/// Each destination row sums its source rows as they come, in a row of floats as wide as the source
/// columns it reads, and is filtered horizontally as soon as its last source row has come: a rectangle
/// holds its pixels and the few destination rows its current source row feeds (`bufferBytes`).
///
/// ```swift
/// var resample = StreamingResample(sourceWidth: 8192, sourceHeight: 8192, rects: [icon, thumbnail])
/// try PNG.decodeRows(bytes) { y, row in resample.add(row: y, row) }
/// let images = resample.images()      // one ResampledImage a rectangle, in order
/// canvas.draw(images[0], in: icon)
/// ```
public struct StreamingResample {
    private var targets: [RowResampler]
    private var nextRow = 0

    /// `rects` in device pixels, each drawn from a `sourceWidth` x `sourceHeight` px image.
    public init(sourceWidth: Int, sourceHeight: Int, rects: [Rect]) {
        targets = rects.map { RowResampler(sourceWidth: sourceWidth, sourceHeight: sourceHeight, rect: $0.standardized) }
    }

    /// Source row `y` (the next one), premultiplied RGBA8, `sourceWidth * 4` bytes.
    public mutating func add(row y: Int, _ pixels: UnsafeBufferPointer<UInt8>) {
        precondition(y == nextRow, "rows come in order")
        nextRow += 1
        guard let base = pixels.baseAddress else { return }
        for i in targets.indices { targets[i].add(row: y, base) }
    }

    /// Every rectangle's pixels, once every source row has come.
    public func images() -> [ResampledImage] {
        targets.map { ResampledImage(shade: RecordedShade(words: $0.words, width: $0.width), rect: $0.rect) }
    }

    /// The most bytes a rectangle's resampling holds besides its pixels: its destination rows in
    /// progress, each a float a sample over the source columns it reads (at most the source's width).
    /// Shrinking, a source row feeds at most 2 destination rows; enlarging, about a row a step.
    public static func bufferBytes(sourceWidth: Int, sourceHeight: Int, rect: Rect) -> Int {
        let perSourceRow = Int((rect.standardized.height / Double(max(1, sourceHeight))).rounded(.up))
        return (perSourceRow + 2) * sourceWidth * 4 * MemoryLayout<Float>.size
    }
}

/// One rectangle of a `StreamingResample`.
private struct RowResampler {
    let rect: Rect
    let width: Int, height: Int
    private let columns: ResampleTaps, rows: ResampleTaps
    private let sourceColumns: ClosedRange<Int>
    private(set) var words: [UInt32]
    /// Destination rows whose first source row has come and whose last has not: each with its next tap.
    private var open: [(row: Int, tap: Int, sums: [Float])] = []
    private var nextOpen = 0

    init(sourceWidth: Int, sourceHeight: Int, rect: Rect) {
        let whole = rect.enclosingPixels
        self.rect = rect
        width = whole.width
        height = whole.height
        columns = ResampleTaps(first: whole.x, count: whole.width, size: sourceWidth, origin: rect.minX, length: rect.width)
        rows = ResampleTaps(first: whole.y, count: whole.height, size: sourceHeight, origin: rect.minY, length: rect.height)
        sourceColumns = columns.sourceRange
        words = [UInt32](repeating: 0, count: width * height)
    }

    mutating func add(row y: Int, _ pixels: UnsafePointer<UInt8>) {
        // A destination row's taps go down the source, and each row's first tap is at or below the last's.
        while nextOpen < height, rows.index[rows.start[nextOpen]] <= y {
            open.append((nextOpen, rows.start[nextOpen], [Float](repeating: 0, count: sourceColumns.count * 4)))
            nextOpen += 1
        }
        let lo = sourceColumns.lowerBound, n = sourceColumns.count
        var finished = 0
        for i in open.indices {
            let d = open[i].row, end = rows.start[d + 1]
            var tap = open[i].tap
            open[i].sums.withUnsafeMutableBufferPointer { sums in
                while tap < end, rows.index[tap] == y {
                    ResampleKernel.accumulate(sums.baseAddress!, pixels + lo * 4, count: n * 4, weight: rows.weight[tap])
                    tap += 1
                }
            }
            open[i].tap = tap
            if tap == end {
                open[i].sums.withUnsafeBufferPointer { sums in
                    words.withUnsafeMutableBufferPointer { out in
                        ResampleKernel.filterColumns(sums.baseAddress!, base: lo, columns, first: 0, count: width, opacity: 255,
                                                     into: out.baseAddress! + d * width)
                    }
                }
                finished += 1
            }
        }
        // Rows finish in order, the first opened first.
        open.removeFirst(finished)
    }
}

/// An image's pixels resampled for one rectangle (`StreamingResample`), drawn with `Canvas.draw(_:in:)`
/// into a rectangle of that size at any whole-pixel offset.
public struct ResampledImage: Sendable {
    let shade: RecordedShade
    /// The rectangle the pixels were made for.
    public let rect: Rect

    /// The bytes its pixels take.
    public var byteCount: Int { shade.words.count * 4 }
}
