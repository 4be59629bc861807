/// The largest images Popsnap allocates; sizes are checked against these before any memory is taken.
public struct ImageLimits: Equatable, Sendable {
    /// The most pixels on one side.
    public var maxSide: Int
    /// The most bytes one pixel buffer may take (4 bytes a pixel).
    public var maxBytes: Int

    /// Limits of `maxSide` pixels a side (16,384 by default) and `maxBytes` a buffer (256 MiB: a
    /// 8,192 x 8,192 image).
    public init(maxSide: Int = 16_384, maxBytes: Int = 256 << 20) {
        self.maxSide = maxSide
        self.maxBytes = maxBytes
    }

    /// The defaults: 16384 px a side and 256 MiB a buffer.
    public static let `default` = ImageLimits()

    /// Throws unless a `width` x `height` buffer of `bytesPerPixel` fits the limits.
    public func check(width: Int, height: Int, bytesPerPixel: Int = 4) throws(RasterError) {
        guard width >= 0, height >= 0 else { throw .invalidSize(width: width, height: height) }
        // Compare by division so a huge header cannot overflow the product.
        guard width <= maxSide, height <= maxSide,
              width == 0 || height <= maxBytes / bytesPerPixel / width
        else { throw .imageTooLarge(width: width, height: height, limits: self) }
    }
}
