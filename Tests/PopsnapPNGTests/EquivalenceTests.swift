import XCTest
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport

/// One picture saved in several encodings decodes to the same pixels every time.
final class EquivalenceTests: XCTestCase {
    /// Greys with a few alphas: expressible as grey+alpha, palette+tRNS, 16-bit and interlaced.
    func testGreyImageDecodesTheSameFromEveryEncoding() throws {
        let width = 24, height = 17
        var rng = SplitMix(seed: 7)
        let alphas: [UInt8] = [0, 64, 128, 200, 255]
        // Up to 256 distinct (grey, alpha) pairs, so a palette can hold them.
        let greys = (0..<width * height).map { _ in UInt8(rng.below(48) * 5) }
        let alpha = (0..<width * height).map { _ in alphas[rng.below(alphas.count)] }
        var pairs: [UInt16: Int] = [:]
        var palette: [UInt8] = [], trns: [UInt8] = [], indices: [UInt16] = []
        for i in 0..<(width * height) {
            let pair = UInt16(greys[i]) << 8 | UInt16(alpha[i])
            let index = pairs[pair] ?? {
                pairs[pair] = pairs.count
                palette += [greys[i], greys[i], greys[i]]
                trns.append(alpha[i])
                return pairs.count - 1
            }()
            indices.append(UInt16(index))
        }
        XCTAssertLessThanOrEqual(pairs.count, 256)

        let ga8 = zip(greys, alpha).flatMap { [UInt16($0), UInt16($1)] }
        let ga16 = ga8.map { $0 * 257 }
        let rgba8 = zip(greys, alpha).flatMap { [UInt16($0), UInt16($0), UInt16($0), UInt16($1)] }
        let rgba16 = rgba8.map { $0 * 257 }
        func png(_ samples: [UInt16], _ type: PNGColorType, _ depth: Int, interlaced: Bool = false,
                 palette: [UInt8] = [], trns: [UInt8] = []) throws -> [UInt8] {
            try PNG.encode(samples: packRows(samples, width: width, height: height, channels: type.channels, depth: depth),
                           width: width, height: height, colorType: type, bitDepth: depth,
                           interlaced: interlaced, palette: palette, transparency: trns)
        }
        let reference = try PNG.decode(png(rgba8, .rgba, 8))
        let variants: [(String, [UInt8])] = [
            ("grey+alpha 8", try png(ga8, .greyAlpha, 8)),
            ("grey+alpha 16", try png(ga16, .greyAlpha, 16)),
            ("grey+alpha 8 interlaced", try png(ga8, .greyAlpha, 8, interlaced: true)),
            ("palette with tRNS", try png(indices, .palette, 8, palette: palette, trns: trns)),
            ("palette interlaced", try png(indices, .palette, 8, interlaced: true, palette: palette, trns: trns)),
            ("RGBA 16", try png(rgba16, .rgba, 16)),
            ("RGBA 16 interlaced", try png(rgba16, .rgba, 16, interlaced: true)),
            ("PNG.encode", try PNG.encode(reference)),
        ]
        for (name, bytes) in variants {
            XCTAssertEqual(try PNG.decode(bytes), reference, name)
        }
        XCTAssertEqual(reference[0, 0], referencePixel(greys[0], greys[0], greys[0], alpha[0]))
    }

    /// An opaque colour image: RGB, palette, 16-bit and interlaced agree.
    func testOpaqueColourImageDecodesTheSameFromEveryEncoding() throws {
        let width = 19, height = 9
        var rng = SplitMix(seed: 11)
        let palette = (0..<(16 * 3)).map { _ in UInt8(rng.below(256)) }
        let indices = (0..<(width * height)).map { _ in UInt16(rng.below(16)) }
        let rgb8 = indices.flatMap { i in (0..<3).map { UInt16(palette[Int(i) * 3 + $0]) } }
        func png(_ samples: [UInt16], _ type: PNGColorType, _ depth: Int, interlaced: Bool = false) throws -> [UInt8] {
            try PNG.encode(samples: packRows(samples, width: width, height: height, channels: type.channels, depth: depth),
                           width: width, height: height, colorType: type, bitDepth: depth, interlaced: interlaced,
                           palette: type == .palette ? palette : [])
        }
        let reference = try PNG.decode(png(rgb8, .rgb, 8))
        XCTAssertTrue(reference.isOpaque)
        XCTAssertEqual(try PNG.decode(png(indices, .palette, 4)), reference, "palette 4-bit")
        XCTAssertEqual(try PNG.decode(png(indices, .palette, 8, interlaced: true)), reference, "palette interlaced")
        XCTAssertEqual(try PNG.decode(png(rgb8.map { $0 * 257 }, .rgb, 16)), reference, "RGB 16")
        XCTAssertEqual(try PNG.decode(png(rgb8, .rgb, 8, interlaced: true)), reference, "RGB interlaced")
        XCTAssertEqual(try PNG.decode(PNG.encode(reference, compression: .smallest)), reference, "PNG.encode")
    }
}
