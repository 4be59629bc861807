import XCTest
@testable import PopsnapWebP

/// Reading back what the animation encoder wrote: every frame the whole canvas as shown, with its end time.
final class WebPAnimationDecoderTests: XCTestCase {
    func testALosslessAnimationDecodesToTheFramesGivenShownForTheirTimes() throws {
        let a = WebPTestImages.box(step: 0), b = WebPTestImages.box(step: 3), c = WebPTestImages.box(step: 9)
        var encoder = try WebPAnimationEncoder(width: 48, height: 32, compression: .lossless, loopCount: 0)
        for (frame, time) in zip([a, b, b, c], [0, 17, 33, 50]) { try encoder.add(straightRGBA: frame, at: time) }
        var decoder = try WebPAnimationDecoder(try encoder.finish(at: 67))
        XCTAssertEqual([decoder.width, decoder.height, decoder.frameCount], [48, 32, 3])
        var frames: [WebPAnimationDecoder.Frame] = []
        while let frame = try decoder.next() { frames.append(frame) }
        XCTAssertEqual(frames.map(\.end), [17, 50, 67], "the repeated frame is the one before shown longer")
        // Sub-frames drawn over the canvas give the frames back whole; a transparent pixel's colour is no colour.
        func visible(_ rgba: [UInt8]) -> [UInt8] {
            stride(from: 0, to: rgba.count, by: 4).flatMap { rgba[$0 + 3] == 0 ? [0, 0, 0, 0] : Array(rgba[$0..<$0 + 4]) }
        }
        XCTAssertEqual(frames.map { visible($0.straightRGBA) }, [a, b, c].map(visible))
        XCTAssertNil(try decoder.next())
    }

    func testBytesThatAreNoWebPAreRefused() {
        for bytes in [[], Array("RIFF\u{4}\0\0\0WEBP".utf8), Array(repeating: 0, count: 64)] as [[UInt8]] {
            do {
                _ = try WebPAnimationDecoder(bytes)
                XCTFail("decoded \(bytes.count) bytes")
            } catch { XCTAssertEqual(error, .decoderFailed(frame: nil)) }
        }
    }
}
