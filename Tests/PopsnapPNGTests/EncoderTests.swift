import XCTest
@testable import PopsnapPNG
import PopsnapRaster

/// What PNG.encode writes: colour type, chunks, determinism and compression settings.
final class EncoderTests: XCTestCase {
    func testOpaqueImageIsWrittenAsRGB() throws {
        let png = try PNG.encode(randomImage(width: 20, height: 10, seed: 1, opaque: true))
        XCTAssertEqual(ihdrColorType(png), 2)
        XCTAssertEqual(ihdrBitDepth(png), 8)
        XCTAssertEqual(ihdrInterlace(png), 0)
    }

    /// One translucent pixel anywhere makes RGBA, at both settings: first, in a row after rows equal to
    /// each other, and the very last pixel (the encoder finds it while converting, not in a pass before).
    func testTranslucentImageIsWrittenAsRGBA() throws {
        for (x, y) in [(0, 0), (7, 4), (19, 9)] {
            var image = try Image(width: 20, height: 10, fill: .white)
            image[x, y] = Pixel(r: 10, g: 10, b: 10, a: 254)
            for compression in [PNGCompression.fast, .smallest] {
                let png = try PNG.encode(image, compression: compression)
                XCTAssertEqual(ihdrColorType(png), 6, "(\(x), \(y)), \(compression)")
                XCTAssertEqual(ihdrBitDepth(png), 8)
                XCTAssertEqual(try PNG.decode(png), image)
            }
        }
    }

    func testChunksAreIHDRsRGBThenDataAndNoTimestamp() throws {
        let png = try PNG.encode(randomImage(width: 8, height: 8, seed: 2))
        let types = chunks(of: png).map(\.type)
        XCTAssertEqual(types.first, "IHDR")
        XCTAssertEqual(types.last, "IEND")
        XCTAssertTrue(types.contains("sRGB"))
        XCTAssertFalse(types.contains("tIME"))
        XCTAssertFalse(types.contains("tEXt"))
        let srgb = try XCTUnwrap(chunks(of: png).first { $0.type == "sRGB" })
        XCTAssertEqual(srgb.length, 1)
        XCTAssertEqual(png[srgb.dataOffset], 0, "perceptual rendering intent")
    }

    func testTwoEncodesGiveIdenticalBytes() throws {
        let image = try randomImage(width: 64, height: 48, seed: 3)
        for compression in [PNGCompression.fast, .smallest] {
            XCTAssertEqual(try PNG.encode(image, compression: compression), try PNG.encode(image, compression: compression))
        }
    }

    func testFastAndSmallestGiveTheSamePixelsAndSmallestIsNotLarger() throws {
        // Smooth gradients with a translucent band: content where filters and level matter.
        var image = try Image(width: 160, height: 120)
        for y in 0..<120 {
            for x in 0..<160 {
                let a: UInt8 = (40..<80).contains(y) ? 180 : 255
                image[x, y] = referencePixel(UInt8(x * 255 / 159), UInt8(y * 2), UInt8((x + y) % 256), a)
            }
        }
        let fast = try PNG.encode(image, compression: .fast)
        let smallest = try PNG.encode(image, compression: .smallest)
        XCTAssertEqual(try PNG.decode(fast), image)
        XCTAssertEqual(try PNG.decode(smallest), image)
        XCTAssertLessThanOrEqual(smallest.count, fast.count)
        XCTAssertNotEqual(smallest, fast)
    }

    func testEmptyImageIsRefusedNamingItsSize() throws {
        let image = try Image(width: 0, height: 5)
        XCTAssertThrowsError(try PNG.encode(image)) { error in
            guard case PNGError.encodingFailed(let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("0 x 5 px") && reason.contains("width"), reason)
        }
    }

    func testRawEncoderRefusesMismatchedSampleCount() {
        XCTAssertThrowsError(try PNG.encode(samples: [1, 2, 3], width: 2, height: 2, colorType: .grey, bitDepth: 8)) { error in
            XCTAssertTrue("\(error)".contains("sample data"), "\(error)")
        }
    }

    func testRawEncoderReportsInvalidBitDepthFromLibpng() {
        XCTAssertThrowsError(try PNG.encode(samples: [0, 0], width: 1, height: 1, colorType: .rgb, bitDepth: 4)) { error in
            guard case PNGError.encodingFailed(let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.lowercased().contains("bit depth"), reason)
        }
    }
}
