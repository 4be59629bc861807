import XCTest
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapFiles
import PopsnapTestSupport

/// Every broken APNG gives an error naming the problem, never a crash or a wrong animation.
///
/// The base file's chunks: 0 IHDR, 1 sRGB, 2 acTL, 3 fcTL (seq 0), 4 IDAT, 5 fcTL (1), 6 fdAT (2),
/// 7 fcTL (3), 8 fdAT (4), 9 fcTL (5), 10 fdAT (6), 11 IEND.
final class APNGMalformedTests: XCTestCase {
    private var good: [UInt8] = []
    private var list: [RawChunk] = []

    override func setUpWithError() throws {
        good = try APNG.encode(try movingBoxFrames(count: 4))
        list = rawChunks(of: good)
        XCTAssertEqual(list.map(\.type), ["IHDR", "sRGB", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        XCTAssertEqual(try APNG.decode(assemble(list)).frames.count, 4, "the unbroken file decodes")
    }

    /// The file with `edit` applied to its chunk list, CRCs recomputed.
    private func edited(_ edit: (inout [RawChunk]) -> Void) -> [UInt8] {
        var copy = list
        edit(&copy)
        return assemble(copy)
    }

    func testEveryTruncationIsAnError() {
        for length in 0..<good.count {
            XCTAssertThrowsError(try APNG.decode(Array(good.prefix(length))), "cut to \(length) bytes")
        }
        assertAPNGError(try APNG.decode(Array(good.prefix(good.count - 5))), "ends inside a chunk header", "truncated")
        let fdAT = chunks(of: good)[10]
        assertAPNGError(try APNG.decode(Array(good.prefix(fdAT.crcOffset))), "ends inside chunk fdAT at byte \(fdAT.offset)", "truncated")
        assertAPNGError(try APNG.decode(Array(good.prefix(good.count - 12))), "ends without IEND")
        assertAPNGError(try APNG.decode(Array(good.prefix(4))), "not a PNG", "shorter than the PNG signature")
        assertAPNGError(try APNG.decode([]), "not a PNG", "empty")
    }

    func testFlippedCRCIsNamed() {
        let fdAT = chunks(of: good)[6]
        var bytes = good
        bytes[fdAT.crcOffset + 2] ^= 0x10
        assertAPNGError(try APNG.decode(bytes), "chunk fdAT at byte \(fdAT.offset) has a wrong CRC")
        // A changed data byte is caught the same way.
        bytes = good
        bytes[fdAT.dataOffset + 9] ^= 0x01
        assertAPNGError(try APNG.decode(bytes), "fdAT", "wrong CRC")
        let acTL = chunks(of: good)[2]
        bytes = good
        bytes[acTL.crcOffset] ^= 0xFF
        assertAPNGError(try APNG.decode(bytes), "chunk acTL", "wrong CRC")
    }

    func testDuplicateSequenceNumber() {
        // Frame 2's fcTL repeats the number of the fdAT before it.
        assertAPNGError(try APNG.decode(edited { set(&$0[7], at: 0, to: 2) }), "fcTL sequence number 2, expected 3")
        // An fdAT repeating its fcTL's number.
        assertAPNGError(try APNG.decode(edited { set(&$0[8], at: 0, to: 3) }), "fdAT sequence number 3, expected 4")
    }

    func testGapAndRestartInSequenceNumbers() {
        assertAPNGError(try APNG.decode(edited { set(&$0[8], at: 0, to: 5) }), "fdAT sequence number 5, expected 4")
        assertAPNGError(try APNG.decode(edited { set(&$0[3], at: 0, to: 1) }), "fcTL sequence number 1, expected 0")
    }

    func testFdATBeforeItsFcTL() {
        assertAPNGError(try APNG.decode(edited { $0.swapAt(5, 6) }), "fdAT (sequence number 2)", "before its frame's fcTL")
        // Before the first IDAT.
        assertAPNGError(try APNG.decode(edited { $0.swapAt(4, 6) }), "fdAT (sequence number 2)", "before the first IDAT")
    }

    func testRegionOutsideTheCanvas() {
        // Frame 1's rectangle pushed to x = 60 on a 64 px wide canvas.
        assertAPNGError(try APNG.decode(edited { set(&$0[5], at: 12, to: 60) }), "frame 1's region", "at (60, 10)", "outside the 64 x 48 px canvas")
        assertAPNGError(try APNG.decode(edited { set(&$0[9], at: 8, to: 100) }), "frame 3's region", "outside")
        assertAPNGError(try APNG.decode(edited { set(&$0[7], at: 4, to: 0) }), "frame 2's region", "0 x")
        // Offsets near 2^32 must not wrap around.
        assertAPNGError(try APNG.decode(edited { set(&$0[5], at: 16, to: 0xFFFF_FFF0) }), "frame 1's region", "outside")
    }

    func testDefaultImageFrameMustCoverTheCanvas() {
        assertAPNGError(try APNG.decode(edited { set(&$0[3], at: 4, to: 60) }), "must cover the 64 x 48 px canvas")
    }

    func testFrameCountDifferentFromAcTL() {
        assertAPNGError(try APNG.decode(edited { set(&$0[2], at: 0, to: 5) }), "acTL declares 5 frames, but the file holds 4")
        assertAPNGError(try APNG.decode(edited { set(&$0[2], at: 0, to: 3) }), "acTL declares 3 frames", "more fcTL chunks")
        assertAPNGError(try APNG.decode(edited { set(&$0[2], at: 0, to: 0) }), "acTL declares 0 frames")
    }

    func testFrameLimitIsCheckedFirst() {
        XCTAssertThrowsError(try APNG.decode(good, maxFrames: 3)) { error in
            XCTAssertEqual(error as? PNGError, .tooManyFrames(count: 4, limit: 3))
        }
        // A hostile count is refused before anything is decoded.
        assertAPNGError(try APNG.decode(edited { set(&$0[2], at: 0, to: 0x7FFF_FFFF) }), "2147483647 frames", Remedy.raiseFrameLimit.inSwift)
        XCTAssertEqual(try APNG.decode(good, maxFrames: 4).frames.count, 4)
    }

    /// Found by the png fuzzer: many tiny frames on a large canvas, each decoded into a whole canvas.
    /// 900 one-pixel frames on 1024 x 1024 px, a 67 KB file, took 4 GB; 1,000 on the largest canvas
    /// allowed would take 256 GB. The frames' total is checked before any is decoded.
    func testFramesTimesCanvasBeyondTheLimit() throws {
        let canvas = 64 * 48 * 4
        XCTAssertThrowsError(try APNG.decode(good, maxTotalBytes: 4 * canvas - 1)) { error in
            XCTAssertEqual(error as? PNGError, .animationTooLarge(frames: 4, width: 64, height: 48, limit: 4 * canvas - 1))
            XCTAssertTrue("\(error)".contains("4 frames of 64 x 48 px"), "\(error)")
        }
        XCTAssertEqual(try APNG.decode(good, maxTotalBytes: 4 * canvas).frames.count, 4)
        // The largest canvas the default limits allow, with the most frames they allow, is refused by default.
        assertAPNGError(try APNG.decode(edited {
            set(&$0[0], at: 0, to: 16384)
            set(&$0[0], at: 4, to: 4096)
            set(&$0[2], at: 0, to: 1000)
        }), "1000 frames of 16384 x 4096 px", "beyond the limit of 2048 MiB", "read one frame at a time, in about 1024 MiB")
        // The frames read one at a time need no such limit.
        var reader = try APNGFrameReader(bytes: good)
        XCTAssertEqual(reader.frameCount, 4)
        XCTAssertNotNil(try reader.next())
    }

    /// Limits' messages carry their figures; words for raising them are the front end's (the CLI's flags),
    /// never a Swift parameter's name.
    func testLimitMessagesNameNoSwiftParameter() {
        let messages = [PNGError.tooManyFrames(count: 5, limit: 4), .animationTooLarge(frames: 211, width: 1179, height: 2556, limit: 2 << 30)]
            .map { "\($0)" }
        XCTAssertEqual(messages[1], "APNG declares 211 frames of 1179 x 2556 px, 2425 MiB decoded at once, beyond the limit of 2048 MiB; "
            + "read one frame at a time, in about 45 MiB")
        for message in messages {
            for name in ["maxFrames", "maxTotalBytes", "ImageLimits"] { XCTAssertFalse(message.contains(name), message) }
        }
    }

    func testCanvasBeyondTheLimits() {
        XCTAssertThrowsError(try APNG.decode(good, limits: ImageLimits(maxSide: 32))) { error in
            guard case .imageTooLarge(64, 48, _, nil) = error as? PNGError else { return XCTFail("\(error)") }
        }
        // 2^31 - 1 px square: refused from the header alone.
        assertAPNGError(try APNG.decode(edited { set(&$0[0], at: 0, to: 0x7FFF_FFFF); set(&$0[0], at: 4, to: 0x7FFF_FFFF) }),
                        "2147483647 x 2147483647", "beyond the limits")
    }

    func testChunkOrderErrors() {
        // acTL after the image data (with the first fcTL gone, so nothing else is out of place first).
        assertAPNGError(try APNG.decode(edited { let acTL = $0.remove(at: 2); $0.remove(at: 2); $0.insert(acTL, at: 3) }),
                        "acTL", "after the image data")
        // No acTL at all, but APNG chunks.
        assertAPNGError(try APNG.decode(edited { $0.remove(at: 2) }), "fcTL", "before any acTL")
        // Two acTL.
        assertAPNGError(try APNG.decode(edited { $0.insert($0[2], at: 2) }), "a second acTL")
        // IDAT not first after IHDR.
        assertAPNGError(try APNG.decode(edited { $0.swapAt(0, 1) }), "the first chunk is sRGB, not IHDR")
        // A second IDAT after the fdAT chunks.
        assertAPNGError(try APNG.decode(edited { $0.insert($0[4], at: 7) }), "IDAT", "after fdAT")
        // An fcTL with no data before the next fcTL.
        assertAPNGError(try APNG.decode(edited { $0.remove(at: 6); for i in 6..<$0.count where $0[i].type != "IEND" { set(&$0[i], at: 0, to: readBigEndian($0[i].data, 0) - 1) } }),
                        "frame 1", "no image data")
        // No IDAT.
        assertAPNGError(try APNG.decode(edited { $0.removeSubrange(3...10) }), "no IDAT")
    }

    func testMalformedChunkContents() {
        assertAPNGError(try APNG.decode(edited { $0[5].data.removeLast() }), "fcTL holds 25 bytes, not 26")
        assertAPNGError(try APNG.decode(edited { $0[2].data.append(0) }), "acTL holds 9 bytes, not 8")
        assertAPNGError(try APNG.decode(edited { $0[5].data[24] = 3 }), "dispose_op 3")
        assertAPNGError(try APNG.decode(edited { $0[5].data[25] = 2 }), "blend_op 2")
        assertAPNGError(try APNG.decode(edited { $0[6].data = [0, 0] }), "too short for a sequence number")
        assertAPNGError(try APNG.decode(edited { $0[0].data.removeLast() }), "IHDR holds 12 bytes")
    }

    /// Frame data that is not the zlib stream its rectangle needs fails in libpng, named by frame.
    func testBrokenFrameDataIsNamedByFrame() {
        assertAPNGError(try APNG.decode(edited { $0[8].data = Array($0[8].data.prefix(4)) + [1, 2, 3, 4, 5, 6] }),
                        "the image data of frame 2 (fcTL sequence number 3) does not decode")
        // A rectangle larger than its data (frame 1 grown by a row).
        assertAPNGError(try APNG.decode(edited { set(&$0[5], at: 8, to: readBigEndian($0[5].data, 8) + 1) }),
                        "image data of frame 1")
    }

    func testChunkLengthBeyondPNGsLimit() {
        var bytes = good
        let sRGB = chunks(of: good)[1]
        bytes.replaceSubrange(sRGB.offset..<(sRGB.offset + 4), with: [0x80, 0, 0, 0])
        assertAPNGError(try APNG.decode(bytes), "declares 2147483648 bytes")
    }

    /// Random byte damage anywhere: an error every time (or, where the damage is harmless, the frames).
    func testRandomDamageNeverCrashes() throws {
        var rng = SplitMix(seed: 42)
        for _ in 0..<300 {
            var bytes = good
            for _ in 0...rng.below(3) { bytes[rng.below(bytes.count)] ^= UInt8(1 + rng.below(255)) }
            _ = try? APNG.decode(bytes)
        }
        // The same damage with CRCs fixed reaches the structure checks and libpng.
        for _ in 0..<300 {
            var copy = list
            let i = rng.below(copy.count)
            if !copy[i].data.isEmpty { copy[i].data[rng.below(copy[i].data.count)] ^= UInt8(1 + rng.below(255)) }
            if let animation = try? APNG.decode(assemble(copy)) {
                // Harmless damage (e.g. in sRGB): whatever decodes is a whole animation.
                XCTAssertTrue(animation.frames.allSatisfy { $0.image.width == animation.width && $0.image.height == animation.height })
            }
        }
    }
}

/// `APNG.checkStructure` takes what `read` takes and refuses what it refuses before a pixel: a still, an
/// animation, and not a file cut short, with a flipped byte, or of text.
final class APNGStructureCheckTests: XCTestCase {
    func testTheStructureCheckTellsImagesFromOtherFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-structure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let animation = try APNG.encode(try movingBoxFrames(count: 4))
        var flipped = animation
        flipped[flipped.count / 2] ^= 0x01
        let files: [(String, [UInt8], Bool)] = [
            ("still.png", try PNG.encode(try movingBoxFrames(count: 1)[0]), true), ("moving.apng", animation, true),
            ("short.apng", Array(animation.prefix(animation.count - 12)), false), ("flipped.apng", flipped, false),
            ("notes.png", Array("my notes".utf8), false),
        ]
        for (name, bytes, isImage) in files {
            let path = folder.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            if isImage { XCTAssertNoThrow(try APNG.checkStructure(contentsOf: path), name) } else {
                XCTAssertThrowsError(try APNG.checkStructure(contentsOf: path), name) { XCTAssertTrue("\($0)".contains(path), "\($0)") }
            }
        }
    }
}
