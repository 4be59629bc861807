import PopsnapGeometry
/// The pixels of an image scaled into a rectangle, for filling that rectangle through the rasterizer
/// (which supplies its exact edge coverage and the clip).
///
/// Resampling is separable: a row is first filtered vertically into a row of floats (kept while the
/// rasterizer emits the spans of that row), then each pixel is filtered horizontally.
final class ImageShader {
    private let source: Image
    private let columns: ResampleTaps
    private let rows: ResampleTaps
    private let firstColumn: Int, firstRow: Int
    /// Opacity in 1/255 steps, applied with exact rounding as whole-pixel drawing does.
    private let opacity: UInt32
    private var cachedRow = -1
    private var intermediate: [Float]
    private let sourceColumns: ClosedRange<Int>

    init(_ image: Image, in rect: Rect, covering area: PixelRect, opacity: Double) {
        source = image
        firstColumn = area.x
        firstRow = area.y
        columns = ResampleTaps(first: area.x, count: area.width, size: image.width, origin: rect.minX, length: rect.width)
        rows = ResampleTaps(first: area.y, count: area.height, size: image.height, origin: rect.minY, length: rect.height)
        sourceColumns = columns.sourceRange
        intermediate = [Float](repeating: 0, count: (sourceColumns.count) * 4)
        self.opacity = UInt32((min(1, max(0, opacity)) * 255).rounded())
    }

    /// Every pixel of the area it was made for, row by row, as `shade` gives them.
    func record() -> RecordedShade {
        let width = columns.start.count - 1, height = rows.start.count - 1
        var words = [UInt32](repeating: 0, count: width * height)
        words.withUnsafeMutableBufferPointer { w in
            for y in 0..<height { shade(x: firstColumn, y: firstRow + y, count: width, into: w.baseAddress! + y * width) }
        }
        return RecordedShade(words: words, width: width)
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        if y != cachedRow { filterRow(y) }
        intermediate.withUnsafeBufferPointer { mid in
            ResampleKernel.filterColumns(mid.baseAddress!, base: sourceColumns.lowerBound, columns, first: x - firstColumn, count: count,
                                         opacity: opacity, into: out)
        }
    }

    /// Filters source rows vertically into `intermediate` for destination row `y`.
    private func filterRow(_ y: Int) {
        cachedRow = y
        let d = y - firstRow
        let lo = sourceColumns.lowerBound, n = sourceColumns.count
        let w = source.width
        intermediate.withUnsafeMutableBufferPointer { mid in
            for i in 0..<(n * 4) { mid[i] = 0 }
            source.pixels.withUnsafeBufferPointer { px in
                for t in rows.start[d]..<rows.start[d + 1] {
                    ResampleKernel.accumulate(mid.baseAddress!, px.baseAddress! + (rows.index[t] * w + lo) * 4, count: n * 4, weight: rows.weight[t])
                }
            }
        }
    }
}
