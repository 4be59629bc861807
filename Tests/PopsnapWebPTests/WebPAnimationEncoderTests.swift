import CWebP
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

    /// libwebp's lossy sub-frames keep the pixels that moved less than its quality's threshold since the
    /// frame before, so a slow fade would never arrive (measured on the 30-frame crossfade: a mean error of
    /// 48 a channel by the last frame). Every lossy frame is a key frame instead: whole, not blended.
    func testLossyFramesAreWholeSoASlowFadeArrives() throws {
        var frames: [[UInt8]] = []
        for step in 0..<24 {
            var frame: [UInt8] = []
            for p in 0..<(48 * 32) { frame += [UInt8(60 + 2 * step), UInt8(80 + p % 48), 120, 255] }
            frames.append(frame)
        }
        let bytes = try encode(frames, times: (0..<24).map { $0 * 10 }, end: 240, compression: .lossy(quality: 75))
        let riff = try XCTUnwrap(WebPRIFF(bytes))
        XCTAssertGreaterThan(riff.frames.count, 1)
        for frame in riff.frames {
            XCTAssertEqual([frame.x, frame.y, frame.width, frame.height], [0, 0, 48, 32])
            XCTAssertFalse(frame.blends)
        }
        // The last frame shown is near the last frame given.
        var decoder = try WebPAnimationDecoder(bytes)
        var last: [UInt8] = []
        while let frame = try decoder.next() { last = frame.straightRGBA }
        let reds = stride(from: 0, to: last.count, by: 4).map { Int(last[$0]) }
        XCTAssertLessThanOrEqual(abs(reds.reduce(0, +) / reds.count - (60 + 2 * 23)), 6)
    }

    /// libwebp assembles frames all stored as one as a still, which has no frame to read, no length and no
    /// loop count (a lossy animation's read-back then indexed past the frames); it stays an animation.
    func testFramesAllEqualAreAnAnimationOfOneFrame() throws {
        let a = WebPTestImages.box(step: 0)
        for compression in [WebPCompression.lossless, .lossy(quality: 50)] {
            let bytes = try encode([a, a, a], times: [0, 17, 33], end: 50, loopCount: 2, compression: compression)
            let riff = try XCTUnwrap(WebPRIFF(bytes), "\(compression)")
            XCTAssertEqual(Array(riff.tags.prefix(3)), ["VP8X", "ANIM", "ANMF"], "\(compression)")
            XCTAssertEqual(riff.loopCount, 2)
            XCTAssertEqual(riff.frames.map(\.duration), [50])
            var decoder = try WebPAnimationDecoder(bytes)
            XCTAssertEqual(decoder.frameCount, 1)
            XCTAssertEqual(try decoder.next()?.end, 50)
            XCTAssertNil(try decoder.next())
        }
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
