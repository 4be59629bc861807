/// Saturation about Rec. 709 luma (0.2126 R + 0.7152 G + 0.0722 B), as CIColorControls and Apple's
/// `UIImage+ImageEffects` matrix do: 0 is grey, 1 unchanged, above 1 more vivid. The matrix is linear
/// and keeps greys, so it applies to premultiplied values as they are; results are clamped to alpha.
extension Pixel {
    public func saturated(by s: Double) -> Pixel {
        guard s != 1 else { return self }
        let r = Double(self.r), g = Double(self.g), b = Double(self.b), alpha = Double(a)
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        func channel(_ c: Double) -> UInt8 { UInt8(min(alpha, max(0, luma + s * (c - luma))).rounded()) }
        return Pixel(r: channel(r), g: channel(g), b: channel(b), a: a)
    }
}

extension Image {
    /// Every pixel saturated by `s` (see `Pixel.saturated(by:)`).
    public func saturated(by s: Double) -> Image {
        guard s != 1 else { return self }
        var out = self
        out.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let q = Pixel(r: p[i], g: p[i + 1], b: p[i + 2], a: p[i + 3]).saturated(by: s)
                p[i] = q.r; p[i + 1] = q.g; p[i + 2] = q.b
                i += 4
            }
        }
        return out
    }
}
