import Foundation
import PopsnapTestSupport
import XCTest

/// `-o x.webp` through the CLI, read back by an independent decoder: Tests/Scripts/check_apng.py opens
/// the WebP with Pillow and compares every frame, its duration, the total and the loop count with the
/// PNG frames `animate` writes into a folder. Without Pillow the tests skip, except in CI, where it is
/// installed (.ci/run) and its absence fails.
final class WebPOutputTests: TemporaryFolderTestCase, ExhaustiveLayer {
    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/check_apng.py").path
    /// A small alert, so the script's pixel loops stay quick.
    private static let popup = ["--kind", "alert", "--title", "Saved", "--message", "Your changes are safe.", "--button", "OK",
                                "--size", "200x180", "--scale", "1"]
    private static let fade = ["animate", "--transition", "crossfade", "--duration", "0.3", "--fps", "30"] + popup

    private func requirePillow() throws {
        guard try Python.run(["-c", "from PIL import features; assert features.check('webp')"]).status != 0 else { return }
        if ProcessInfo.processInfo.environment["CI"] != nil { return XCTFail("CI has no Pillow with WebP; .ci/run installs it") }
        throw XCTSkip("Pillow with WebP is not installed (pip install pillow)")
    }

    private func popsnap(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try RunPopsnap.run(arguments, in: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Each of `count` frames at `fps` lasts from its start to the next, starts rounded to whole ms.
    private func frameMilliseconds(count: Int, fps: Double) -> String {
        let start = { (i: Int) -> Int in Int((Double(i) * 1000 / fps).rounded()) }
        return (0..<count).map { (i: Int) -> String in String(start(i + 1) - start(i)) }.joined(separator: ",")
    }

    private func check(_ file: String, _ extra: [String]) throws -> (status: Int32, output: String) {
        try Python.run([Self.script, path(file), "--frames", path("frames"), "--format", "WEBP"] + extra)
    }

    func testLosslessAnimationShowsEveryRenderedFrameForItsTime() throws {
        try requirePillow()
        XCTAssertEqual(try popsnap(Self.fade + ["-o", "frames/"]).status, 0)
        let run = try popsnap(Self.fade + ["-o", "fade.webp", "--loop-count", "2"])
        XCTAssertEqual(run.status, 0, run.err)
        // 0.3 s at 30 fps: 10 frames of 33 or 34 ms, 333 ms in all.
        let (status, output) = try check("fade.webp", ["--loop", "2", "--frame-ms", frameMilliseconds(count: 10, fps: 30)])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("ok     n_frames 10, runs of identical frames dumped 10 (of 10)"), output)
        XCTAssertTrue(output.contains("ok     total duration 333 ms, expected 333 ms"), output)
        XCTAssertTrue(output.hasSuffix("14 passed, 0 failed\n"), output)
    }

    /// The check is not vacuous: frames from another animation fail it.
    /// `--json` tells what the file holds, as Pillow reads it: the frames and each one's time (a frame equal
    /// to the one before is stored as that one shown longer, so fewer).
    func testTheJSONReportIsWhatPillowReads() throws {
        try requirePillow()
        for quality in [[], ["--quality", "75"]] {
            let run = try popsnap(["animate", "--transition", "crossfade", "--duration", "1", "--fps", "29"] + Self.popup + ["-o", "fade.webp", "--json"] + quality)
            XCTAssertEqual(run.status, 0, run.err)
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
            let read = try Python.run(["-c", """
                import sys, json
                from PIL import Image
                im = Image.open(sys.argv[1]); durations = []
                for i in range(im.n_frames):
                    im.seek(i); im.load(); durations.append(im.info["duration"])
                print(json.dumps(durations))
                """, path("fade.webp")])
            XCTAssertEqual(read.status, 0, read.output)
            let durations = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [Int])
            XCTAssertEqual(report["format"] as? String, "webp")
            XCTAssertEqual(report["frames"] as? Int, durations.count, "\(quality)")
            XCTAssertEqual((report["delays"] as? [Double])?.map { Int(($0 * 1000).rounded()) }, durations, "\(quality)")
            XCTAssertEqual(durations.reduce(0, +), 1000 + 1000 / 29, "the frames add up to the animation's length and its last frame's")
            XCTAssertEqual(report["bytes"] as? Int, try FileManager.default.attributesOfItem(atPath: path("fade.webp"))[.size] as? Int)
        }
    }

    func testTheCheckSeesAWrongFrame() throws {
        try requirePillow()
        XCTAssertEqual(try popsnap(Self.fade + ["-o", "frames/", "--curve", "linear"]).status, 0)
        XCTAssertEqual(try popsnap(Self.fade + ["-o", "fade.webp"]).status, 0)
        let (status, output) = try check("fade.webp", ["--frame-ms", frameMilliseconds(count: 10, fps: 30)])
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(output.contains("FAILED frame 1 (33 to 67 ms) at 33 ms against frame-0001.png"), output)
    }

    /// Measured: at quality 75 the crossfade's frames differ from the rendered ones by a mean of at most
    /// 2.1 per channel (the 30-frame crossfade at 3x) and 1.6 here; the bound leaves a margin. A frame
    /// equal to the one before is stored as that one shown longer, so the frame count may drop; the times
    /// still add up.
    func testLossyAnimationStaysNearTheRenderedFrames() throws {
        try requirePillow()
        XCTAssertEqual(try popsnap(Self.fade + ["-o", "frames/"]).status, 0)
        let run = try popsnap(Self.fade + ["-o", "fade.webp", "--quality", "75"])
        XCTAssertEqual(run.status, 0, run.err)
        let (status, output) = try check("fade.webp", ["--loop", "0", "--frame-ms", frameMilliseconds(count: 10, fps: 30), "--mean-tolerance", "3"])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("ok     total duration 333 ms, expected 333 ms"), output)
    }

    /// `--json` states every animation frame's colour error in a lossy WebP, and which file frame shows it;
    /// Tests/Scripts/check_webp_report.py measures the same from Pillow's decoding of the file. A translucent
    /// screen whose crossfade starts and ends slowly enough that a frame repeats the one before (58 file
    /// frames for 61: frame 3 is shown by frame 2), so frames shown by the one before are measured too.
    func testTheLossyFramesColourErrorsAreWhatPillowMeasures() throws {
        try requirePillow()
        let script = URL(fileURLWithPath: Self.script).deletingLastPathComponent().appendingPathComponent("check_webp_report.py").path
        let slow = ["animate", "--transition", "crossfade", "--duration", "1", "--fps", "60", "--kind", "alert", "--title", "Saved", "--message", "m",
                    "--button", "OK", "--size", "160x120", "--scale", "1", "--background", "#FF000080"]
        XCTAssertEqual(try popsnap(slow + ["-o", "frames/"]).status, 0)
        for quality in ["5", "90"] {
            let run = try popsnap(slow + ["-o", "slow.webp", "--quality", quality, "--json"])
            XCTAssertEqual(run.status, 0, run.err)
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
            let shown = try XCTUnwrap(report["frames"] as? Int)
            XCTAssertLessThan(shown, 61, "quality \(quality): some frames are shown by the one before")
            let errors = try XCTUnwrap(report["colorErrors"] as? [[String: Any]])
            XCTAssertEqual(errors.map { $0["frame"] as? Int }, Array(0...60), "one a frame of the animation")
            XCTAssertTrue(errors.contains { ($0["maximum"] as? Int ?? 0) > 0 }, "lossy")
            try Data(run.out.utf8).write(to: folder.appendingPathComponent("report.json"))
            let checked = try Python.run([script, path("slow.webp"), path("frames"), path("report.json")])
            XCTAssertEqual(checked.status, 0, checked.output)
            XCTAssertTrue(checked.output.hasSuffix("\(4 + 61 * 3) passed, 0 failed\n"), checked.output)
            XCTAssertTrue(checked.output.contains("largest alpha difference 0\n"), "libwebp keeps alpha exact: the colour error is the whole error")
        }
        // The check is not vacuous: a report one level off fails it.
        let run = try popsnap(slow + ["-o", "slow.webp", "--quality", "5", "--json"])
        try Data(run.out.replacingOccurrences(of: "\"frame\": 60, \"maximum\": ", with: "\"frame\": 60, \"maximum\": 1").utf8)
            .write(to: folder.appendingPathComponent("report.json"))
        let wrong = try Python.run([script, path("slow.webp"), path("frames"), path("report.json")])
        XCTAssertEqual(wrong.status, 1, wrong.output)
        XCTAssertTrue(wrong.output.contains("animation frame 60: largest difference "), wrong.output)
    }

    /// A lossless WebP reports no colour error: Pillow finds every frame exact, and the frames each shows.
    func testALosslessWebPIsExactAndSaysWhichFramesItShows() throws {
        try requirePillow()
        let script = URL(fileURLWithPath: Self.script).deletingLastPathComponent().appendingPathComponent("check_webp_report.py").path
        XCTAssertEqual(try popsnap(Self.fade + ["-o", "frames/"]).status, 0)
        let run = try popsnap(Self.fade + ["-o", "fade.webp", "--json"])
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertTrue(run.out.hasSuffix("\"sourceFrames\": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], \"colorErrors\": []}\n"), run.out)
        try Data(run.out.utf8).write(to: folder.appendingPathComponent("report.json"))
        let checked = try Python.run([script, path("fade.webp"), path("frames"), path("report.json")])
        XCTAssertEqual(checked.status, 0, checked.output)
        XCTAssertTrue(checked.output.hasSuffix("14 passed, 0 failed\n"), checked.output)
    }

    /// Frames all equal (a HUD's `progress`, which only shows where it stands, or a `spin` of a popup with
    /// nothing to turn) were assembled by libwebp's animation encoder as a still, and the lossy read-back indexed past its
    /// frames (exit 132, a temporary left): the file is a one-frame animation shown for the whole length.
    func testALossyWebPWhoseFramesAreAllOneIsWritten() throws {
        let hud = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots/hud.json").path
        // A progress shows its last frame after the 0.3 s, 4 frames in all; a spin loops, 3 frames.
        let runs = [("hud.webp", ["animate", hud, "--transition", "progress", "--scale", "1", "--quality", "80"], 4),
                    ("spin.webp", ["animate", "--transition", "spin", "--quality", "50"] + Self.popup, 3)]
        for (name, arguments, frames) in runs {
            let run = try popsnap(arguments + ["--duration", "0.3", "--fps", "10", "-o", name, "--json"])
            XCTAssertEqual(run.status, 0, run.err)
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], run.out)
            XCTAssertEqual(report["frames"] as? Int, 1, name)
            XCTAssertEqual(report["delays"] as? [Double], [Double(frames) / 10], "\(name): the one frame is shown for all the frames' time")
            XCTAssertEqual((report["colorErrors"] as? [Any])?.count, frames, "\(name): every frame measured against the one that shows it")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["hud.webp", "spin.webp"], "no temporary left")
    }

    func testRenderWritesAStillWebPForAnyCaseOfTheExtension() throws {
        try requirePillow()
        try FileManager.default.createDirectory(atPath: path("frames"), withIntermediateDirectories: false)
        XCTAssertEqual(try popsnap(["render"] + Self.popup + ["-o", "frames/frame-0000.png"]).status, 0)
        let run = try popsnap(["render"] + Self.popup + ["-o", "Alert.WEBP"])
        XCTAssertEqual(run.status, 0, run.err)
        let (status, output) = try check("Alert.WEBP", [])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("ok     frame 0: 200 x 180 RGBA pixels equal frame-0000.png"), output)
    }

    func testTheBytesDoNotDependOnJobs() throws {
        for quality in [[], ["--quality", "60"]] {
            var files: [Data] = []
            for jobs in ["1", "2", "4"] {
                let run = try popsnap(Self.fade + ["-o", "j\(jobs).webp", "--jobs", jobs] + quality)
                XCTAssertEqual(run.status, 0, run.err)
                files.append(try Data(contentsOf: folder.appendingPathComponent("j\(jobs).webp")))
            }
            XCTAssertEqual(Set(files).count, 1, "\(quality)")
            XCTAssertEqual(String(decoding: files[0].prefix(4), as: UTF8.self), "RIFF")
        }
    }

    /// Refusals exit 2 and write nothing.
    func testBadRequestsAreRefusedAndWriteNothing() throws {
        try Data("{}".utf8).write(to: folder.appendingPathComponent("input.json"))
        try FileManager.default.createSymbolicLink(atPath: path("link.webp"), withDestinationPath: "input.json")
        XCTAssertEqual(mkfifo(path("fifo"), 0o644), 0)
        let cases: [([String], String)] = [
            (["render"] + Self.popup + ["-o", "a.webp", "--quality", "101"], "--quality expects a whole number from 0 to 100, found \"101\""),
            (["render"] + Self.popup + ["-o", "a.png", "--quality", "50"], "--quality sets a lossy WebP's quality; -o a.png is not a .webp file"),
            (Self.fade + ["-o", "a.apng", "--quality", "50"], "--quality sets a lossy WebP's quality; -o a.apng is not a .webp file"),
            (Self.fade + ["-o", "a.webp", "--quality", "-1"], "--quality expects a whole number from 0 to 100"),
            (Self.fade + ["-o", "a.webp", "--at", "0.1", "--loop-count", "2"], "--loop-count sets how often an APNG, a GIF or a WebP plays"),
            (["render"] + Self.popup + ["--matrix", "-o", "out/", "--quality", "50"], "--quality sets a lossy WebP's quality; --matrix writes PNGs"),
            (["render", "input.json", "-o", "link.webp"], "input.json"),
            (Self.fade + ["-o", "fifo/a.webp"], "fifo/a.webp"),
            // 16384 px is a side Popsnap draws and WebP cannot hold.
            (["render", "--kind", "alert", "--title", "Wide", "--button", "OK", "--size", "16384x40", "--scale", "1", "-o", "wide.webp"],
             "WebP holds from 1 to 16383 px a side; the image is 16384 x 40 px"),
        ]
        for (arguments, message) in cases {
            let run = try popsnap(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.err)")
            XCTAssertTrue(run.err.contains(message), "\(arguments): \(run.err)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["fifo", "input.json", "link.webp"])
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("input.json"), encoding: .utf8), "{}")
    }

    /// The encoder's buffers are in the memory budget before anything is drawn: a limit a PNG or an APNG
    /// of the same popup fits is too small for its WebP (a 300 x 300 px canvas is 360,000 bytes a buffer).
    func testTheEncodersBuffersAreCountedInTheMemoryBudget() throws {
        let popup = Self.popup.map { $0 == "200x180" ? "300x300" : $0 }
        let still = ["render"] + popup + ["--max-memory", "2000000", "-o"]
        XCTAssertEqual(try popsnap(still + ["a.png"]).status, 0)
        let refusedStill = try popsnap(still + ["a.webp"])
        XCTAssertEqual(refusedStill.status, 2, refusedStill.err)
        XCTAssertTrue(refusedStill.err.contains("6 buffers of the 300 x 300 px canvas (4 for the encoder), more than the limit of 2000000 bytes"), refusedStill.err)
        let animation = ["animate", "--transition", "crossfade", "--duration", "0.1", "--fps", "10", "--jobs", "1"] + popup
            + ["--max-memory", "4000000", "-o"]
        XCTAssertEqual(try popsnap(animation + ["a.apng"]).status, 0)
        let refused = try popsnap(animation + ["a.webp"])
        XCTAssertEqual(refused.status, 2, refused.err)
        XCTAssertTrue(refused.err.contains("(3 frames in flight, 9 for the encoder), more than the limit of 4000000 bytes"), refused.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["a.apng", "a.png"])
    }

    /// The file streams frame by frame, so its encoder's memory does not grow with the frames: a limit that
    /// 10 frames fit, 240 fit (libwebp's animation encoder kept every frame until the last, counted at 2
    /// buffers each: 60 frames were refused at 20 MB, and a 120-frame screen of noise aborted under a 2 GB
    /// cap), and a limit too small for 10 is too small for 240 by the same count, naming the way out.
    func testTheEncodersMemoryDoesNotGrowWithTheFrames() throws {
        let popup = Self.popup.map { $0 == "200x180" ? "300x300" : $0 }
        let animation = ["animate", "--transition", "crossfade", "--duration", "1", "--jobs", "1"] + popup + ["-o", "a.webp"]
        for fps in ["10", "240"] {
            let run = try popsnap(animation + ["--fps", fps, "--max-memory", "20000000"])
            XCTAssertEqual(run.status, 0, "\(fps) fps: \(run.err)")
            let refused = try popsnap(animation + ["--fps", fps, "--max-memory", "4000000"])
            XCTAssertEqual(refused.status, 2, refused.err)
            XCTAssertTrue(refused.err.contains("(3 frames in flight, 9 for the encoder), more than the limit of 4000000 bytes"), refused.err)
            XCTAssertTrue(refused.err.contains("--max-memory"), refused.err)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["a.webp"], "no temporary left")
    }

    /// The file's sizes are written over its header at the end, which a device cannot take back: an
    /// animated WebP to one (our own null device, named x.webp) is refused before the first frame, where
    /// it would have left a header of size 0 in what read it. A still is written whole, as before.
    func testAnAnimationToADeviceIsRefusedBeforeItStarts() throws {
        try XCTSkipIf(mknod(path("null.webp"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) != 0, "making device nodes needs root")
        let refused = try popsnap(Self.fade + ["-o", "null.webp"])
        XCTAssertEqual(refused.status, 2, refused.err)
        XCTAssertTrue(refused.err.contains("null.webp: an animated WebP's sizes are written over its header at the end, which a FIFO or a device cannot take back; write it to a file"), refused.err)
        let still = try popsnap(["render"] + Self.popup + ["-o", "null.webp"])
        XCTAssertEqual(still.status, 0, still.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["null.webp"])
    }

    /// A folder named like a WebP holds frames, which are PNGs: a quality for them is refused.
    func testAQualityForAFolderOfFramesIsRefused() throws {
        try FileManager.default.createDirectory(atPath: path("frames.webp"), withIntermediateDirectories: false)
        let run = try popsnap(Self.fade + ["-o", "frames.webp", "--quality", "50"])
        XCTAssertEqual(run.status, 2, run.err)
        XCTAssertTrue(run.err.contains("a folder of frames is PNGs"), run.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("frames.webp")), [])
    }
}
