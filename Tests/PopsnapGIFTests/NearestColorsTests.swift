import XCTest
@testable import PopsnapGIF
import PopsnapTestSupport

final class NearestColorsTests: XCTestCase {
    /// Every pixel's nearest entry by a search of the whole palette, the lowest index on a tie.
    private func bruteForce(_ words: [UInt32], _ palette: [UInt32]) -> [UInt8] {
        let transparent = palette.firstIndex(of: VisiblePixels.transparent)
        let opaque = palette.indices.filter { palette[$0] != VisiblePixels.transparent }
        return words.map { w in
            if w == VisiblePixels.transparent, let transparent { return UInt8(transparent) }
            var best = Int.max, index = 0
            for i in opaque.isEmpty ? Array(palette.indices) : opaque {
                let d = (0..<3).reduce(0) { sum, c in
                    let a = Int((w >> UInt32(8 * c)) & 0xFF), b = Int((palette[i] >> UInt32(8 * c)) & 0xFF)
                    return sum + (a - b) * (a - b)
                }
                if d < best { best = d; index = i }
            }
            return UInt8(index)
        }
    }

    private func opaque(_ r: Int, _ g: Int, _ b: Int) -> UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000 }

    /// Palettes spread over the cube, packed in one corner of it (a blurred, dimmed screen's) and with repeated
    /// entries, against pixels of noise, of a narrow range and of flat runs, cut out of a wider row: the
    /// search finds exactly what comparing with every entry finds.
    func testEveryPixelGetsTheEntryASearchOfTheWholePaletteFinds() {
        var random = SplitMix(seed: 12)
        func colour(_ range: ClosedRange<Int>) -> UInt32 {
            opaque(Int.random(in: range, using: &random), Int.random(in: range, using: &random), Int.random(in: range, using: &random))
        }
        let spread = (0..<256).map { _ in colour(0...255) }
        let packed = (0..<200).map { _ in colour(100...130) } + [VisiblePixels.transparent]
        let repeated = [opaque(10, 10, 10), opaque(200, 0, 0), opaque(10, 10, 10), opaque(0, 0, 255), opaque(200, 0, 0)]
        let width = 64, height = 48, stride = 70
        for (name, palette) in [("spread", spread), ("packed", packed), ("repeated", repeated), ("one", [opaque(3, 4, 5)])] {
            for (kind, range) in [("noise", 0...255), ("narrow", 95...135)] {
                var words = (0..<stride * height).map { _ in colour(range) }
                // Flat runs, and transparent pixels.
                for i in Swift.stride(from: 0, to: words.count, by: 37) { words[i] = i % 2 == 0 ? VisiblePixels.transparent : words[max(0, i - 1)] }
                let got = words.withUnsafeBufferPointer { NearestColors(palette).indices($0, start: stride + 3, stride: stride, width: width, height: height - 1) }
                let region = (1..<height).flatMap { y in words[(y * stride + 3)..<(y * stride + 3 + width)] }
                XCTAssertEqual(got, bruteForce(region, palette), "\(name) palette, \(kind) pixels")
            }
        }
    }

    /// A region of a megapixel or more takes its palette from a quarter of its pixels: a screen of four
    /// flat colours keeps each within a level (libimagequant's speed 8 drops the lowest bit of its input,
    /// sampled or not), and every pixel of each shows it.
    func testABigRegionsPaletteFromASampleKeepsItsColours() throws {
        let width = 1100, height = 1000
        XCTAssertGreaterThanOrEqual(width * height, Quantizer.sampledFrom)
        let colours = [opaque(250, 20, 20), opaque(20, 250, 20), opaque(20, 20, 250), opaque(240, 240, 240)]
        var words = (0..<width * height).map { colours[($0 % width) * 4 / width] }
        // And 300 colours more than GIF holds, a few pixels each, so libimagequant is asked.
        for i in 0..<300 { words[i * 3001] = opaque(i % 256, (i * 7) % 256, 128) }
        let (palette, indices) = try words.withUnsafeBufferPointer {
            try Quantizer.quantize($0, start: 0, stride: width, width: width, height: height, dithering: false, frame: 0)
        }
        func level(_ a: UInt32, _ b: UInt32) -> Int {
            (0..<3).map { c in abs(Int((a >> UInt32(8 * c)) & 0xFF) - Int((b >> UInt32(8 * c)) & 0xFF)) }.max()!
        }
        XCTAssertEqual(indices.count, width * height)
        for (k, c) in colours.enumerated() {
            let x = k * width / 4 + 10, shown = palette[Int(indices[5 * width + x])]
            XCTAssertLessThanOrEqual(level(shown, c), 1, "column \(x): \(String(shown, radix: 16)) for \(String(c, radix: 16))")
            XCTAssertEqual(palette[Int(indices[(height - 1) * width + x])], shown)
        }
    }
}
