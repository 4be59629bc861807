import XCTest
import PopsnapGeometry
import PopsnapRaster
import PopsnapTestSupport

final class ColorErrorMapTests: XCTestCase {
    /// After every patch, the map's error is the whole canvas measured at once: a canvas that a frame
    /// rewrites one rectangle at a time, against frames that change only there.
    func testTheMapAgreesWithMeasuringTheWholeCanvasAfterEveryPatch() throws {
        let width = 23, height = 17
        var generator = SplitMix(seed: 7)
        // Opaque, so every colour is a valid premultiplied one.
        var rendered = (0..<width * height * 4).map { i in i % 4 == 3 ? 255 : UInt8.random(in: 0...255, using: &generator) }
        var canvas = rendered
        var map = ColorErrorMap(width: width, height: height)
        XCTAssertEqual(map.error, ColorError(maximum: 0, mean: 0))
        let rects = [PixelRect(x: 0, y: 0, width: width, height: height)] + (0..<40).map { _ in
            let x = Int.random(in: 0..<width, using: &generator), y = Int.random(in: 0..<height, using: &generator)
            return PixelRect(x: x, y: y, width: Int.random(in: 1...(width - x), using: &generator), height: Int.random(in: 1...(height - y), using: &generator))
        }
        for (n, rect) in rects.enumerated() {
            // The frame changes inside the rectangle; a player shows it off by a few levels there.
            var shown: [UInt8] = []
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) {
                    for c in 0..<4 {
                        let i = (y * width + x) * 4 + c
                        rendered[i] = c == 3 ? 255 : UInt8.random(in: 0...255, using: &generator)
                        canvas[i] = UInt8(clamping: Int(rendered[i]) + Int.random(in: -9...9, using: &generator))
                        shown.append(canvas[i])
                    }
                }
            }
            let frame = try Image(width: width, height: height, premultipliedRGBA: rendered)
            map.apply(ColorErrorMap.Patch(shown: shown, rendered: frame, rect: rect))
            XCTAssertEqual(map.error, ColorError(premultipliedRGBA: canvas, rendered), "after patch \(n), \(rect)")
        }
        XCTAssertGreaterThan(map.error.maximum, 0)
    }
}
