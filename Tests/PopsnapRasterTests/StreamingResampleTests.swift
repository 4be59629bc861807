import XCTest
import PopsnapTestSupport
@testable import PopsnapRaster
import PopsnapGeometry

/// Resampling rows as they arrive gives the bits resampling the whole image gives, at every factor.
final class StreamingResampleTests: XCTestCase {
    /// Premultiplied pixels of every alpha, so rounding within alpha is exercised.
    func randomImage(width: Int, height: Int, seed: UInt64) throws -> Image {
        var rng = SplitMix(seed: seed)
        var image = try Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt8(rng.below(256))
                func c() -> UInt8 { UInt8(rng.below(Int(a) + 1)) }
                image[x, y] = Pixel(r: c(), g: c(), b: c(), a: a)
            }
        }
        return image
    }

    func streamed(_ image: Image, _ rects: [Rect]) -> [ResampledImage] {
        var resample = StreamingResample(sourceWidth: image.width, sourceHeight: image.height, rects: rects)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                resample.add(row: y, UnsafeBufferPointer(rebasing: pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)]))
            }
        }
        return resample.images()
    }

    /// Integer and fractional shrinking, 1:1 off the grid, enlarging, one axis each way, a pixel or so,
    /// and a rectangle hanging off the canvas.
    let rects = [
        Rect(x: 0, y: 0, width: 16, height: 10),          // 64 x 40 -> a quarter
        Rect(x: 3.25, y: 1.5, width: 23.7, height: 11.1),  // fractional, off the grid
        Rect(x: 10, y: 7, width: 32, height: 20),          // a half
        Rect(x: 0.5, y: 0.25, width: 64, height: 40),      // 1:1, off the grid
        Rect(x: -7.5, y: 2, width: 150, height: 93.3),     // enlarged, off the canvas
        Rect(x: 5, y: 5, width: 20, height: 90),           // narrower, taller
        Rect(x: 40.4, y: 30.9, width: 1.3, height: 0.7),   // under a pixel
        Rect(x: 2, y: 60, width: 63, height: 39),          // just under 1:1
    ]

    func testStreamedPixelsAreTheShadersBitForBit() throws {
        let image = try randomImage(width: 64, height: 40, seed: 7)
        for (rect, resampled) in zip(rects, streamed(image, rects)) {
            let shader = ImageShader(image, in: rect, covering: rect.enclosingPixels, opacity: 1).record()
            XCTAssertEqual(resampled.shade.words, shader.words, "\(rect)")
        }
    }

    func testDrawingStreamedPixelsDrawsWhatDrawingTheImageDraws() throws {
        let image = try randomImage(width: 64, height: 40, seed: 11)
        for (rect, resampled) in zip(rects, streamed(image, rects)) {
            for opacity in [1, 0.6] {
                var direct = try Canvas(width: 100, height: 80), drawn = direct
                direct.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 80)), with: .solid(Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8)))
                drawn = direct
                direct.draw(image, in: rect, opacity: opacity)
                // At a whole-pixel offset too, as references to one file at one size are drawn.
                direct.draw(image, in: rect.offsetBy(dx: 9, dy: 4), opacity: opacity)
                drawn.draw(resampled, in: rect, opacity: opacity)
                drawn.draw(resampled, in: rect.offsetBy(dx: 9, dy: 4), opacity: opacity)
                XCTAssertEqual(drawn.image, direct.image, "\(rect) at \(opacity)")
            }
        }
    }

    func testOneDestinationRowWaitsForAllItsSourceRows() throws {
        // 256 rows into 3: each destination row sums about 85 source rows, holding one row of floats.
        let image = try randomImage(width: 5, height: 256, seed: 3)
        let rect = Rect(x: 0, y: 0, width: 5, height: 3)
        let shader = ImageShader(image, in: rect, covering: rect.enclosingPixels, opacity: 1).record()
        XCTAssertEqual(streamed(image, [rect])[0].shade.words, shader.words)
        XCTAssertEqual(StreamingResample.bufferBytes(sourceWidth: 5, sourceHeight: 256, rect: rect), 3 * 5 * 16)
    }
}
