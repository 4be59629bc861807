/// An error from the pixel engine, with a message a user can act on.
public enum RasterError: Error, Equatable, CustomStringConvertible, Sendable {
    /// An image or mask larger than the limits, refused before allocating.
    case imageTooLarge(width: Int, height: Int, limits: ImageLimits)
    /// A width or height that is negative.
    case invalidSize(width: Int, height: Int)
    /// A colour string that is none of the accepted forms.
    case invalidColor(String, reason: String)
    /// Pixel data whose length does not match the image size.
    case pixelCountMismatch(expected: Int, found: Int)
    /// Pixel data whose colour exceeds its alpha somewhere, so it is not premultiplied.
    case notPremultiplied(x: Int, y: Int)
    /// A gradient that cannot be drawn (fewer than two stops, stops out of order or outside 0...1).
    case invalidGradient(String)

    public var description: String {
        switch self {
        case let .imageTooLarge(w, h, limits):
            return "image of \(w) x \(h) px exceeds the limits (at most \(limits.maxSide) px a side "
                + "and \(limits.maxBytes / (1 << 20)) MiB a buffer)"
        case let .invalidSize(w, h):
            return "image size \(w) x \(h) is invalid: width and height must be 0 or more"
        case let .invalidColor(text, reason):
            return "invalid colour \"\(text)\": \(reason)"
        case let .pixelCountMismatch(expected, found):
            return "pixel data has \(found) bytes, expected \(expected)"
        case let .notPremultiplied(x, y):
            return "pixel (\(x), \(y)) has a colour channel above its alpha; premultiplied pixels need r, g, b <= a"
        case let .invalidGradient(reason):
            return "invalid gradient: \(reason)"
        }
    }
}
