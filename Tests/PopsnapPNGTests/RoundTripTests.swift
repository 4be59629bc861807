import XCTest
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport

/// Every colour type and bit depth a PNG can hold, written raw and decoded, each plain and interlaced.
final class RoundTripTests: XCTestCase {
    func testGrey1() throws { try check(.grey, depth: 1) }
    func testGrey2() throws { try check(.grey, depth: 2) }
    func testGrey4() throws { try check(.grey, depth: 4) }
    func testGrey8() throws { try check(.grey, depth: 8) }
    func testGrey16() throws { try check(.grey, depth: 16) }
    func testGreyWithTransparentKey() throws {
        for depth in [1, 2, 4, 8, 16] { try check(.grey, depth: depth, transparency: true) }
    }
    func testGreyAlpha8() throws { try check(.greyAlpha, depth: 8) }
    func testGreyAlpha16() throws { try check(.greyAlpha, depth: 16) }
    func testRGB8() throws { try check(.rgb, depth: 8) }
    func testRGB16() throws { try check(.rgb, depth: 16) }
    func testRGBWithTransparentKey() throws {
        try check(.rgb, depth: 8, transparency: true)
        try check(.rgb, depth: 16, transparency: true)
    }
    func testRGBA8() throws { try check(.rgba, depth: 8) }
    func testRGBA16() throws { try check(.rgba, depth: 16) }
    func testPalette1() throws { try check(.palette, depth: 1) }
    func testPalette2() throws { try check(.palette, depth: 2) }
    func testPalette4() throws { try check(.palette, depth: 4) }
    func testPalette8() throws { try check(.palette, depth: 8) }
    func testPaletteWithTRNS() throws {
        for depth in [1, 2, 4, 8] { try check(.palette, depth: depth, transparency: true) }
    }

    /// All 65536 16-bit grey values round to the nearest 8-bit value, not truncate.
    func testSixteenBitScalingRoundsEveryValue() throws {
        let samples = (0...65535).map { UInt16($0) }
        let png = try PNG.encode(samples: packRows(samples, width: 256, height: 256, channels: 1, depth: 16),
                                 width: 256, height: 256, colorType: .grey, bitDepth: 16)
        let image = try PNG.decode(png)
        for v in 0...65535 {
            let expected = UInt8((Double(v) * 255 / 65535).rounded())
            let pixel = image[v % 256, v / 256]
            if pixel != Pixel(r: expected, g: expected, b: expected, a: 255) {
                XCTFail("16-bit grey \(v) decoded to \(pixel), expected \(expected)")
                return
            }
        }
    }

    /// A raw image, its PNG and the pixels a decoder must return.
    private func check(_ type: PNGColorType, depth: Int, transparency: Bool = false,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let width = 13, height = 11
        for interlaced in [false, true] {
            var rng = SplitMix(seed: UInt64(type.rawValue) << 16 | UInt64(depth) << 8 | (transparency ? 1 : 0))
            let maxValue = (1 << depth) - 1
            let channels = type.channels
            var palette: [UInt8] = []
            var trns: [UInt8] = []
            var entries = 0
            if type == .palette {
                entries = depth == 8 ? 200 : 1 << depth
                palette = (0..<(entries * 3)).map { _ in UInt8(rng.below(256)) }
                // Alphas for all but the last entry, which so keeps the implied 255.
                if transparency { trns = (0..<(entries - 1)).map { i in i == 0 ? 0 : UInt8(rng.below(256)) } }
            }
            var samples = (0..<(width * height * channels)).map { _ in
                UInt16(rng.below(type == .palette ? entries : maxValue + 1))
            }
            // A colour key must occur: it is the first pixel, repeated further on.
            if transparency && type != .palette {
                for pixel in [17, 40, 99] {
                    for c in 0..<channels { samples[pixel * channels + c] = samples[c] }
                }
                trns = (0..<channels).flatMap { c in [UInt8(samples[c] >> 8), UInt8(samples[c] & 0xFF)] }
            }

            let png = try PNG.encode(samples: packRows(samples, width: width, height: height, channels: channels, depth: depth),
                                     width: width, height: height, colorType: type, bitDepth: depth,
                                     interlaced: interlaced, palette: palette, transparency: trns)
            XCTAssertEqual(ihdrColorType(png), UInt8(type.rawValue), file: file, line: line)
            XCTAssertEqual(Int(ihdrBitDepth(png)), depth, file: file, line: line)
            XCTAssertEqual(ihdrInterlace(png), interlaced ? 1 : 0, file: file, line: line)
            XCTAssertEqual(chunks(of: png).contains { $0.type == "tRNS" }, transparency, file: file, line: line)

            let image = try PNG.decode(png)
            XCTAssertEqual(image.width, width, file: file, line: line)
            XCTAssertEqual(image.height, height, file: file, line: line)
            let key = Array(samples[0..<channels])
            for i in 0..<(width * height) {
                let s = Array(samples[(i * channels)..<((i + 1) * channels)])
                let expected: Pixel
                switch type {
                case .grey:
                    let g = to8(s[0], depth: depth)
                    expected = referencePixel(g, g, g, transparency && s == key ? 0 : 255)
                case .greyAlpha:
                    let g = to8(s[0], depth: depth)
                    expected = referencePixel(g, g, g, to8(s[1], depth: depth))
                case .rgb:
                    expected = referencePixel(to8(s[0], depth: depth), to8(s[1], depth: depth), to8(s[2], depth: depth),
                                              transparency && s == key ? 0 : 255)
                case .rgba:
                    expected = referencePixel(to8(s[0], depth: depth), to8(s[1], depth: depth),
                                              to8(s[2], depth: depth), to8(s[3], depth: depth))
                case .palette:
                    let index = Int(s[0])
                    expected = referencePixel(palette[3 * index], palette[3 * index + 1], palette[3 * index + 2],
                                              index < trns.count ? trns[index] : 255)
                }
                let actual = image[i % width, i / width]
                if actual != expected {
                    XCTFail("\(type) \(depth)-bit\(interlaced ? " interlaced" : "")\(transparency ? " with tRNS" : ""): "
                            + "pixel \(i % width),\(i / width) is \(actual), expected \(expected)", file: file, line: line)
                    return
                }
            }
        }
    }
}
