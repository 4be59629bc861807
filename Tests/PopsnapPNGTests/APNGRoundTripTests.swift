import XCTest
@testable import PopsnapPNG
import PopsnapRaster
import PopsnapGeometry

/// Frames written by APNG.encode come back from APNG.decode exactly, premultiplied pixels included.
final class APNGRoundTripTests: XCTestCase {
    func testMovingBoxesWithTransparencyRoundTripExactly() throws {
        let frames = try movingBoxFrames(count: 12)
        XCTAssertFalse(frames[0].isOpaque)
        let animation = try APNG.decode(try APNG.encode(frames))
        XCTAssertEqual(animation.width, 64)
        XCTAssertEqual(animation.height, 48)
        XCTAssertEqual(animation.frames.count, 12)
        for (i, frame) in animation.frames.enumerated() {
            XCTAssertEqual(frame.image, frames[i], "frame \(i)")
            XCTAssertEqual(frame.dispose, .none)
            XCTAssertEqual(frame.blend, .source)
        }
    }

    func testSmallestCompressionRoundTripsToTheSamePixels() throws {
        let frames = try movingBoxFrames(count: 5)
        let fast = try APNG.encode(frames, options: APNGOptions(compression: .fast))
        let smallest = try APNG.encode(frames, options: APNGOptions(compression: .smallest))
        XCTAssertEqual(try APNG.decode(smallest).frames.map(\.image), frames)
        XCTAssertEqual(try APNG.decode(fast).frames.map(\.image), frames)
    }

    /// Every premultiplied value c <= a survives (un-premultiply then premultiply is the identity there).
    func testEveryPremultipliedValueSurvives() throws {
        var a = try Image(width: 256, height: 256), b = a
        for alpha in 0..<256 {
            for c in 0...alpha {
                a[c, alpha] = Pixel(r: UInt8(c), g: UInt8(alpha - c), b: UInt8(c / 2), a: UInt8(alpha))
                b[255 - c, alpha] = Pixel(r: UInt8(c / 3), g: UInt8(c), b: UInt8(alpha - c), a: UInt8(alpha))
            }
        }
        XCTAssertEqual(try APNG.decode(try APNG.encode([a, b, a])).frames.map(\.image), [a, b, a])
    }

    func testOpaqueOptionWritesRGBAndRoundTrips() throws {
        let frames = try movingBoxFrames(count: 6, opaque: true)
        let bytes = try APNG.encode(frames, options: APNGOptions(opaque: true))
        XCTAssertEqual(ihdrColorType(bytes), 2)
        XCTAssertEqual(ihdrBitDepth(bytes), 8)
        XCTAssertEqual(try APNG.decode(bytes).frames.map(\.image), frames)
        // Without the option the same frames are written as RGBA, and read back the same.
        XCTAssertEqual(ihdrColorType(try APNG.encode(frames)), 6)
        XCTAssertEqual(try APNG.decode(try APNG.encode(frames)).frames.map(\.image), frames)
    }

    func testOpaqueOptionRefusesATranslucentFrame() throws {
        var frames = try movingBoxFrames(count: 3, opaque: true)
        frames[2] = try movingBoxFrames(count: 3)[2]
        assertAPNGError(try APNG.encode(frames, options: APNGOptions(opaque: true)), "frame 2", "alpha below 255", "opaque")
    }

    func testUnchangedFramesAreStoredAsOnePixelAndRoundTrip() throws {
        let moving = try movingBoxFrames(count: 2)
        let frames = [moving[0], moving[0], moving[0], moving[1], moving[1]]
        let bytes = try APNG.encode(frames)
        let regions = fcTLs(of: bytes).map(\.region)
        let onePixel = PixelRect(x: 0, y: 0, width: 1, height: 1)
        XCTAssertEqual(regions[0], PixelRect(x: 0, y: 0, width: 64, height: 48))
        XCTAssertEqual(regions[1], onePixel)
        XCTAssertEqual(regions[2], onePixel)
        XCTAssertNotEqual(regions[3], onePixel)
        XCTAssertEqual(regions[4], onePixel)
        let animation = try APNG.decode(bytes)
        XCTAssertEqual(animation.frames.map(\.image), frames)
        XCTAssertEqual(animation.frames[1].region, onePixel)
    }

    func testOneFrameAnimation() throws {
        let image = try randomImage(width: 9, height: 7, seed: 3)
        let animation = try APNG.decode(try APNG.encode([image]))
        XCTAssertEqual(animation.frames.map(\.image), [image])
        XCTAssertEqual(acTLFrameCount(try APNG.encode([image])), 1)
    }

    func testOnePixelCanvas() throws {
        var a = try Image(width: 1, height: 1), b = a
        a[0, 0] = Pixel(r: 10, g: 20, b: 30, a: 40)
        b[0, 0] = Pixel(r: 0, g: 0, b: 0, a: 0)
        XCTAssertEqual(try APNG.decode(try APNG.encode([a, b, b, a])).frames.map(\.image), [a, b, b, a])
    }

    func testNoFramesIsRefused() {
        assertAPNGError(try APNG.encode([]), "at least one frame")
    }

    func testFramesOfDifferentSizesAreRefused() throws {
        let frames = [try Image(width: 4, height: 4), try Image(width: 4, height: 5)]
        assertAPNGError(try APNG.encode(frames), "frame 1 is 4 x 5 px", "4 x 4 px")
    }

    func testWriteAndReadAFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let frames = try movingBoxFrames(count: 4)
        try APNG.write(frames, to: folder + "/a.apng")
        XCTAssertEqual(try APNG.read(contentsOf: folder + "/a.apng").frames.map(\.image), frames)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["a.apng"])
        // A broken file's errors name it.
        try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: folder + "/bad.apng"))
        assertAPNGError(try APNG.read(contentsOf: folder + "/bad.apng"), folder + "/bad.apng: not a PNG")
    }

    private func acTLFrameCount(_ png: [UInt8]) -> UInt32 {
        readBigEndian(rawChunks(of: png).first { $0.type == "acTL" }!.data, 0)
    }
}
