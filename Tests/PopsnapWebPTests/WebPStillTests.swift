import CWebP
import XCTest
@testable import PopsnapWebP

/// Stills read back by libwebp's decoder: lossless is every pixel, lossy within a measured distance.
final class WebPStillTests: XCTestCase {
    private func decode(_ bytes: [UInt8]) throws -> (rgba: [UInt8], width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        let decoded = try XCTUnwrap(bytes.withUnsafeBufferPointer { WebPDecodeRGBA($0.baseAddress, $0.count, &width, &height) })
        defer { WebPFree(decoded) }
        return (Array(UnsafeBufferPointer(start: decoded, count: Int(width * height * 4))), Int(width), Int(height))
    }

    /// Pixels equal where they show: under alpha 0 only the alpha counts (`WebPCompression.lossless`).
    private func visible(_ rgba: [UInt8]) -> [UInt8] {
        stride(from: 0, to: rgba.count, by: 4).flatMap { rgba[$0 + 3] == 0 ? [0, 0, 0, 0] : Array(rgba[$0..<$0 + 4]) }
    }

    func testLosslessKeepsEveryVisiblePixel() throws {
        let pixels = WebPTestImages.box()
        let bytes = try WebPStill.encode(straightRGBA: pixels, width: 48, height: 32)
        XCTAssertEqual(WebPRIFF(bytes)?.tags, ["VP8L"])
        let decoded = try decode(bytes)
        XCTAssertEqual([decoded.width, decoded.height], [48, 32])
        XCTAssertEqual(visible(decoded.rgba), visible(pixels))
    }

    /// Lossy moves colours and keeps alpha exactly (libwebp codes the alpha plane losslessly by default).
    /// Measured on this picture at quality 80: a mean channel error of 4.6, the largest 102 (at the red
    /// box's edge, where VP8's half-resolution chroma cannot follow); the bounds leave a margin.
    func testLossyStaysNearTheColoursAndKeepsAlpha() throws {
        let pixels = WebPTestImages.box()
        let bytes = try WebPStill.encode(straightRGBA: pixels, width: 48, height: 32, compression: .lossy(quality: 80))
        XCTAssertEqual(WebPRIFF(bytes)?.tags, ["VP8X", "ALPH", "VP8 "])
        let decoded = try decode(bytes).rgba
        var largest = 0, total = 0, channels = 0
        for i in stride(from: 0, to: pixels.count, by: 4) {
            XCTAssertEqual(decoded[i + 3], pixels[i + 3], "alpha at byte \(i)")
            guard pixels[i + 3] == 255 else { continue }
            for c in 0..<3 {
                let error = abs(Int(decoded[i + c]) - Int(pixels[i + c]))
                largest = max(largest, error)
                total += error
                channels += 1
            }
        }
        XCTAssertGreaterThan(largest, 0, "lossy changed nothing: not lossy")
        XCTAssertLessThanOrEqual(Double(total) / Double(channels), 6)
        XCTAssertLessThanOrEqual(largest, 128)
    }

    func testThreadsDoNotChangeTheBytes() throws {
        let pixels = WebPTestImages.box(width: 300, height: 200)
        for compression in [WebPCompression.lossless, .lossy(quality: 75)] {
            XCTAssertEqual(try WebPStill.encode(straightRGBA: pixels, width: 300, height: 200, compression: compression, threads: true),
                           try WebPStill.encode(straightRGBA: pixels, width: 300, height: 200, compression: compression, threads: false),
                           "\(compression)")
        }
    }

    func testSizesWebPCannotHoldAreRefusedBeforeEncoding() {
        XCTAssertThrowsError(try WebPStill.encode(straightRGBA: [], width: 16_384, height: 1)) {
            XCTAssertEqual($0 as? WebPError, .unsupportedSize(width: 16_384, height: 1))
            XCTAssertEqual("\($0)", "WebP holds from 1 to 16383 px a side; the image is 16384 x 1 px")
        }
        XCTAssertThrowsError(try WebPStill.encode(straightRGBA: [], width: 0, height: 5)) {
            XCTAssertEqual($0 as? WebPError, .unsupportedSize(width: 0, height: 5))
        }
        XCTAssertThrowsError(try WebPStill.encode(straightRGBA: [1, 2, 3], width: 1, height: 1)) {
            XCTAssertEqual($0 as? WebPError, .wrongPixelCount(count: 3, width: 1, height: 1))
        }
    }

    func testQualityIsZeroToAHundred() throws {
        XCTAssertEqual(try WebPCompression(quality: nil), .lossless)
        XCTAssertEqual(try WebPCompression(quality: 0), .lossy(quality: 0))
        XCTAssertEqual(try WebPCompression(quality: 100), .lossy(quality: 100))
        for bad in [-1, 101] {
            XCTAssertThrowsError(try WebPCompression(quality: bad)) { XCTAssertEqual($0 as? WebPError, .invalidQuality(bad)) }
        }
    }

    /// Each code's name is the header's for the same value, so a message can be looked up in encode.h.
    func testEncoderCodesAreNamedAsInTheHeader() {
        let header: [(WebPEncodingError, String)] = [
            (VP8_ENC_ERROR_OUT_OF_MEMORY, "VP8_ENC_ERROR_OUT_OF_MEMORY"), (VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY, "VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY"),
            (VP8_ENC_ERROR_NULL_PARAMETER, "VP8_ENC_ERROR_NULL_PARAMETER"), (VP8_ENC_ERROR_INVALID_CONFIGURATION, "VP8_ENC_ERROR_INVALID_CONFIGURATION"),
            (VP8_ENC_ERROR_BAD_DIMENSION, "VP8_ENC_ERROR_BAD_DIMENSION"), (VP8_ENC_ERROR_PARTITION0_OVERFLOW, "VP8_ENC_ERROR_PARTITION0_OVERFLOW"),
            (VP8_ENC_ERROR_PARTITION_OVERFLOW, "VP8_ENC_ERROR_PARTITION_OVERFLOW"), (VP8_ENC_ERROR_BAD_WRITE, "VP8_ENC_ERROR_BAD_WRITE"),
            (VP8_ENC_ERROR_FILE_TOO_BIG, "VP8_ENC_ERROR_FILE_TOO_BIG"), (VP8_ENC_ERROR_USER_ABORT, "VP8_ENC_ERROR_USER_ABORT"),
        ]
        for (code, name) in header { XCTAssertEqual(WebPEncoderCode(code).name, name) }
        XCTAssertEqual(WebPEncoderCode(VP8_ENC_ERROR_LAST), .unknown)
        XCTAssertEqual(Set(header.map { WebPEncoderCode($0.0) }).count, WebPEncoderCode.allCases.count - 1)
    }
}
