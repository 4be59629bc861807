// Part of the pixelmatch 7.2.0 port: see the licence notice in Pixelmatch.swift.

/// How pixelmatch draws its diff image: marks in opaque colours, and everything else as a faded
/// grey copy of the first image.
enum DiffPixels {
    /// Writes an opaque colour at byte `pos`.
    @inline(__always)
    static func draw(_ output: UnsafeMutablePointer<UInt8>, _ pos: Int, _ color: RGB) {
        output[pos] = color.r
        output[pos + 1] = color.g
        output[pos + 2] = color.b
        output[pos + 3] = 255
    }

    /// Writes the pixel at byte `pos` of `img` as grey: its brightness (Y), faded towards white by
    /// `alpha` and its own alpha, in pixelmatch's order of operations, stored as JavaScript stores
    /// a number into a Uint8Array (truncated, not rounded).
    @inline(__always)
    static func drawGray(_ img: UnsafePointer<UInt8>, _ pos: Int, alpha: Double, _ output: UnsafeMutablePointer<UInt8>) {
        let y = Double(img[pos]) * 0.29889531 + Double(img[pos + 1]) * 0.58662247 + Double(img[pos + 2]) * 0.11448223
        let value = 255 + (y - 255) * alpha * Double(img[pos + 3]) / 255
        let v = jsUint8(value)
        output[pos] = v
        output[pos + 1] = v
        output[pos + 2] = v
        output[pos + 3] = 255
    }

    /// The grey copy of a whole row, bytes `start..<end` of `img`: how a row without differences is drawn.
    static func drawGrayRow(_ img: UnsafePointer<UInt8>, bytes range: Range<Int>, alpha: Double, _ output: UnsafeMutablePointer<UInt8>) {
        for pos in stride(from: range.lowerBound, to: range.upperBound, by: 4) { drawGray(img, pos, alpha: alpha, output) }
    }

    /// JavaScript's conversion of a number stored in a Uint8Array: truncated toward zero, then
    /// taken modulo 256 (only an `alpha` outside 0...1 reaches the modulo); NaN and infinities give 0.
    @inline(__always)
    static func jsUint8(_ value: Double) -> UInt8 {
        if value >= 0 && value < 256 { return UInt8(value) }
        guard value.isFinite else { return 0 }
        let wrapped = value.rounded(.towardZero).truncatingRemainder(dividingBy: 256)
        return UInt8(truncatingIfNeeded: Int(wrapped))
    }
}
