import PopsnapGeometry

/// A player's canvas measured against the rendered frames pixel by pixel, so that a frame which rewrites one
/// rectangle is measured on that rectangle alone: outside it neither the canvas nor the rendered frame
/// changed, so neither did their difference. `error` is, to the last bit, `ColorError(premultipliedRGBA:_:)`
/// of the whole canvas against the latest frame; a lossy animation of a small moving popup over a large
/// screen costs a rectangle a frame on the thread that keeps frames in order, not a screen.
///
/// ```swift
/// var map = ColorErrorMap(width: 1179, height: 2556)
/// map.apply(ColorErrorMap.Patch(shown: decodedCrop, rendered: frame, rect: rect))   // the patch made on any thread
/// map.error   // ColorError(maximum: 9, mean: 0.8) over the whole canvas
/// ```
public struct ColorErrorMap: Sendable {
    /// One rectangle's differences, measured where its frame was made.
    public struct Patch: Sendable {
        /// The rectangle the frame rewrote.
        public let rect: PixelRect
        /// Per pixel, row by row: the three channels' differences added up, shifted left 8, or'd with the largest.
        fileprivate let values: [UInt32]
        /// How many of its pixels have each largest difference (0 to 255).
        fileprivate let histogram: [Int]
        fileprivate let total: Int

        /// `shown` (the rectangle as a player shows it, premultiplied RGBA, `rect.width · rect.height · 4`
        /// bytes) against the same rectangle of `rendered`; alpha is not compared.
        public init(shown: [UInt8], rendered: Image, rect: PixelRect) {
            precondition(rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= rendered.width && rect.y + rect.height <= rendered.height,
                         "a rectangle inside the frame")
            precondition(shown.count == rect.width * rect.height * 4, "the rectangle's pixels")
            var values = [UInt32](repeating: 0, count: rect.width * rect.height)
            var histogram = [Int](repeating: 0, count: 256), total = 0
            let stride = rendered.width
            shown.withUnsafeBytes { shown in
                rendered.pixels.withUnsafeBytes { rendered in
                    for y in 0..<rect.height {
                        let from = (rect.y + y) * stride + rect.x
                        for x in 0..<rect.width {
                            let i = y * rect.width + x
                            let value = Self.difference(shown.load(fromByteOffset: 4 * i, as: UInt32.self),
                                                        rendered.load(fromByteOffset: 4 * (from + x), as: UInt32.self))
                            values[i] = value
                            histogram[Int(value & 0xFF)] += 1
                            total += Int(value >> 8)
                        }
                    }
                }
            }
            self.rect = rect
            self.values = values
            self.histogram = histogram
            self.total = total
        }

        /// Two RGBA words' channel differences (red, green, blue) added up, shifted left 8, or'd with the largest.
        @inline(__always)
        static func difference(_ a: UInt32, _ b: UInt32) -> UInt32 {
            @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                return x > y ? x - y : y - x
            }
            let red = channel(0), green = channel(8), blue = channel(16)
            return (red + green + blue) << 8 | Swift.max(red, green, blue)
        }
    }

    /// The canvas's size in pixels.
    public let width: Int, height: Int
    private var values: [UInt32]
    private var histogram: [Int]
    private var total = 0

    /// A canvas of `width` x `height` pixels, every one equal to its frame's until a patch says otherwise.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        values = [UInt32](repeating: 0, count: width * height)
        histogram = [Int](repeating: 0, count: 256)
        histogram[0] = width * height
    }

    /// The canvas after a frame rewrote `patch.rect` (inside the canvas).
    public mutating func apply(_ patch: Patch) {
        let rect = patch.rect
        precondition(rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width && rect.y + rect.height <= height, "a rectangle inside the canvas")
        if rect.width == width, rect.height == height {
            values = patch.values
            histogram = patch.histogram
            total = patch.total
            return
        }
        values.withUnsafeMutableBufferPointer { values in
            patch.values.withUnsafeBufferPointer { new in
                for y in 0..<rect.height {
                    let row = (rect.y + y) * width + rect.x
                    for x in 0..<rect.width {
                        let old = values[row + x]
                        histogram[Int(old & 0xFF)] -= 1
                        total -= Int(old >> 8)
                    }
                    (values.baseAddress! + row).update(from: new.baseAddress! + y * rect.width, count: rect.width)
                }
            }
        }
        for d in 0..<256 { histogram[d] += patch.histogram[d] }
        total += patch.total
    }

    /// The whole canvas's error against the latest frame.
    public var error: ColorError {
        ColorError(maximum: histogram.lastIndex { $0 > 0 } ?? 0, mean: Double(total) / Double(Swift.max(1, width * height * 3)))
    }
}
