/// How far a frame's written colours are from its own pixels, in 8-bit sRGB levels (0 to 255) per channel:
/// measured here against the pixels GIF would show exactly (`VisiblePixels`), over the rectangle the
/// frame writes. Only a frame with more than 256 colours, reduced by libimagequant, has one.
public struct ColorError: Equatable, Sendable {
    /// The largest difference of one channel of one pixel.
    public let maximum: Int
    /// The mean difference over every channel (red, green, blue) of every pixel written.
    public let mean: Double

    /// A frame's error, from its figures.
    public init(maximum: Int, mean: Double) {
        self.maximum = maximum
        self.mean = mean
    }

    /// The difference between `source` words and their palette colours over the rectangle that
    /// `indices` cover, row by row from `start` with `stride` words a row.
    static func measure(_ source: UnsafeBufferPointer<UInt32>, start: Int, stride: Int, width: Int, height: Int,
                        indices: [UInt8], palette: [UInt32]) -> ColorError {
        var maximum: UInt32 = 0, sum = 0
        for y in 0..<height {
            let row = start + y * stride
            for x in 0..<width {
                let a = source[row + x], b = palette[Int(indices[y * width + x])]
                for shift: UInt32 in [0, 8, 16] {
                    let ca = (a >> shift) & 0xFF, cb = (b >> shift) & 0xFF
                    let d = ca > cb ? ca - cb : cb - ca
                    maximum = max(maximum, d)
                    sum += Int(d)
                }
            }
        }
        let channels = max(1, width * height * 3)
        return ColorError(maximum: Int(maximum), mean: Double(sum) / Double(channels))
    }
}
