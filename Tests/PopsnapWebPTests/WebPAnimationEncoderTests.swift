import XCTest
@testable import PopsnapWebP

/// The animation encoder's file read chunk by chunk: frames, their times, the loop count.
final class WebPAnimationEncoderTests: XCTestCase {
    private func encode(_ frames: [[UInt8]], times: [Int], end: Int, loopCount: Int = 0, compression: WebPCompression = .lossless,
                        threads: Bool = true) throws -> [UInt8] {
        var encoder = try WebPAnimationEncoder(width: 48, height: 32, compression: compression, loopCount: loopCount, threads: threads)
        for (frame, time) in zip(frames, times) { try encoder.add(straightRGBA: frame, at: time) }
        return try encoder.finish(at: end)
    }

    func testFramesKeepTheirTimesAndARepeatedFrameIsShownLonger() throws {
        let a = WebPTestImages.box(step: 0), b = WebPTestImages.box(step: 3), c = WebPTestImages.box(step: 9)
        let bytes = try encode([a, b, b, c], times: [0, 17, 33, 50], end: 67, loopCount: 3)
        let riff = try XCTUnwrap(WebPRIFF(bytes))
        XCTAssertEqual(riff.tags, ["VP8X", "ANIM", "ANMF", "ANMF", "ANMF"])
        XCTAssertEqual(riff.loopCount, 3)
        XCTAssertEqual(riff.frames.map(\.duration), [17, 33, 17])
        XCTAssertEqual(riff.frames.map(\.duration).reduce(0, +), 67)
        // The first frame is the whole canvas; the others only what changed (the box moved right).
        XCTAssertEqual(riff.frames[0], .init(x: 0, y: 0, width: 48, height: 32, duration: 17, blends: riff.frames[0].blends))
        XCTAssertLessThan(riff.frames[1].width * riff.frames[1].height, 48 * 32)
    }

    func testThreadsDoNotChangeTheBytes() throws {
        let frames = (0..<5).map { WebPTestImages.box(step: $0 * 2) }
        for compression in [WebPCompression.lossless, .lossy(quality: 60)] {
            XCTAssertEqual(try encode(frames, times: [0, 10, 20, 30, 40], end: 50, compression: compression, threads: true),
                           try encode(frames, times: [0, 10, 20, 30, 40], end: 50, compression: compression, threads: false), "\(compression)")
        }
    }

    func testMisuseIsRefused() throws {
        let a = WebPTestImages.box()
        var encoder = try WebPAnimationEncoder(width: 48, height: 32)
        XCTAssertThrowsError(try encoder.finish(at: 0)) { XCTAssertEqual($0 as? WebPError, .encoderClosed) }
        try encoder.add(straightRGBA: a, at: 10)
        XCTAssertThrowsError(try encoder.add(straightRGBA: a, at: 9)) { XCTAssertEqual($0 as? WebPError, .timeGoesBack(frame: 1, time: 9, previous: 10)) }
        XCTAssertThrowsError(try encoder.add(straightRGBA: [0], at: 20)) { XCTAssertEqual($0 as? WebPError, .wrongPixelCount(count: 1, width: 48, height: 32)) }
        XCTAssertThrowsError(try encoder.finish(at: 5)) { XCTAssertEqual($0 as? WebPError, .timeGoesBack(frame: 1, time: 5, previous: 10)) }
        _ = try encoder.finish(at: 20)
        XCTAssertThrowsError(try encoder.add(straightRGBA: a, at: 30)) { XCTAssertEqual($0 as? WebPError, .encoderClosed) }
        for (width, loopCount, expected) in [(48, 65_536, WebPError.invalidLoopCount(65_536)), (16_384, 0, .unsupportedSize(width: 16_384, height: 32))] {
            do {
                _ = try WebPAnimationEncoder(width: width, height: 32, loopCount: loopCount)
                XCTFail("made an encoder for \(expected)")
            } catch { XCTAssertEqual(error, expected) }
        }
    }
}
