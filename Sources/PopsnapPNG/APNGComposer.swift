import PopsnapRaster
import PopsnapGeometry

/// Rebuilds the full frames of an animation from their stored rectangles, as a viewer does, over
/// samples of one width: premultiplied RGBA8 (`Image`'s), or a 16-bit file's straight RGBA16 for an
/// exact comparison at the source depth.
///
/// The canvas starts transparent black. Each frame's rectangle is blended onto it (SOURCE
/// replaces the pixels, OVER composites it source-over); the canvas is then the frame's image.
/// Then the frame's dispose op prepares the canvas for the next one: NONE leaves it, BACKGROUND
/// clears the rectangle, PREVIOUS restores the rectangle as it was before the frame.
struct APNGComposer<Sample: FixedWidthInteger & UnsignedInteger> {
    let width: Int
    let height: Int
    /// The canvas, 4 samples a pixel.
    private var pixels: [Sample]
    private var framesComposed = 0

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [Sample](repeating: 0, count: width * height * 4)
    }

    /// Draws `rectangle` (the frame's samples, region-sized) and returns the composed canvas; `over`
    /// composites a rectangle onto the canvas in place, for BLEND_OP_OVER.
    mutating func compose(_ rectangle: [Sample], region: PixelRect, dispose: APNGFrame.DisposeOp, blend: APNGFrame.BlendOp,
                          over: (inout [Sample], [Sample], PixelRect) throws(PNGError) -> Void) throws(PNGError) -> [Sample] {
        // The specification: PREVIOUS on the first frame is treated as BACKGROUND.
        let dispose = framesComposed == 0 && dispose == .previous ? .background : dispose
        framesComposed += 1
        let saved = dispose == .previous ? copyRows(of: region) : nil

        switch blend {
        case .source: paste(rectangle, into: region)
        case .over: try over(&pixels, rectangle, region)
        }
        // Shares the buffer; the next change to the canvas copies it, leaving this frame intact.
        let frame = pixels

        switch dispose {
        case .none: break
        case .background: paste([Sample](repeating: 0, count: region.width * region.height * 4), into: region)
        case .previous: paste(saved!, into: region)
        }
        return frame
    }

    private func copyRows(of region: PixelRect) -> [Sample] {
        var out: [Sample] = []
        out.reserveCapacity(region.width * region.height * 4)
        for y in region.y..<region.maxY {
            let start = (y * width + region.x) * 4
            out += pixels[start..<(start + region.width * 4)]
        }
        return out
    }

    /// Replaces the region's samples with `rows` (region-sized, packed).
    private mutating func paste(_ rows: [Sample], into region: PixelRect) {
        let rowSamples = region.width * 4
        pixels.withUnsafeMutableBufferPointer { canvas in
            rows.withUnsafeBufferPointer { source in
                for row in 0..<region.height {
                    let to = ((region.y + row) * width + region.x) * 4
                    _ = UnsafeMutableBufferPointer(rebasing: canvas[to..<(to + rowSamples)])
                        .update(fromContentsOf: source[(row * rowSamples)..<((row + 1) * rowSamples)])
                }
            }
        }
    }
}

extension APNGComposer where Sample == UInt8 {
    /// Composes premultiplied frames; OVER is PopsnapRaster's Canvas source-over, as Popsnap composites
    /// everything else.
    mutating func compose(_ rectangle: Image, region: PixelRect, dispose: APNGFrame.DisposeOp, blend: APNGFrame.BlendOp) throws(PNGError) -> Image {
        let (width, height) = (self.width, self.height)
        let frame = try compose(rectangle.pixels, region: region, dispose: dispose, blend: blend) { canvas, _, region throws(PNGError) in
            var drawn = Canvas(try Self.image(taking: &canvas, width: width, height: height))
            drawn.draw(rectangle, at: Point(x: Double(region.x), y: Double(region.y)))
            canvas = drawn.image.pixels
        }
        var pixels = frame
        return try Self.image(taking: &pixels, width: width, height: height)
    }

    /// An Image over the canvas's bytes, moved out of `pixels` so that it is the only owner.
    private static func image(taking pixels: inout [UInt8], width: Int, height: Int) throws(PNGError) -> Image {
        let bytes = pixels
        pixels = []
        do {
            return try Image(width: width, height: height, premultipliedRGBA: bytes)
        } catch {
            // The canvas holds only pixels of decoded frames, premultiplied by PNG.decode and
            // blended by Canvas, so this would be a bug, not a bad file.
            throw .damagedAPNG(reason: "the composed canvas is not a valid image (\(error))")
        }
    }
}

extension APNGComposer where Sample == UInt16 {
    /// Composes a 16-bit file's straight samples; OVER is the APNG specification's straight-alpha
    /// source-over, in integers rounded to nearest, so equal files compose to equal samples.
    mutating func compose(_ rectangle: [UInt16], region: PixelRect, dispose: APNGFrame.DisposeOp, blend: APNGFrame.BlendOp) throws(PNGError) -> [UInt16] {
        let width = self.width
        return try compose(rectangle, region: region, dispose: dispose, blend: blend) { canvas, source, region in
            for row in 0..<region.height {
                for column in 0..<region.width {
                    Self.over(&canvas, at: ((region.y + row) * width + region.x + column) * 4, source, (row * region.width + column) * 4)
                }
            }
        }
    }

    /// Source-over of straight samples: a = as + ad (1 - as), c = (cs as + cd ad (1 - as)) / a.
    private static func over(_ canvas: inout [UInt16], at d: Int, _ source: [UInt16], _ s: Int) {
        let max: UInt64 = 65535
        let sa = UInt64(source[s + 3])
        let da = (UInt64(canvas[d + 3]) * (max - sa) + max / 2) / max
        let a = sa + da
        for c in 0..<3 {
            canvas[d + c] = a == 0 ? 0 : UInt16((UInt64(source[s + c]) * sa + UInt64(canvas[d + c]) * da + a / 2) / a)
        }
        canvas[d + 3] = UInt16(a)
    }
}
