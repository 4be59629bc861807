import PopsnapGeometry
import Foundation
import XCTest
import PopsnapPNG
import PopsnapTestSupport
import PopsnapRaster

/// `popsnap animate` through the built binary.
final class AnimateCommandTests: XCTestCase {
    var folder: URL!
    let alert = ReferenceImage.snapshots.appendingPathComponent("alert.json").path

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-animate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testFramesFolderHoldsEveryFrameAndEndsOnTheStill() throws {
        let result = try RunPopsnap.run(["animate", alert, "--transition", "crossfade", "--fps", "20", "--scale", "1", "-o", "frames/"], in: folder)
        XCTAssertEqual(result.status, 0, result.err)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path).sorted()
        XCTAssertEqual(files, (0...6).map { String(format: "frame-%04d.png", $0) }, "0.3 s at 20 fps: 7 frames")
        let still = try RunPopsnap.run(["render", alert, "--scale", "1", "-o", "still.png"], in: folder)
        XCTAssertEqual(still.status, 0)
        XCTAssertEqual(try PNG.read(contentsOf: folder.appendingPathComponent("frames/frame-0006.png").path),
                       try PNG.read(contentsOf: folder.appendingPathComponent("still.png").path))
    }

    func testAPNGHoldsTheSameFramesAsTheFolder() throws {
        let hud = ReferenceImage.snapshots.appendingPathComponent("hud.json").path
        for out in ["spin.apng", "spin/"] {
            // --loop-count is an APNG's alone: given for a folder it is an error, not ignored.
            let loop = out.hasSuffix(".apng") ? ["--loop-count", "3"] : []
            let r = try RunPopsnap.run(["animate", hud, "--transition", "spin", "--fps", "12", "--scale", "1", "-o", out] + loop, in: folder)
            XCTAssertEqual(r.status, 0, r.err)
        }
        let animation = try APNG.read(contentsOf: folder.appendingPathComponent("spin.apng").path)
        XCTAssertEqual(animation.frames.count, 12, "a one-second loop at 12 fps, the repeat of the first frame left out")
        XCTAssertEqual(animation.loopCount, 3)
        for (i, frame) in animation.frames.enumerated() {
            XCTAssertEqual(frame.delay, 1.0 / 12, accuracy: 1e-9)
            let png = try PNG.read(contentsOf: folder.appendingPathComponent(String(format: "spin/frame-%04d.png", i)).path)
            XCTAssertEqual(frame.image, png, "frame \(i)")
        }
        XCTAssertLessThan(animation.frames[1].region.width, 200, "after the first frame only the spinner's box is stored")
        XCTAssertEqual(try ihdrColorType(folder.appendingPathComponent("spin.apng").path), 2, "opaque frames are stored as RGB")
    }

    /// Over a translucent screen the frames have alpha: the APNG is RGBA and still holds the folder's frames;
    /// over an opaque one it is RGB (decided before the first frame, from the screen).
    func testAPNGColourTypeFollowsTheScreen() throws {
        let hud = ReferenceImage.snapshots.appendingPathComponent("hud.json").path
        for out in ["clear.apng", "clear/"] {
            let r = try RunPopsnap.run(["animate", hud, "--transition", "spin", "--fps", "4", "--scale", "1",
                                        "--background", "#FF000080", "-o", out], in: folder)
            XCTAssertEqual(r.status, 0, r.err)
        }
        XCTAssertEqual(try ihdrColorType(folder.appendingPathComponent("clear.apng").path), 6)
        let animation = try APNG.read(contentsOf: folder.appendingPathComponent("clear.apng").path)
        XCTAssertEqual(animation.frames.count, 4)
        for (i, frame) in animation.frames.enumerated() {
            let png = try PNG.read(contentsOf: folder.appendingPathComponent(String(format: "clear/frame-%04d.png", i)).path)
            XCTAssertEqual(frame.image, png, "frame \(i)")
            XCTAssertFalse(png.isOpaque, "frame \(i) shows the translucent screen")
        }
    }

    private func ihdrColorType(_ path: String) throws -> UInt8 {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        return bytes[bytes.startIndex + 25]  // signature 8, length 4, "IHDR" 4, width 4, height 4, bit depth 1
    }

    func testJobsDoNotChangeTheBytes() throws {
        for jobs in ["1", "2"] {
            let r = try RunPopsnap.run(["animate", alert, "--transition", "appear", "--fps", "10", "--scale", "1", "--jobs", jobs, "-o", "j\(jobs)/"], in: folder)
            XCTAssertEqual(r.status, 0, r.err)
        }
        let one = folder.appendingPathComponent("j1"), two = folder.appendingPathComponent("j2")
        let names = try FileManager.default.contentsOfDirectory(atPath: one.path).sorted()
        XCTAssertEqual(names.count, 5)
        for name in names {
            XCTAssertEqual(try Data(contentsOf: one.appendingPathComponent(name)), try Data(contentsOf: two.appendingPathComponent(name)), name)
        }
    }

    func testSingleFrameAndFilmstrip() throws {
        let at = try RunPopsnap.run(["animate", alert, "--transition", "appear", "--at", "0.4", "--scale", "1", "-o", "at.png"], in: folder)
        XCTAssertEqual(at.status, 0, at.err)
        let strip = try RunPopsnap.run(["animate", alert, "--transition", "appear", "--filmstrip", "4", "--scale", "1", "-o", "strip.png"], in: folder)
        XCTAssertEqual(strip.status, 0, strip.err)
        let image = try PNG.read(contentsOf: folder.appendingPathComponent("strip.png").path)
        XCTAssertEqual(image.width, 4 * (393 + 12) + 12, "four frames at one pixel a point, 12 px apart")
    }

    func testBadAnimationsExitTwoAndWriteNothing() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("full"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent("full/keep.txt"))
        let cases: [([String], String)] = [
            (["--duration", "0", "-o", "a/"], "duration"),
            (["--duration", "-1", "-o", "a/"], "duration"),
            (["--fps", "0", "-o", "a/"], "fps"),
            (["--duration", "30", "-o", "a/"], "more than the limit of 1000"),
            (["-o", "full/"], "exists and is not empty"),
            (["--transition", "wobble", "-o", "a/"], "--transition"),
            (["--at", "5", "-o", "a.png"], "--at"),
        ]
        for (args, expected) in cases {
            let result = try RunPopsnap.run(["animate", alert] + args, in: folder)
            XCTAssertEqual(result.status, 2, "\(args): \(result.err)")
            XCTAssertTrue(result.err.contains(expected), "\(args): \(result.err)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a").path), "\(args) left a folder")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.png").path))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("full").path), ["keep.txt"])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, ["full"], "no temporary folders left")
    }
}

extension AnimateCommandTests {
    /// A frame rate below what an APNG delay can hold is refused by name, not a crash of the writer.
    func testAFrameRateBelowTheLimitIsRefused() throws {
        let r = try RunPopsnap.run(["animate", alert, "--fps", "0.01", "--duration", "1", "--scale", "1", "-o", "slow.apng"], in: folder)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertEqual(r.err, "popsnap animate: fps: expected a frame rate from 0.1 to 240, found 0.01\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("slow.apng").path))
    }

    /// The largest filmstrip the option allows renders, its frames wrapped into rows no wider than an image may be.
    func testTheLargestFilmstripTheOptionAllowsWrapsIntoRows() throws {
        for n in [4, 64] {
            let r = try RunPopsnap.run(["animate", alert, "--transition", "appear", "--fps", "240", "--scale", "1", "--filmstrip", "\(n)", "-o", "strip\(n).png"], in: folder)
            XCTAssertEqual(r.status, 0, r.err)
        }
        let four = try PNG.read(contentsOf: folder.appendingPathComponent("strip4.png").path)
        let all = try PNG.read(contentsOf: folder.appendingPathComponent("strip64.png").path)
        XCTAssertLessThanOrEqual(all.width, 16384, "no wider than the widest image")
        XCTAssertGreaterThan(all.width, four.width * 8, "a row holds many frames")
        XCTAssertGreaterThan(all.height, four.height, "the rest go on another row")
    }
}
