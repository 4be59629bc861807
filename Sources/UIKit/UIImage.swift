import Popsnap
import PopsnapFiles
import PopsnapPNG
import PopsnapRaster

/// An image: pixels and the scale they were made at, so its `size` is in points. PNG files are read
/// from a bundle (`name@3x.png`, `name@2x.png`, `name.png`, the screen's scale first, as asset lookup
/// prefers), a path, or bytes.
///
/// ```swift
/// let photo = UIImage(named: "avatar", in: .module, compatibleWith: nil)
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

    /// The PNG `data`, at 1 pixel a point; nil when it is not a PNG Popsnap can read.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The PNG `data` at `scale` pixels a point; nil when it is not a PNG Popsnap can read.
    public init?(data: Data, scale: CGFloat) {
        guard let image = try? PNG.decode(Array(data)) else { return nil }
        pixels = image
        self.scale = scale
    }

    /// The PNG at `path`, its scale from an `@2x` or `@3x` suffix; nil when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        // A PNG never holds more than its decoded pixels' bytes: the image limit bounds what is read.
        guard let bytes = try? InputFile.bytes(at: path, limit: ImageLimits.default.maxBytes) else { return nil }
        self.init(data: Data(bytes), scale: Self.scale(ofFile: path))
    }

    /// The PNG named `name` in the main bundle.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The PNG named `name` in `bundle` (the main one when nil): `name@3x.png`, `name@2x.png` or `name.png`,
    /// the one nearest the traits' scale (the screen's) first.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? .main
        let wanted = Int((traitCollection?.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? 3)
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let order = [wanted] + [3, 2, 1].filter { $0 != wanted }
        for k in order {
            let file = k == 1 ? stem : "\(stem)@\(k)x"
            if let path = bundle.path(forResource: file, ofType: "png") {
                self.init(contentsOfFile: path)
                return
            }
        }
        return nil
    }

    private static func scale(ofFile path: String) -> CGFloat {
        let stem = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        return stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    }

    /// The size in points: pixels divided by the scale.
    open var size: CGSize { CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale) }

    /// The image as PNG bytes (sRGB, straight alpha); nil when it cannot be encoded.
    open func pngData() -> Data? {
        (try? pixels.png()).map { Data($0) }
    }
}
