import Foundation
import PopsnapFiles
import PopsnapGeometry
import XCTest
@testable import PopsnapWebP

/// Animations streamed by the muxer read back chunk by chunk and by libwebp's own animation decoder:
/// frames, their times, their rectangles, the loop count, and every pixel a player shows.
final class WebPAnimationMuxerTests: XCTestCase {
    /// `frames` (48 x 32 px unless told) given at `times`, each encoded against the one before, the last
    /// shown until `end`: the file's bytes, its frames, and the canvas after each frame as the muxer says a
    /// player shows it (each frame's `decoded()` pixels in its rectangle, over the canvas before).
    static func encode(_ frames: [[UInt8]], times: [Int], end: Int, loopCount: Int = 0, compression: WebPCompression = .lossless,
                       width: Int = 48, height: Int = 32) throws -> (bytes: [UInt8], stored: [WebPAnimationMuxer.StoredFrame], canvases: [[UInt8]]) {
        let path = NSTemporaryDirectory() + "muxer-\(UUID().uuidString).webp"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try AtomicFileStream(path: path)
        var muxer = try WebPAnimationMuxer(file: file, width: width, height: height, loopCount: loopCount)
        var canvases: [[UInt8]] = [], canvas = [UInt8](repeating: 0, count: width * height * 4)
        for (i, (frame, time)) in zip(frames, times).enumerated() {
            let encoded = try WebPAnimationFrame(straightRGBA: frame, after: i > 0 ? frames[i - 1] : nil, width: width, height: height,
                                                 compression: compression)
            try muxer.add(encoded, at: time)
            let decoded = try encoded.decoded()
            for row in 0..<encoded.height {
                let to = ((encoded.y + row) * width + encoded.x) * 4
                canvas.replaceSubrange(to..<(to + encoded.width * 4), with: decoded[(row * encoded.width * 4)..<((row + 1) * encoded.width * 4)])
            }
            canvases.append(canvas)
        }
        let stored = try muxer.finish(at: end)
        try file.commit()
        return (Array(try Data(contentsOf: URL(fileURLWithPath: path))), stored, canvases)
    }

    /// Every frame libwebp's animation decoder shows.
    static func decode(_ bytes: [UInt8]) throws -> [WebPAnimationDecoder.Frame] {
        var decoder = try WebPAnimationDecoder(bytes)
        var frames: [WebPAnimationDecoder.Frame] = []
        while let frame = try decoder.next() { frames.append(frame) }
        XCTAssertEqual(frames.count, decoder.frameCount)
        return frames
    }

    /// A transparent pixel's colour is no colour.
    static func visible(_ rgba: [UInt8]) -> [UInt8] {
        stride(from: 0, to: rgba.count, by: 4).flatMap { rgba[$0 + 3] == 0 ? [0, 0, 0, 0] : Array(rgba[$0..<$0 + 4]) }
    }

    func testFramesKeepTheirTimesAndARepeatedFrameIsShownLonger() throws {
        let a = WebPTestImages.box(step: 0), b = WebPTestImages.box(step: 3), c = WebPTestImages.box(step: 9)
        let (bytes, stored, _) = try Self.encode([a, b, b, b, c], times: [0, 17, 33, 40, 50], end: 67, loopCount: 3)
        let riff = try XCTUnwrap(WebPRIFF(bytes))
        XCTAssertEqual(riff.tags, ["VP8X", "ANIM", "ANMF", "ANMF", "ANMF"])
        XCTAssertEqual(riff.loopCount, 3)
        XCTAssertEqual(riff.frames.map(\.duration), [17, 33, 17])
        XCTAssertEqual(stored, [.init(frame: 0, milliseconds: 17), .init(frame: 1, milliseconds: 33), .init(frame: 4, milliseconds: 17)])
        // The first frame is the whole canvas; the others only what changed (the box moved right), not blended.
        XCTAssertEqual(riff.frames[0], .init(x: 0, y: 0, width: 48, height: 32, duration: 17, blends: false))
        XCTAssertEqual(riff.frames[1], .init(x: 8, y: 8, width: 19, height: 12, duration: 33, blends: false))
    }

    /// The file streams: 300 frames of a moving box read back, by libwebp's animation decoder, as the
    /// frames given, each for its time, and as the muxer's canvas said after each.
    func testAManyFrameAnimationReadsBackExactly() throws {
        let frames = (0..<300).map { WebPTestImages.box(width: 64, height: 40, step: $0 % 40) }
        let times = (0..<300).map { $0 * 10 }
        let (bytes, stored, canvases) = try Self.encode(frames, times: times, end: 3000, width: 64, height: 40)
        XCTAssertEqual(stored.count, 300)
        let decoded = try Self.decode(bytes)
        XCTAssertEqual(decoded.map(\.end), times.map { $0 + 10 })
        XCTAssertEqual(decoded.map { Self.visible($0.straightRGBA) }, frames.map(Self.visible))
        XCTAssertEqual(decoded.map(\.straightRGBA), canvases, "the canvas is what a player shows")
    }

    /// WebP stores a frame's corner halved: a change at an odd pixel is drawn from the even one before it,
    /// and the pixels it takes in are the frame's own.
    func testAChangeAtOddCoordinatesIsDrawnFromEvenOnes() throws {
        let a = WebPTestImages.box(step: 0)
        var b = a
        for (x, y) in [(5, 7), (9, 11)] { b.replaceSubrange((y * 48 + x) * 4..<(y * 48 + x) * 4 + 4, with: [1, 2, 3, 255]) }
        let (bytes, _, _) = try Self.encode([a, b], times: [0, 10], end: 20)
        let riff = try XCTUnwrap(WebPRIFF(bytes))
        XCTAssertEqual([riff.frames[1].x, riff.frames[1].y, riff.frames[1].width, riff.frames[1].height], [4, 6, 6, 6])
        XCTAssertEqual(try Self.decode(bytes).map { Self.visible($0.straightRGBA) }, [a, b].map(Self.visible))
    }

    /// The writer finds the rectangle on premultiplied frames and hands over only its crop: the corner goes to even
    /// pixels, and a crop at an odd corner is refused rather than stored a pixel off.
    func testACropIsPlacedAtEvenPixels() throws {
        XCTAssertEqual(WebPAnimationFrame.evenCornered(PixelRect(x: 5, y: 7, width: 5, height: 5)), PixelRect(x: 4, y: 6, width: 6, height: 6))
        XCTAssertEqual(WebPAnimationFrame.evenCornered(PixelRect(x: 4, y: 0, width: 3, height: 1)), PixelRect(x: 4, y: 0, width: 3, height: 1))
        let crop = [UInt8](repeating: 255, count: 6 * 6 * 4)
        let frame = try WebPAnimationFrame(straightRGBA: crop, x: 4, y: 6, width: 6, height: 6, compression: .lossless)
        XCTAssertEqual([frame.x, frame.y, frame.width, frame.height], [4, 6, 6, 6])
        XCTAssertThrowsError(try WebPAnimationFrame(straightRGBA: crop, x: 5, y: 6, width: 6, height: 6, compression: .lossless))
        XCTAssertThrowsError(try WebPAnimationFrame(straightRGBA: crop, x: 4, y: 6, width: 5, height: 6, compression: .lossless))
    }

    /// A frame replaces what it covers: a pixel that turns translucent or transparent is shown so, not
    /// blended over the one before; the file says it has alpha only when a frame has.
    func testAlphaIsReplacedNotBlended() throws {
        let a = WebPTestImages.box(step: 0, opaque: true)
        var b = a
        for x in 10..<20 { b.replaceSubrange((15 * 48 + x) * 4..<(15 * 48 + x) * 4 + 4, with: [9, 9, 9, UInt8(x * 10)]) }
        for compression in [WebPCompression.lossless, .lossy(quality: 90)] {
            let (bytes, _, canvases) = try Self.encode([a, b, a], times: [0, 10, 20], end: 30, compression: compression)
            XCTAssertEqual(bytes[20] & 0x10, 0x10, "\(compression): VP8X's alpha flag")
            let decoded = try Self.decode(bytes)
            XCTAssertEqual(decoded.map(\.straightRGBA), canvases, "\(compression)")
            let alphas = decoded.map { frame in (10..<20).map { frame.straightRGBA[(15 * 48 + $0) * 4 + 3] } }
            XCTAssertEqual(alphas, [Array(repeating: 255, count: 10), (10..<20).map { UInt8($0 * 10) }, Array(repeating: 255, count: 10)], "\(compression)")
            if compression == .lossless { XCTAssertEqual(decoded.map { Self.visible($0.straightRGBA) }, [a, b, a].map(Self.visible)) }
            let opaque = try Self.encode([a, a], times: [0, 10], end: 20, compression: compression).bytes
            XCTAssertEqual(opaque[20] & 0x10, 0, "\(compression): no alpha")
        }
    }

    /// A lossy frame is encoded from the frame given, not from what the one before decoded to, so a slow
    /// fade arrives (libwebp's animation encoder, on sub-frames, never got there).
    func testALossySlowFadeArrives() throws {
        var frames: [[UInt8]] = []
        for step in 0..<24 {
            var frame: [UInt8] = []
            for p in 0..<(48 * 32) { frame += [UInt8(60 + 2 * step), UInt8(80 + p % 48), 120, 255] }
            frames.append(frame)
        }
        let (bytes, _, canvases) = try Self.encode(frames, times: (0..<24).map { $0 * 10 }, end: 240, compression: .lossy(quality: 75))
        let decoded = try Self.decode(bytes)
        XCTAssertEqual(decoded.map(\.straightRGBA), canvases)
        let last = try XCTUnwrap(decoded.last).straightRGBA
        let reds = stride(from: 0, to: last.count, by: 4).map { Int(last[$0]) }
        XCTAssertLessThanOrEqual(abs(reds.reduce(0, +) / reds.count - (60 + 2 * 23)), 6)
    }

    func testFramesAllEqualAreAnAnimationOfOneFrame() throws {
        let a = WebPTestImages.box(step: 0)
        for compression in [WebPCompression.lossless, .lossy(quality: 50)] {
            let (bytes, stored, _) = try Self.encode([a, a, a], times: [0, 17, 33], end: 50, loopCount: 2, compression: compression)
            let riff = try XCTUnwrap(WebPRIFF(bytes), "\(compression)")
            XCTAssertEqual(riff.tags, ["VP8X", "ANIM", "ANMF"], "\(compression)")
            XCTAssertEqual(riff.loopCount, 2)
            XCTAssertEqual(stored, [.init(frame: 0, milliseconds: 50)])
            XCTAssertEqual(try Self.decode(bytes).map(\.end), [50])
        }
    }

    func testTheBytesAreTheSameEveryTime() throws {
        let frames = (0..<5).map { WebPTestImages.box(step: $0 * 2) }
        for compression in [WebPCompression.lossless, .lossy(quality: 60)] {
            XCTAssertEqual(try Self.encode(frames, times: [0, 10, 20, 30, 40], end: 50, compression: compression).bytes,
                           try Self.encode(frames, times: [0, 10, 20, 30, 40], end: 50, compression: compression).bytes, "\(compression)")
        }
    }

    func testMisuseIsRefused() throws {
        let a = WebPTestImages.box()
        let path = NSTemporaryDirectory() + "muxer-\(UUID().uuidString).webp"
        let file = try AtomicFileStream(path: path)
        defer { file.discard() }
        let whole = try WebPAnimationFrame(straightRGBA: a, after: nil, width: 48, height: 32, compression: .lossless)
        let repeated = try WebPAnimationFrame(straightRGBA: a, after: a, width: 48, height: 32, compression: .lossless)
        XCTAssertTrue(repeated.isRepeat)
        var first = try WebPAnimationMuxer(file: file, width: 48, height: 32, loopCount: 0)
        XCTAssertThrowsError(try first.add(repeated, at: 0)) { XCTAssertEqual(($0 as? WebPError).map { "\($0)" }?.contains("the first frame must cover the canvas"), true) }
        var muxer = try WebPAnimationMuxer(file: file, width: 48, height: 32, loopCount: 0)
        XCTAssertThrowsError(try muxer.finish(at: 0)) { XCTAssertEqual($0 as? WebPError, .encoderClosed) }
        try muxer.add(whole, at: 10)
        XCTAssertThrowsError(try muxer.add(repeated, at: 9)) { XCTAssertEqual($0 as? WebPError, .timeGoesBack(frame: 1, time: 9, previous: 10)) }
        XCTAssertThrowsError(try WebPAnimationFrame(straightRGBA: [0], after: nil, width: 48, height: 32, compression: .lossless)) {
            XCTAssertEqual($0 as? WebPError, .wrongPixelCount(count: 1, width: 48, height: 32))
        }
        XCTAssertThrowsError(try muxer.finish(at: 5)) { XCTAssertEqual($0 as? WebPError, .timeGoesBack(frame: 1, time: 5, previous: 10)) }
        for (width, loopCount, expected) in [(48, 65_536, WebPError.invalidLoopCount(65_536)), (16_384, 0, .unsupportedSize(width: 16_384, height: 32))] {
            do {
                _ = try WebPAnimationMuxer(file: file, width: width, height: 32, loopCount: loopCount)
                XCTFail("made a muxer for \(expected)")
            } catch { XCTAssertEqual(error, expected) }
        }
    }
}
