/// How far a lossily written frame's colours are from its own pixels, in 8-bit sRGB levels (0 to 255) per
/// channel, red, green and blue. A GIF frame reduced to 256 colours by libimagequant is measured against
/// the pixels GIF would show exactly, over the rectangle it writes; a lossy WebP frame as libwebp decodes
/// it against the rendered frame, whole and premultiplied (a colour counts as much as it shows).
///
/// ```swift
/// ColorError(premultipliedRGBA: decoded, rendered.pixels)   // ColorError(maximum: 9, mean: 0.8)
/// ```
public struct ColorError: Equatable, Sendable {
    /// The largest difference of one channel of one pixel.
    public let maximum: Int
    /// The mean difference over every channel (red, green, blue) of every pixel compared.
    public let mean: Double

    /// A frame's error, from its figures.
    public init(maximum: Int, mean: Double) {
        self.maximum = maximum
        self.mean = mean
    }

    /// The difference between two images' RGBA bytes of the same length, both premultiplied (or both
    /// straight); alpha is not compared.
    public init(premultipliedRGBA a: [UInt8], _ b: [UInt8]) {
        precondition(a.count == b.count && a.count % 4 == 0, "two images of one size")
        var sum = Sum()
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                for i in 0..<a.count / 4 { sum.add(a.load(fromByteOffset: 4 * i, as: UInt32.self), b.load(fromByteOffset: 4 * i, as: UInt32.self)) }
            }
        }
        self = sum.error
    }

    /// The differences of pixel pairs added up one pair at a time: RGBA words, red in the low byte.
    public struct Sum {
        @usableFromInline var maximum: UInt32 = 0
        @usableFromInline var total = 0, pixels = 0

        /// No pixel counted yet.
        public init() {}

        /// Counts one pixel against its written colour.
        @inlinable @inline(__always)
        public mutating func add(_ a: UInt32, _ b: UInt32) {
            add(channel: a & 0xFF, b & 0xFF)
            add(channel: (a >> 8) & 0xFF, (b >> 8) & 0xFF)
            add(channel: (a >> 16) & 0xFF, (b >> 16) & 0xFF)
            pixels += 1
        }

        @usableFromInline @inline(__always)
        mutating func add(channel a: UInt32, _ b: UInt32) {
            let d = a > b ? a - b : b - a
            maximum = Swift.max(maximum, d)
            total += Int(d)
        }

        /// The pixels counted so far as one error (0 for none).
        public var error: ColorError {
            ColorError(maximum: Int(maximum), mean: Double(total) / Double(Swift.max(1, pixels * 3)))
        }
    }
}
