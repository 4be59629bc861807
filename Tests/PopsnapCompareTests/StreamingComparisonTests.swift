import Foundation
import XCTest
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapCompare
import PopsnapGeometry

/// Animations are compared a frame pair at a time: two files whose frames together would not fit the
/// whole-file decoder's limit (1,000 frames on 740 x 740 px, 2 GiB) compare, and frames whose digests
/// agree are not decoded to be compared.
final class StreamingComparisonTests: XCTestCase {
    static let side = 740, frameCount = 1000

    /// A small file as the fuzzer found them: a grey canvas, then 999 one-pixel frames each storing a pixel
    /// of row 0; `changed` stores another colour there. Each frame carries a digest standing for its
    /// pixels (equal frames, equal values), as a recorded reference does.
    static func manyTinyFrames(changed: Int? = nil) throws -> [UInt8] {
        let canvas = try Image(width: side, height: side, fill: Color(red: 0.5, green: 0.5, blue: 0.5))
        let red = try Image(width: 1, height: 1, fill: Color(red: 1, green: 0, blue: 0)), blue = try Image(width: 1, height: 1, fill: Color(red: 0, green: 0, blue: 1))
        var out = pngSignature
        out.appendHeader(width: side, height: side, colorType: .rgba)
        out.appendChunk(.acTL, APNGAnimationControl(frameCount: UInt32(frameCount), playCount: 0).bytes)
        var sequence: UInt32 = 0
        func control(_ region: PixelRect) -> [UInt8] {
            defer { sequence += 1 }
            return APNGFrameControl(sequenceNumber: sequence, region: region, delayNumerator: 1, delayDenominator: 60, dispose: .none, blend: .source).bytes
        }
        out.appendChunk(.fcTL, control(canvas.bounds))
        out.appendChunk(.IDAT, try XCTUnwrap(try PNGImageData.compressed(canvas, rect: canvas.bounds, opaque: false, compression: .fast)))
        var digests = [PixelDigest(value: 0)]
        for i in 1..<frameCount {
            let pixel = i == changed ? blue : red
            out.appendChunk(.fcTL, control(PixelRect(x: i % side, y: 0, width: 1, height: 1)))
            var data: [UInt8] = []
            data.appendBigEndian(sequence)
            sequence += 1
            data += try XCTUnwrap(try PNGImageData.compressed(pixel, rect: pixel.bounds, opaque: false, compression: .fast))
            out.appendChunk(.fdAT, data)
            digests.append(PixelDigest(value: UInt64(i) << 1 | (i == changed ? 1 : 0)))
        }
        var written = XXH64.Hasher()
        written.update(out)
        var iend: [UInt8] = []
        iend.appendChunk(.IEND, [])
        return out + APNG.frameDigestsChunk(digests, written: written, iend: iend) + iend
    }

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-stream-\(UUID().uuidString)-\(name)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// `record` asks whether the file at a reference's name is an image before replacing it: one too large
    /// to decode whole still is (record then refused to write over the 1,000-frame animation it had made).
    func testAFileTooLargeToDecodeWholeIsStillAnImage() throws {
        let path = try write(try Self.manyTinyFrames(), "large.apng")
        XCTAssertNoThrow(try APNG.checkStructure(contentsOf: path))
        XCTAssertThrowsError(try APNG.read(contentsOf: path), "the whole-file decoder keeps its limit")
    }

    func testAnimationsBeyondTheWholeDecodeLimitCompareFrameByFrame() throws {
        let a = try write(Self.manyTinyFrames(), "a.apng"), b = try write(Self.manyTinyFrames(changed: 3), "b.apng")
        XCTAssertThrowsError(try APNG.read(contentsOf: a), "whole, the frames are beyond the decoder's limit")
        guard case let .animations(result) = try FileComparison.compare(a, b) else { return XCTFail("compared as stills") }
        XCTAssertEqual(result.frames.count, Self.frameCount)
        XCTAssertEqual(result.failingFrames, [3])
        XCTAssertEqual(result.shown?.frame, 3)
        XCTAssertEqual(result.frames[3].changedBounds, PixelRect(x: 3, y: 0, width: 1, height: 1))
        XCTAssertEqual(result.shown?.result.expected.pixel(x: 1, y: 0).r, 255, "frame 3 composed on frames 0 to 2")
        XCTAssertTrue(try FileComparison.compare(a, a).passed)
    }

    func testFrameCountsDifferBeforeAFrameIsDecoded() throws {
        // Three frames against one thousand: the counts differ, and no frame of either is decoded.
        let frames = (0..<3).map { _ in try! Image(width: Self.side, height: Self.side, fill: .white) }
        let a = try write(try APNG.encode(frames), "three.apng"), b = try write(Self.manyTinyFrames(), "many.apng")
        guard case let .animations(result) = try FileComparison.compare(a, b) else { return XCTFail("compared as stills") }
        XCTAssertEqual(result.error, .frameCounts(expected: 3, actual: Self.frameCount))
    }
}
