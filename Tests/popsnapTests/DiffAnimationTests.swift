import Foundation
import XCTest
import PopsnapTestSupport
import PopsnapPNG
import PopsnapRaster

/// `popsnap diff` on APNGs compares every frame, the frame count, the delays and the loop count.
final class DiffAnimationTests: TemporaryFolderTestCase {
    /// An opaque 8 x 8 grey frame; `mark` turns pixel (mark, mark) black.
    func frame(mark: Int? = nil) throws -> Image {
        var pixels = [UInt8](repeating: 0, count: 8 * 8 * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = 200; pixels[i + 1] = 200; pixels[i + 2] = 200; pixels[i + 3] = 255 }
        if let m = mark { pixels[(m * 8 + m) * 4] = 0; pixels[(m * 8 + m) * 4 + 1] = 0; pixels[(m * 8 + m) * 4 + 2] = 0 }
        return try Image(width: 8, height: 8, premultipliedRGBA: pixels)
    }

    @discardableResult
    func apng(_ name: String, _ frames: [Image], fps: UInt16 = 12, loopCount: Int = 0) throws -> String {
        let path = folder.appendingPathComponent(name).path
        let bytes = try APNG.encode(frames, options: APNGOptions(loopCount: loopCount, frameDelay: (1, fps)))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) }

    func testAnimationsThatShareTheirFirstFrameStillDiffer() throws {
        let a = try apng("a.apng", [frame(), frame(), frame()])
        let b = try apng("b.apng", [frame(), frame(mark: 2), frame(mark: 5)])
        let text = try RunPopsnap.run(["diff", a, b, "-o", "diff.png", "--side-by-side", "sbs.png"], in: folder)
        XCTAssertEqual(text.status, 1, text.out + text.err)
        XCTAssertEqual(text.out, """
            fail: 2 of 3 frames differ, the first frame 1; tolerance: no difference
              frame 1: 1 of 64 px differ (1.563%), in 1 x 1 px at (2, 2)
              frame 2: 1 of 64 px differ (1.563%), in 1 x 1 px at (5, 5)

            """)
        // -o holds the first differing frame's diff: its mark at (2, 2) in pixelmatch's red.
        let diff = try PNG.read(contentsOf: folder.appendingPathComponent("diff.png").path)
        XCTAssertEqual(diff[2, 2], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertNotEqual(diff[5, 5], Pixel(r: 255, g: 0, b: 0, a: 255), "frame 2's mark is not in frame 1's diff")
        XCTAssertEqual(try PNG.read(contentsOf: folder.appendingPathComponent("sbs.png").path).height, 8, "A | B | diff of one frame")

        let report = try RunPopsnap.run(["diff", a, b, "--json"], in: folder)
        XCTAssertEqual(report.status, 1)
        let j = try json(report.out)
        XCTAssertEqual(j["frames"] as? Int, 3)
        XCTAssertEqual(j["differentFrames"] as? Int, 2)
        XCTAssertEqual(j["firstDifferentFrame"] as? Int, 1)
        XCTAssertEqual(j["frameDifferentPixels"] as? [Int], [0, 1, 1])
        XCTAssertEqual(j["differentPixels"] as? Int, 2)
        XCTAssertEqual(j["totalPixels"] as? Int, 3 * 64)
        XCTAssertEqual(j["passed"] as? Bool, false)

        // The tolerance applies to each frame: one pixel a frame is within --max-diff-pixels 1.
        let within = try RunPopsnap.run(["diff", a, b, "--max-diff-pixels", "1"], in: folder)
        XCTAssertEqual(within.status, 0, within.out)
        XCTAssertTrue(within.out.hasPrefix("pass: 3 frames, none differs"), within.out)
    }

    func testDifferentFrameCountsFailWithoutADiffImage() throws {
        let a = try apng("a.apng", [frame(), frame(), frame()]), b = try apng("b.apng", [frame(), frame()])
        let r = try RunPopsnap.run(["diff", a, b, "-o", "diff.png", "--side-by-side", "sbs.png"], in: folder)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.out, "fail: the expected image has 3 frames and the actual 2 frames; record a new reference if the new length is intended\n")
        XCTAssertFalse(exists("diff.png"))
        XCTAssertFalse(exists("sbs.png"))
        let j = try json(try RunPopsnap.run(["diff", a, b, "--json"], in: folder).out)
        XCTAssertEqual((j["expected"] as? [String: Int])?["frames"], 3)
        XCTAssertEqual((j["actual"] as? [String: Int])?["frames"], 2)
        XCTAssertTrue(j["differentPixels"] is NSNull)
    }

    func testDelaysAndLoopCountsAreCompared() throws {
        let a = try apng("a.apng", [frame(), frame(mark: 1)])
        let slow = try apng("slow.apng", [frame(), frame(mark: 1)], fps: 10)
        let r = try RunPopsnap.run(["diff", a, slow], in: folder)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.out.hasPrefix("fail: 2 frames, none differs; 2 frames are shown for another time, the first frame 0: 0.0833 s expected, 0.1 s actual;"), r.out)
        let j = try json(try RunPopsnap.run(["diff", a, slow, "--json"], in: folder).out)
        XCTAssertEqual(j["differentDelays"] as? [Int], [0, 1])
        XCTAssertEqual(j["expectedDelays"] as? [Double], [1.0 / 12, 1.0 / 12])
        XCTAssertEqual(j["differentFrames"] as? Int, 0)

        let thrice = try apng("thrice.apng", [frame(), frame(mark: 1)], loopCount: 3)
        let loops = try RunPopsnap.run(["diff", a, thrice], in: folder)
        XCTAssertEqual(loops.status, 1)
        XCTAssertTrue(loops.out.contains("; it plays for ever expected, 3 times actual;"), loops.out)

        let same = try RunPopsnap.run(["diff", a, a, "-o", "diff.png"], in: folder)
        XCTAssertEqual(same.status, 0, same.out)
        XCTAssertTrue(same.out.hasPrefix("pass: 2 frames, none differs; tolerance:"), same.out)
        XCTAssertTrue(exists("diff.png"), "frame 0's diff when nothing differs, as for stills")
    }

    func testAPNGOfOneFrameEqualsThePNGOfItsPixels() throws {
        let png = folder.appendingPathComponent("still.png").path
        try Data(try PNG.encode(try frame(mark: 3))).write(to: URL(fileURLWithPath: png))
        let one = try apng("one.apng", [frame(mark: 3)])
        let r = try RunPopsnap.run(["diff", png, one, "--json"], in: folder)
        XCTAssertEqual(r.status, 0, r.out)
        let j = try json(r.out)
        XCTAssertEqual(j["frames"] as? Int, 1)
        XCTAssertTrue(j["expectedDelays"] is NSNull, "a PNG has no timing")
        let three = try apng("three.apng", [frame(mark: 3), frame(mark: 3), frame(mark: 3)])
        let longer = try RunPopsnap.run(["diff", png, three], in: folder)
        XCTAssertEqual(longer.status, 1)
        XCTAssertTrue(longer.out.hasPrefix("fail: the expected image has 1 frame and the actual 3 frames"), longer.out)
    }
}
