import XCTest
@testable import PopsnapPNG
import PopsnapRaster

/// An APNG read a frame at a time: what its chunks say comes before any pixel, the frames are the ones
/// `APNG.decode` keeps, and the digests it carries are believed only for the file as written.
final class APNGFrameReaderTests: XCTestCase {
    func testCountDelaysAndLoopsComeFromTheChunksBeforeAnyPixel() throws {
        let frames = try movingBoxFrames(count: 6)
        var list = rawChunks(of: try APNG.encode(frames, options: APNGOptions(loopCount: 3, frameDelay: (1, 12))))
        // The last frame's image data no longer inflates; its chunks are still sound.
        let last = try XCTUnwrap(list.lastIndex { $0.type == "fdAT" })
        list[last].data = Array(list[last].data.prefix(4)) + [1, 2, 3, 4, 5, 6]
        var reader = try APNGFrameReader(bytes: assemble(list))
        XCTAssertEqual(reader.frameCount, 6)
        XCTAssertEqual(reader.delays, [Double](repeating: 1.0 / 12, count: 6))
        XCTAssertEqual(reader.loopCount, 3)
        XCTAssertTrue(reader.isAnimated)
        for i in 0..<5 { XCTAssertEqual(try reader.next()?.image, frames[i]) }
        XCTAssertThrowsError(try reader.next()) { XCTAssertTrue("\($0)".contains("the image data of frame 5"), "\($0)") }
    }

    func testFramesAreDecodesAndFrameAtDecodesTheOnesBetween() throws {
        let frames = try movingBoxFrames(count: 7)
        let bytes = try APNG.encode(frames)
        var reader = try APNGFrameReader(bytes: bytes)
        XCTAssertEqual(try reader.frame(at: 4).image, frames[4], "frames 0 to 3 composed on the way")
        XCTAssertEqual(try reader.next()?.image, frames[5])
        XCTAssertEqual(reader.framesRead, 6)
        XCTAssertEqual(try reader.next()?.image, frames[6])
        XCTAssertNil(try reader.next())
        XCTAssertEqual(try APNG.decode(bytes).frames.map(\.image), frames)
    }

    func testAPlainPNGIsOneFrameWithoutTiming() throws {
        let image = try randomImage(width: 9, height: 5, seed: 3)
        var reader = try APNGFrameReader(bytes: try PNG.encodeWithDigest(image, compression: .fast))
        XCTAssertFalse(reader.isAnimated)
        XCTAssertEqual(reader.delays, [0])
        XCTAssertEqual(reader.digests, [PixelDigest(image)], "a still reference's digest")
        XCTAssertEqual(try reader.next()?.image, image)
        XCTAssertNil(try reader.next())
    }

    func testWrittenDigestsAreEachFramesAndTheFileOtherwiseUnchanged() throws {
        let frames = try movingBoxFrames(count: 5)
        let options = APNGOptions(frameDelay: (1, 30), digests: true)
        let bytes = try APNG.encode(frames, options: options)
        XCTAssertEqual(APNG.storedDigests(in: bytes, frameCount: 5), frames.map(PixelDigest.init))
        XCTAssertEqual(try APNGFrameReader(bytes: bytes).digests, frames.map(PixelDigest.init))
        XCTAssertEqual(try APNG.decode(bytes).frames.map(\.image), frames, "viewers and the decoder skip the chunk")
        XCTAssertNil(PNG.storedDigest(in: bytes), "a still's reader takes none of it")
        XCTAssertNil(try APNGFrameReader(bytes: try APNG.encode(frames)).digests, "not asked for, none written")

        // The writer streams the same bytes to disk.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-reader-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try APNGWriter(path: folder + "/a.apng", width: 64, height: 48, frameCount: 5, options: options)
        for frame in frames { try writer.append(frame) }
        try writer.finish()
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/a.apng"))), bytes)

        // Any other byte changed, or a chunk added, and the digests are not believed.
        var list = rawChunks(of: bytes)
        let fdAT = try XCTUnwrap(list.firstIndex { $0.type == "fdAT" })
        list[fdAT].data[list[fdAT].data.count - 1] ^= 1
        XCTAssertNil(APNG.storedDigests(in: assemble(list), frameCount: 5))
        var withText = rawChunks(of: bytes)
        withText.insert(RawChunk(type: "tEXt", data: Array("Comment\u{0}edited".utf8)), at: 1)
        XCTAssertNil(APNG.storedDigests(in: assemble(withText), frameCount: 5))
        XCTAssertNil(APNG.storedDigests(in: bytes, frameCount: 4), "for another number of frames")
    }

    func testAFramePreparedWithoutItsDigestIsRefused() throws {
        let frames = try movingBoxFrames(count: 2)
        let writerOptions = APNGOptions(digests: true)
        let prepared = try APNGPreparedFrame(frames[0], after: nil, index: 0, width: 64, height: 48, options: APNGOptions())
        var encoder = try APNGStreamEncoder(width: 64, height: 48, frameCount: 2, options: writerOptions)
        _ = encoder.header()
        XCTAssertThrowsError(try encoder.append(prepared)) { XCTAssertTrue("\($0)".contains("without its digest"), "\($0)") }
    }

    /// The hash of bytes given in pieces, as a file written frame by frame, is the hash of them all.
    func testXXH64InPiecesIsTheWholesHash() {
        let bytes = [UInt8]((0..<1000).map { UInt8(($0 * 37 + 11) % 256) })
        for cuts in [[0], [1], [31], [32], [33], [5, 40, 41, 100, 999], [64, 64, 96]] {
            var hasher = XXH64.Hasher(seed: 9)
            var start = 0
            for cut in cuts + [bytes.count] {
                hasher.update(Array(bytes[start..<max(start, cut)]))
                start = max(start, cut)
            }
            XCTAssertEqual(hasher.finalize(), XXH64.hash(bytes, seed: 9), "cut at \(cuts)")
        }
    }
}
