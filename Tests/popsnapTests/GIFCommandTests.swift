import Foundation
import XCTest
import PopsnapTestSupport

/// `popsnap animate -o x.gif` and `render -o x.gif` through the built binary, read back by an independent
/// decoder: Tests/Scripts/check_gif.py opens the GIF with Pillow and checks it frame by frame against the
/// same animation's PNG frames and the `--json` report. Without Pillow the tests skip, except in CI (`CI`
/// set), where a missing Pillow fails: .ci/run installs it.
final class GIFCommandTests: XCTestCase {
    private var folder: URL!
    private let alert = ReferenceImage.snapshots.appendingPathComponent("alert.json").path
    private let hud = ReferenceImage.snapshots.appendingPathComponent("hud.json").path
    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/check_gif.py").path

    override func setUpWithError() throws {
        try requireExhaustive()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-gif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { if let folder { try? FileManager.default.removeItem(at: folder) } }

    private static func python(_ arguments: [String]) throws -> (status: Int32, output: String) { try Python.run(arguments) }

    private func requirePillow() throws {
        guard try Self.python(["-c", "import PIL"]).status != 0 else { return }
        if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("CI must install Pillow (.ci/run) to read GIFs back"); return }
        throw XCTSkip("Pillow is not installed (apt-get install python3-pil): no independent decoder to read the GIF with")
    }

    /// Writes the GIF with --json and the same animation as a folder of PNGs, then has Pillow compare them.
    private func checkWithPillow(_ arguments: [String], name: String) throws -> [String: Any] {
        let gif = try RunPopsnap.run(["animate"] + arguments + ["-o", "\(name).gif", "--json"], in: folder)
        XCTAssertEqual(gif.status, 0, gif.err)
        try Data(gif.out.utf8).write(to: folder.appendingPathComponent("\(name).json"))
        // The same frames as PNGs: a folder has no loop count.
        var frameArguments = arguments
        if let loop = frameArguments.firstIndex(of: "--loop-count") { frameArguments.removeSubrange(loop...(loop + 1)) }
        let pngs = try RunPopsnap.run(["animate"] + frameArguments + ["-o", "\(name)/"], in: folder)
        XCTAssertEqual(pngs.status, 0, pngs.err)
        let path = { (file: String) in self.folder.appendingPathComponent(file).path }
        let (status, output) = try Self.python([Self.script, path("\(name).gif"), path(name), path("\(name).json")])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.hasSuffix(" passed, 0 failed\n"), output)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(gif.out.utf8)) as? [String: Any])
    }

    func testPillowReadsTheCrossfadeFrameByFrame() throws {
        try requirePillow()
        let report = try checkWithPillow([alert, "--transition", "crossfade", "--fps", "20", "--scale", "1"], name: "fade")
        XCTAssertEqual(report["frames"] as? Int, 7, "0.3 s at 20 fps")
        XCTAssertEqual(report["duration"] as? Double, 0.35, "7 frames of 5 cs")
        XCTAssertEqual(report["format"] as? String, "gif")
    }

    /// A frame rate that is no whole number is timed by its frames' true starts, as a WebP is: 31 frames at
    /// 29.97 fps last 1.0344 s, so 103 cs (APNG's per-frame delay of 33 ms would have made 102).
    func testAFractionalFrameRateKeepsItsTrueLength() throws {
        let args = ["animate", alert, "--transition", "crossfade", "--duration", "1", "--fps", "29.97", "--scale", "1", "--json", "-o"]
        let gif = try RunPopsnap.run(args + ["fade.gif"], in: folder), webp = try RunPopsnap.run(args + ["fade.webp"], in: folder)
        XCTAssertEqual(gif.status, 0, gif.err)
        let gifReport = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(gif.out.utf8)) as? [String: Any])
        let webpReport = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(webp.out.utf8)) as? [String: Any])
        XCTAssertEqual(gifReport["duration"] as? Double, 1.03)
        XCTAssertEqual(webpReport["duration"] as? Double, 1.034)
    }

    /// 60 fps would need 1 cs delays, which browsers play as 10: frames are left out, the total stays exact.
    func testSixtyFramesASecondKeepsTheTotalWithNoDelayUnder2Centiseconds() throws {
        try requirePillow()
        let report = try checkWithPillow([alert, "--transition", "appear", "--fps", "60", "--scale", "1"], name: "appear")
        let delays = try XCTUnwrap(report["delays"] as? [Double])
        XCTAssertTrue(delays.allSatisfy { $0 >= 0.02 }, "\(delays)")
        // 0.4 s at 60 fps is 25 frames of 1/60 s: 41.67 cs, written as 42.
        XCTAssertEqual(delays.reduce(0, +), 0.42, accuracy: 1e-9)
        XCTAssertEqual((report["sourceFrames"] as? [Int])?.last, 24, "the end state is shown")
    }

    /// A translucent screen: GIF's one bit of alpha, each frame whole over a cleared canvas; the loop count
    /// is stored as the repeats after the first play (Pillow's `loop`).
    func testTranslucentFramesAndTheLoopCount() throws {
        try requirePillow()
        _ = try checkWithPillow([hud, "--transition", "spin", "--fps", "12", "--scale", "1", "--background", "#FF000080", "--loop-count", "3"], name: "spin")
        let loop = try Self.python(["-c", "from PIL import Image; print(Image.open('\(folder.appendingPathComponent("spin.gif").path)').info['loop'])"])
        XCTAssertEqual(loop.output, "2\n")
    }

    func testTheBytesDoNotDependOnJobs() throws {
        var files: [Data] = []
        for jobs in ["1", "2", "4"] {
            let r = try RunPopsnap.run(["animate", alert, "--transition", "crossfade", "--fps", "30", "--scale", "1", "--jobs", jobs, "-o", "j\(jobs).gif"], in: folder)
            XCTAssertEqual(r.status, 0, r.err)
            files.append(try Data(contentsOf: folder.appendingPathComponent("j\(jobs).gif")))
        }
        XCTAssertEqual(files[0], files[1])
        XCTAssertEqual(files[0], files[2])
        XCTAssertEqual(files[0].prefix(6), Data("GIF89a".utf8))
    }

    func testRenderWritesAOneFrameGIF() throws {
        try requirePillow()
        for name in ["still.gif", "STILL.GIF"] {
            let r = try RunPopsnap.run(["render", alert, "--scale", "1", "-o", name], in: folder)
            XCTAssertEqual(r.status, 0, r.err)
        }
        XCTAssertEqual(try RunPopsnap.run(["render", alert, "--scale", "1", "-o", "still.png"], in: folder).status, 0)
        let path = { (file: String) in self.folder.appendingPathComponent(file).path }
        let script = """
        import sys
        from PIL import Image, ImageChops
        gif = Image.open(sys.argv[1]); png = Image.open(sys.argv[2]).convert("RGB")
        print(gif.format, getattr(gif, "n_frames", 1), max(high for _, high in ImageChops.difference(gif.convert("RGB"), png).getextrema()) <= 8)
        """
        let (_, output) = try Self.python(["-c", script, path("STILL.GIF"), path("still.png")])
        // The still alert at 1x has 412 colours: reduced by libimagequant, 6 levels off at most (measured).
        XCTAssertEqual(output, "GIF 1 True\n")
    }

    /// The GIF encoder's buffers (`AnimationWriter.gifEncoderBuffers`) are counted before any frame is drawn:
    /// a budget an APNG fits in refuses the GIF, with the figures, and writes nothing.
    func testTheEncodersBuffersAreInTheMemoryBudget() throws {
        let budget = ["animate", alert, "--transition", "crossfade", "--scale", "1", "--jobs", "1", "--max-memory", "10000000", "-o"]
        XCTAssertEqual(try RunPopsnap.run(budget + ["fits.apng"], in: folder).status, 0)
        let gif = try RunPopsnap.run(budget + ["refused.gif"], in: folder)
        XCTAssertEqual(gif.status, 2, gif.err)
        XCTAssertTrue(gif.err.contains("13 buffers of the 393 x 852 px canvas"), gif.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["fits.apng"])
    }

    func testBadInputWritesNothing() throws {
        let cases: [[String]] = [
            ["animate", alert, "--transition", "crossfade", "--dither", "-o", "x.apng"],
            ["animate", alert, "--transition", "crossfade", "--loop-count", "70000", "-o", "x.gif"],
            ["animate", alert, "--transition", "crossfade", "--fps", "0", "-o", "x.gif"],
            ["animate", alert, "--transition", "crossfade", "--scale", "1", "-o", "missing/x.gif"],
        ]
        for arguments in cases {
            let r = try RunPopsnap.run(arguments, in: folder)
            XCTAssertEqual(r.status, 2, "\(arguments): \(r.err)")
            XCTAssertFalse(r.err.isEmpty)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "no file, no temporary left")
    }
}
