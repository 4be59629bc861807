import XCTest
import PopsnapTestSupport
@testable import PopsnapRaster
import PopsnapGeometry

/// Issue 20: an image drawn many times at one size much smaller than its own is filtered once; every
/// drawing gives the pixels it gives without the cache.
final class ResampledImagesTests: XCTestCase {
    /// A noisy opaque and translucent image, so every filter tap shows.
    func noise(_ w: Int, _ h: Int) throws -> Image {
        var rng = SplitMix(seed: 7)
        var image = try Image(width: w, height: h)
        for y in 0..<h { for x in 0..<w {
            let a = UInt8(truncatingIfNeeded: rng.next() % 256)
            image[x, y] = Pixel(r: UInt8(rng.next() % UInt64(Int(a) + 1)), g: UInt8(rng.next() % UInt64(Int(a) + 1)), b: 0, a: a)
        } }
        return image
    }

    func testRepeatedDrawingsGiveTheUncachedPixels() throws {
        let image = try noise(96, 80)
        let rects = [Rect(x: 3.25, y: 5.5, width: 20.3, height: 11.7), Rect(x: 40.25, y: 9.5, width: 20.3, height: 11.7),
                     Rect(x: 7.25, y: 50.5, width: 20.3, height: 11.7), Rect(x: -9.75, y: 30.5, width: 20.3, height: 11.7),
                     Rect(x: 60, y: 60, width: 30, height: 30), Rect(x: 10, y: 70, width: 30, height: 30)]
        let resampled = ResampledImages()
        var cached = try Canvas(width: 100, height: 100, fill: .white), fresh = cached
        for (i, r) in rects.enumerated() {
            let opacity = i % 2 == 0 ? 1 : 0.6
            cached.draw(image, in: r, opacity: opacity, resampled: resampled)
            fresh.draw(image, in: r, opacity: opacity)
        }
        XCTAssertTrue(cached.image == fresh.image)
        XCTAssertEqual(resampled.count, 2, "one filtering a size and phase")
        // An image drawn at more than half its size is filtered each time, as before: nothing kept.
        cached.draw(image, in: Rect(x: 0, y: 0, width: 60, height: 50), resampled: resampled)
        XCTAssertEqual(resampled.count, 2)
    }
}
