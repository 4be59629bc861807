/// Images placed left to right, tops aligned, with no gap: expected | actual | diff for a report.
/// The canvas is as wide as all of them and as tall as the tallest; what no image covers is transparent.
///
/// ```swift
/// let strip = SideBySide.compose([expected, actual, diff])   // 3 · width x height
/// ```
public enum SideBySide {
    /// The images in a row, in the order given.
    public static func compose(_ images: [StraightImage]) -> StraightImage {
        let width = images.reduce(0) { $0 + $1.width }
        let height = images.map(\.height).max() ?? 0
        let rowBytes = width * 4
        var pixels = [UInt8](repeating: 0, count: rowBytes * height)
        pixels.withUnsafeMutableBufferPointer { canvas in
            var left = 0
            for image in images where image.width > 0 && image.height > 0 {
                image.rgba.withUnsafeBufferPointer { source in
                    let sourceRow = image.width * 4
                    for y in 0..<image.height {
                        let from = source.baseAddress! + y * sourceRow
                        (canvas.baseAddress! + y * rowBytes + left * 4).update(from: from, count: sourceRow)
                    }
                }
                left += image.width
            }
        }
        // The byte count is width * height * 4 by construction.
        return try! StraightImage(width: width, height: height, rgba: pixels)
    }
}
