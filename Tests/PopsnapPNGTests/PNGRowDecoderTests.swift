import XCTest
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport

/// Rows decoded one at a time are the rows of the whole decode, for every colour type and depth.
final class PNGRowDecoderTests: XCTestCase {
    func rows(_ png: [UInt8]) throws -> [UInt8] {
        var out: [UInt8] = []
        var next = 0
        try PNG.decodeRows(png) { y, row in
            XCTAssertEqual(y, next)
            next += 1
            out += row
        }
        return out
    }

    func testRowsAreTheWholeDecodesForEveryColourTypeAndDepth() throws {
        var rng = SplitMix(seed: 5)
        let (width, height) = (13, 7)
        let cases: [(PNGColorType, Int)] = [(.grey, 1), (.grey, 4), (.grey, 16), (.rgb, 8), (.rgb, 16), (.palette, 2), (.palette, 8),
                                            (.greyAlpha, 8), (.greyAlpha, 16), (.rgba, 8), (.rgba, 16)]
        for (type, depth) in cases {
            for interlaced in [false, true] {
                let limit = type == .palette ? min(1 << depth, 4) : 1 << depth
                let samples = (0..<(width * height * type.channels)).map { _ in UInt16(rng.below(limit)) }
                // A translucent palette entry and an RGB tRNS key, so alpha comes from tRNS too.
                let palette: [UInt8] = type == .palette ? (0..<(limit * 3)).map { _ in UInt8(rng.below(256)) } : []
                let transparency: [UInt8] = type == .palette ? [255, 128, 0] : type == .rgb && depth == 8 ? [0, UInt8(samples[0]), 0, UInt8(samples[1]), 0, UInt8(samples[2])] : []
                let png = try PNG.encode(samples: packRows(samples, width: width, height: height, channels: type.channels, depth: depth),
                                         width: width, height: height, colorType: type, bitDepth: depth, interlaced: interlaced,
                                         palette: palette, transparency: transparency)
                XCTAssertEqual(try rows(png), try PNG.decode(png).pixels, "\(type) \(depth)-bit\(interlaced ? " interlaced" : "")")
            }
        }
    }

    func testADamagedFileFailsAsTheWholeDecodeFails() throws {
        let png = try PNG.encode(try Image(width: 40, height: 40), compression: .fast)
        let cut = Array(png.prefix(png.count - 20))
        XCTAssertThrowsError(try PNG.decode(cut))
        XCTAssertThrowsError(try rows(cut))
        XCTAssertThrowsError(try rows(Array("not a png".utf8)))
        XCTAssertThrowsError(try PNG.decodeRows(png, limits: ImageLimits(maxSide: 10)) { _, _ in XCTFail("no row of a refused image") })
    }
}
