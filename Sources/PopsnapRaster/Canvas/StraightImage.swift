import PopsnapGeometry

/// A width x height bitmap of straight (not premultiplied) RGBA8 pixels, rows top to bottom: what
/// pixelmatch compares, as a PNG decoder hands it over.
///
/// Straight, because premultiplying loses the colour of translucent pixels and pixelmatch blends
/// each pixel's own colour over its background; `Image` (premultiplied) converts with `init(_:)`.
/// ```swift
/// let reference = try StraightImage(contentsOf: "Snapshots/alert.png")
/// let rendered = StraightImage(image)            // from a premultiplied Image
/// reference.pixel(x: 0, y: 0)                    // (r: 255, g: 255, b: 255, a: 255)
/// ```
public struct StraightImage: Sendable, Equatable {
    /// Pixels a row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Straight RGBA bytes, `width * 4` a row.
    public package(set) var rgba: [UInt8]
    /// A 16-bit file's samples whole, straight RGBA16, `width * 4` a row: what `exact` compares, since
    /// `rgba` rounds away the low byte. nil for images of 8 bits a sample.
    public package(set) var rgba16: [UInt16]?

    /// An image over existing straight RGBA bytes; throws unless they are `width * height` pixels.
    public init(width: Int, height: Int, rgba: [UInt8]) throws(RasterError) {
        let bytes = try Self.byteCount(width: width, height: height)
        guard bytes == rgba.count else { throw .pixelCountMismatch(expected: bytes, found: rgba.count) }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// A transparent image (every byte zero), as pixelmatch's diff output starts.
    public init(width: Int, height: Int) throws(RasterError) {
        let bytes = try Self.byteCount(width: width, height: height)
        self.width = width
        self.height = height
        rgba = [UInt8](repeating: 0, count: bytes)
    }

    /// Decoded pixels a decoder checked: exactly `width * height * 4` bytes, and the 16-bit samples when
    /// the file had them.
    package init(checked width: Int, height: Int, rgba: [UInt8], rgba16: [UInt16]?) {
        self.width = width
        self.height = height
        self.rgba = rgba
        self.rgba16 = rgba16
    }

    /// `width * height * 4`, refusing a negative side or a product past `Int`.
    private static func byteCount(width: Int, height: Int) throws(RasterError) -> Int {
        let (pixels, o1) = width.multipliedReportingOverflow(by: height)
        let (bytes, o2) = pixels.multipliedReportingOverflow(by: 4)
        guard width >= 0, height >= 0, !o1, !o2 else { throw .invalidSize(width: width, height: height) }
        return bytes
    }

    /// The straight pixels of a premultiplied `Image`, rounded as `PNG.encode` rounds them, so an
    /// image and the PNG written from it compare equal.
    public init(_ image: Image) {
        width = image.width
        height = image.height
        rgba = image.straightRGBA
    }

    /// The size, for messages: `image.size.description` is "390 x 844 px".
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// One pixel's straight channels: `image.pixel(x: 0, y: 0).a`.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// Sets one pixel's straight channels: `image.setPixel(x: 0, y: 0, (255, 0, 0, 128))`.
    public mutating func setPixel(x: Int, y: Int, _ value: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        let i = (y * width + x) * 4
        rgba[i] = value.r; rgba[i + 1] = value.g; rgba[i + 2] = value.b; rgba[i + 3] = value.a
    }
}
