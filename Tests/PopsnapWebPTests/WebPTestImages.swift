/// Straight RGBA test pictures: a box on a gradient, moved by `step`, with translucent and fully
/// transparent corners, so every kind of pixel WebP must keep is there.
enum WebPTestImages {
    static func box(width: Int = 48, height: Int = 32, step: Int = 0, opaque: Bool = false) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let inBox = (x - step) >= 8 && (x - step) < 24 && y >= 8 && y < 20
                var pixel: [UInt8] = inBox ? [250, 40, 30, 255] : [UInt8(x * 5 % 256), UInt8(y * 7 % 256), 128, 255]
                if !opaque, x < 6, y < 6 { pixel = [0, 0, 0, 0] }
                if !opaque, x >= width - 6, y < 6 { pixel = [20, 200, 90, UInt8(40 + x % 200)] }
                pixels.replaceSubrange(i..<i + 4, with: pixel)
            }
        }
        return pixels
    }
}
