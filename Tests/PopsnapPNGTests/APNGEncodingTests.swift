import XCTest
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapGeometry

/// What APNG.encode puts in the file: chunk order, sequence numbers, changed rectangles, delays, loops.
final class APNGEncodingTests: XCTestCase {
    func testChunkLayoutAndSequenceNumbers() throws {
        let bytes = try APNG.encode(try movingBoxFrames(count: 4))
        let list = rawChunks(of: bytes)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Every chunk's CRC, checked by the tests' own crc32.
        XCTAssertEqual(assemble(list), bytes)
        XCTAssertEqual(list.map(\.type), ["IHDR", "sRGB", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        XCTAssertEqual(ihdrColorType(bytes), 6)
        XCTAssertEqual(ihdrBitDepth(bytes), 8)
        XCTAssertEqual(ihdrInterlace(bytes), 0)
        // fcTL and fdAT share one sequence from 0.
        let sequence = list.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { readBigEndian($0.data, 0) }
        XCTAssertEqual(sequence, Array(0..<7))
        for control in fcTLs(of: bytes) {
            XCTAssertEqual(control.dispose, 0, "dispose NONE")
            XCTAssertEqual(control.blend, 0, "blend SOURCE")
        }
    }

    /// The rectangle stored for a frame where only the 10 x 10 box moved 3 px is the box's old
    /// and new places together: 13 x 10 at the old place.
    func testOnlyTheChangedRectangleIsStored() throws {
        let frames = try movingBoxFrames(count: 8, step: 3)
        let regions = fcTLs(of: try APNG.encode(frames)).map(\.region)
        XCTAssertEqual(regions[0], PixelRect(x: 0, y: 0, width: 64, height: 48), "frame 0 is whole")
        // Odd frames: only the translucent box moved (the opaque one moves on even frames).
        for i in stride(from: 1, to: 8, by: 2) {
            XCTAssertEqual(regions[i], PixelRect(x: boxX(i - 1), y: 10, width: 13, height: 10), "frame \(i)")
        }
        // Frame 2: both boxes moved, so the rectangle spans both. The opaque 6 x 6 box went from
        // y = 4 to 6: rows 4-5 and 10-11 changed; the translucent box's rows are 10-19.
        XCTAssertEqual(regions[2], PixelRect(x: boxX(1), y: 4, width: 46 - boxX(1), height: 16))
    }

    /// The changed rectangles make the file a small fraction of the frames stored whole.
    func testChangedRectanglesAreMuchSmallerThanWholeFrames() throws {
        let frames = try movingBoxFrames(count: 20, width: 200, height: 150, step: 5)
        let apng = try APNG.encode(frames).count
        let whole = try frames.reduce(0) { $0 + (try PNG.encode($1).count) }
        XCTAssertLessThan(apng * 10, whole, "APNG \(apng) bytes, whole frames \(whole) bytes")
        // The first frame is about a whole PNG; the other 19 add little.
        XCTAssertLessThan(apng, try PNG.encode(frames[0]).count * 3 / 2)
    }

    func testLoopCountAndDelaysAreInTheFile() throws {
        let frames = try movingBoxFrames(count: 3)
        let bytes = try APNG.encode(frames, options: APNGOptions(loopCount: 3, frameDelay: (1001, 30000)))
        let acTL = rawChunks(of: bytes).first { $0.type == "acTL" }!
        XCTAssertEqual(readBigEndian(acTL.data, 0), 3, "num_frames")
        XCTAssertEqual(readBigEndian(acTL.data, 4), 3, "num_plays")
        for control in fcTLs(of: bytes) {
            XCTAssertEqual(control.delayNumerator, 1001)
            XCTAssertEqual(control.delayDenominator, 30000)
        }
        let animation = try APNG.decode(bytes)
        XCTAssertEqual(animation.loopCount, 3)
        for frame in animation.frames { XCTAssertEqual(frame.delay, 1001.0 / 30000, accuracy: 1e-12) }

        let forever = try APNG.encode(frames)
        XCTAssertEqual(readBigEndian(rawChunks(of: forever).first { $0.type == "acTL" }!.data, 4), 0, "0 plays forever")
        XCTAssertEqual(try APNG.decode(forever).frames[1].delay, 1.0 / 60, accuracy: 1e-12, "the default is 60 fps")
    }

    /// The specification reads a zero denominator as hundredths.
    func testZeroDelayDenominatorMeansHundredths() throws {
        let bytes = try APNG.encode(try movingBoxFrames(count: 2), options: APNGOptions(frameDelay: (7, 0)))
        XCTAssertEqual(try APNG.decode(bytes).frames[1].delay, 0.07, accuracy: 1e-12)
    }

    func testOptionsOutOfRangeAreRefused() throws {
        let frames = try movingBoxFrames(count: 2)
        assertAPNGError(try APNG.encode(frames, options: APNGOptions(loopCount: -1)), "loopCount is -1")
        assertAPNGError(try APNG.encode(frames, options: APNGOptions(loopCount: 1 << 31)), "loopCount")
    }

    func testSameFramesGiveSameBytes() throws {
        let frames = try movingBoxFrames(count: 10)
        XCTAssertEqual(try APNG.encode(frames), try APNG.encode(frames))
        XCTAssertEqual(try APNG.encode(frames, options: APNGOptions(compression: .smallest)),
                       try APNG.encode(frames, options: APNGOptions(compression: .smallest)))
        // Equal frames rebuilt from scratch (other buffers) give the same bytes too.
        XCTAssertEqual(try APNG.encode(frames), try APNG.encode(try movingBoxFrames(count: 10)))
    }

    /// Frame data longer than a chunk's cap is split over several chunks, each with its own
    /// sequence number, and reads back whole.
    func testLongFrameDataIsSplitOverChunks() throws {
        let frames = [try randomImage(width: 700, height: 500, seed: 4), try randomImage(width: 700, height: 500, seed: 5)]
        let bytes = try APNG.encode(frames)
        let list = rawChunks(of: bytes)
        XCTAssertGreaterThan(list.filter { $0.type == "IDAT" }.count, 1)
        XCTAssertGreaterThan(list.filter { $0.type == "fdAT" }.count, 1)
        XCTAssertTrue(list.allSatisfy { $0.data.count <= 1 << 20 + 4 })
        XCTAssertEqual(try APNG.decode(bytes).frames.map(\.image), frames)
    }

    func testChangedRegionFindsSinglePixelsAtEveryCorner() throws {
        let base = try randomImage(width: 7, height: 5, seed: 9)
        XCTAssertNil(ChangedRegion.between(base, base))
        for (x, y) in [(0, 0), (6, 0), (0, 4), (6, 4), (3, 2)] {
            var changed = base
            changed[x, y] = Pixel(r: 1, g: 2, b: 3, a: 200)
            XCTAssertEqual(ChangedRegion.between(base, changed), PixelRect(x: x, y: y, width: 1, height: 1))
        }
        var two = base
        two[1, 3] = Pixel(r: 0, g: 0, b: 0, a: 0)
        two[5, 1] = Pixel(r: 0, g: 0, b: 0, a: 0)
        XCTAssertEqual(ChangedRegion.between(base, two), PixelRect(x: 1, y: 1, width: 5, height: 3))
    }
}
