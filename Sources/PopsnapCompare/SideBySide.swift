import PopsnapRaster
/// Images placed in a row (left to right, tops aligned) or a column (top to bottom, left edges
/// aligned), with no gap: expected | actual | diff for a report. The canvas is as large as all of them
/// along the axis and as the largest across it; what no image covers is transparent.
///
/// ```swift
/// let strip = SideBySide.compose([expected, actual, diff])            // 3 · width x height
/// let captioned = SideBySide.compose([captions, strip], axis: .vertical)
/// ```
public enum SideBySide {
    /// Which way the images follow each other.
    public enum Axis: Sendable {
        /// Left to right, in a row as tall as the tallest image.
        case horizontal
        /// Top to bottom, in a column as wide as the widest image.
        case vertical
    }

    /// The images in a row (or a column), in the order given.
    public static func compose(_ images: [StraightImage], axis: Axis = .horizontal) -> StraightImage {
        let along = images.reduce(0) { $0 + (axis == .horizontal ? $1.width : $1.height) }
        let across = images.map { axis == .horizontal ? $0.height : $0.width }.max() ?? 0
        let (width, height) = axis == .horizontal ? (along, across) : (across, along)
        let rowBytes = width * 4
        var pixels = [UInt8](repeating: 0, count: rowBytes * height)
        pixels.withUnsafeMutableBufferPointer { canvas in
            var offset = 0
            for image in images where image.width > 0 && image.height > 0 {
                let (left, top) = axis == .horizontal ? (offset, 0) : (0, offset)
                image.rgba.withUnsafeBufferPointer { source in
                    let sourceRow = image.width * 4
                    for y in 0..<image.height {
                        let from = source.baseAddress! + y * sourceRow
                        (canvas.baseAddress! + (top + y) * rowBytes + left * 4).update(from: from, count: sourceRow)
                    }
                }
                offset += axis == .horizontal ? image.width : image.height
            }
        }
        // The byte count is width * height * 4 by construction.
        return try! StraightImage(width: width, height: height, rgba: pixels)
    }
}
