import PopsnapRaster

/// Rebuilds the full frames of an animation from their stored rectangles, as a viewer does.
///
/// The canvas starts transparent black. Each frame's rectangle is blended onto it (SOURCE
/// replaces the pixels, OVER composites premultiplied source-over with PopsnapRaster's Canvas,
/// as Popsnap composites everything else); the canvas is then the frame's image. Then the
/// frame's dispose op prepares the canvas for the next one: NONE leaves it, BACKGROUND clears
/// the rectangle, PREVIOUS restores the rectangle as it was before the frame.
struct APNGComposer {
    let width: Int
    let height: Int
    /// The canvas, premultiplied RGBA8.
    private var pixels: [UInt8]
    private var framesComposed = 0

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Draws `rectangle` (the frame's pixels, region-sized) and returns the composed frame.
    mutating func compose(_ rectangle: Image, region: IntRect, dispose: APNGFrame.DisposeOp, blend: APNGFrame.BlendOp) throws(PNGError) -> Image {
        // The specification: PREVIOUS on the first frame is treated as BACKGROUND.
        let dispose = framesComposed == 0 && dispose == .previous ? .background : dispose
        framesComposed += 1
        let saved = dispose == .previous ? copyRows(of: region) : nil

        switch blend {
        case .source:
            paste(rectangle.pixels, into: region)
        case .over:
            var canvas = Canvas(try image(taking: &pixels))
            canvas.draw(rectangle, at: Point(x: Double(region.x), y: Double(region.y)))
            pixels = canvas.image.pixels
        }
        // Shares the buffer; the next change to the canvas copies it, leaving this frame intact.
        let frame = try image(taking: &pixels)
        pixels = frame.pixels

        switch dispose {
        case .none: break
        case .background: paste([UInt8](repeating: 0, count: region.width * region.height * 4), into: region)
        case .previous: paste(saved!, into: region)
        }
        return frame
    }

    /// An Image over the canvas's bytes, moved out of `pixels` so that it is the only owner.
    private func image(taking pixels: inout [UInt8]) throws(PNGError) -> Image {
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

    private func copyRows(of region: IntRect) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(region.width * region.height * 4)
        for y in region.y..<region.maxY {
            let start = (y * width + region.x) * 4
            out += pixels[start..<(start + region.width * 4)]
        }
        return out
    }

    /// Replaces the region's pixels with `rows` (region-sized, packed).
    private mutating func paste(_ rows: [UInt8], into region: IntRect) {
        let rowBytes = region.width * 4
        pixels.withUnsafeMutableBufferPointer { canvas in
            rows.withUnsafeBufferPointer { source in
                for row in 0..<region.height {
                    let to = ((region.y + row) * width + region.x) * 4
                    _ = UnsafeMutableBufferPointer(rebasing: canvas[to..<(to + rowBytes)])
                        .update(fromContentsOf: source[(row * rowBytes)..<((row + 1) * rowBytes)])
                }
            }
        }
    }
}
