import XCTest
@testable import PopsnapWebP

/// Reading back what the animation muxer wrote: every frame the whole canvas as shown, with its end time.
final class WebPAnimationDecoderTests: XCTestCase {
    func testALosslessAnimationDecodesToTheFramesGivenShownForTheirTimes() throws {
        let a = WebPTestImages.box(step: 0), b = WebPTestImages.box(step: 3), c = WebPTestImages.box(step: 9)
        let bytes = try WebPAnimationMuxerTests.encode([a, b, b, c], times: [0, 17, 33, 50], end: 67).bytes
        var decoder = try WebPAnimationDecoder(bytes)
        XCTAssertEqual([decoder.width, decoder.height, decoder.frameCount], [48, 32, 3])
        var frames: [WebPAnimationDecoder.Frame] = []
        while let frame = try decoder.next() { frames.append(frame) }
        XCTAssertEqual(frames.map(\.end), [17, 50, 67], "the repeated frame is the one before shown longer")
        // Sub-frames drawn over the canvas give the frames back whole.
        XCTAssertEqual(frames.map { WebPAnimationMuxerTests.visible($0.straightRGBA) }, [a, b, c].map(WebPAnimationMuxerTests.visible))
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
