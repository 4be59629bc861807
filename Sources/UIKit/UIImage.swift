import Popsnap
import PopsnapRaster

/// An image: pixels and the scale they were made at, so its `size` is in points.
///
/// ```swift
/// let image = UIGraphicsImageRenderer(bounds: popup.bounds).image { _ in
///     _ = popup.drawHierarchy(in: popup.bounds, afterScreenUpdates: true)
/// }
/// try image.pngData()?.write(to: URL(fileURLWithPath: "popup.png"))
/// ```
open class UIImage: @unchecked Sendable {
    /// Premultiplied RGBA pixels.
    let pixels: Image

    /// Pixels a point.
    public let scale: CGFloat

    init(pixels: Image, scale: CGFloat) {
        self.pixels = pixels
        self.scale = scale
    }

    /// The size in points: pixels divided by the scale.
    open var size: CGSize { CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale) }

    /// The image as PNG bytes (sRGB, straight alpha); nil when it cannot be encoded.
    open func pngData() -> Data? {
        (try? pixels.png()).map { Data($0) }
    }
}
