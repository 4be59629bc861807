import PopsnapGeometry
/// Composites a paint through coverage runs onto premultiplied pixels, optionally through a clip mask.
struct PaintBlitter: SpanBlitter {
    enum Source {
        case solid(UInt32)
        case gradient(GradientShader)
        case image(ImageShader)
        case recorded(RecordedShade)
    }

    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let source: Source
    /// Room for one row of shaded source pixels.
    let row: UnsafeMutablePointer<UInt32>
    /// Room for one row of clipped coverage.
    let clipped: UnsafeMutablePointer<UInt8>
    let clip: ClipView?

    mutating func blitSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        if let clip {
            clip.combine(x: x, y: y, count: count, coverage: coverage, into: clipped)
            return composite(x: x, y: y, count: count, masks: clipped)
        }
        let dst = pixels + y * width + x
        if let color = solidColor(y: y) {
            Blend.solidSpan(dst, count: count, color: color, coverage: coverage)
        } else {
            shade(x: x, y: y, count: count)
            Blend.rowSpan(dst, row, count: count, coverage: coverage)
        }
    }

    mutating func blitMasked(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        if let clip {
            clip.combine(x: x, y: y, count: count, coverage: coverage, into: clipped)
            return composite(x: x, y: y, count: count, masks: clipped)
        }
        composite(x: x, y: y, count: count, masks: coverage)
    }

    private func composite(x: Int, y: Int, count: Int, masks: UnsafePointer<UInt8>) {
        let dst = pixels + y * width + x
        if let color = solidColor(y: y) {
            Blend.solidMasked(dst, count: count, color: color, coverage: masks)
        } else {
            shade(x: x, y: y, count: count)
            Blend.rowMasked(dst, row, count: count, coverage: masks)
        }
    }

    /// The colour of the whole of row `y`, when the source has one there.
    @inline(__always)
    private func solidColor(y: Int) -> UInt32? {
        switch source {
        case let .solid(color): return color
        case let .gradient(shader): return shader.rowColor(y: y)
        case .image, .recorded: return nil
        }
    }

    /// Fills `row` with the source's pixels for (x..<x+count, y).
    private func shade(x: Int, y: Int, count: Int) {
        switch source {
        case .solid: break
        case let .gradient(shader): shader.shade(x: x, y: y, count: count, into: row)
        case let .image(shader): shader.shade(x: x, y: y, count: count, into: row)
        case let .recorded(shade): shade.shade(x: x, y: y, count: count, into: row)
        }
    }
}

/// A clip mask positioned in device space, read while compositing.
struct ClipView {
    let bytes: UnsafePointer<UInt8>
    let rect: PixelRect

    /// Coverage times the clip's, correctly rounded, for pixels inside `rect` (the rasterizer never
    /// goes outside it).
    @inline(__always)
    func combine(x: Int, y: Int, count: Int, coverage: UInt8, into out: UnsafeMutablePointer<UInt8>) {
        let m = bytes + (y - rect.y) * rect.width + (x - rect.x)
        let c = UInt32(coverage)
        for i in 0..<count { out[i] = UInt8(Blend.div255(c * UInt32(m[i]))) }
    }

    @inline(__always)
    func combine(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) {
        let m = bytes + (y - rect.y) * rect.width + (x - rect.x)
        for i in 0..<count { out[i] = UInt8(Blend.div255(UInt32(coverage[i]) * UInt32(m[i]))) }
    }
}
