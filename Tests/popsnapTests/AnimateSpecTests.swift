import Foundation
import XCTest
import PopsnapPNG
import PopsnapTestSupport

/// `popsnap animate` on a spec with an `animation` block makes exactly what `popsnap verify` checks,
/// options replace single fields of it, and options that contradict each other are refused.
final class AnimateSpecTests: TemporaryFolderTestCase {
    func snapshot(_ name: String) -> String { ReferenceImage.snapshots.appendingPathComponent(name).path }

    func assertSameAnimation(_ path: String, _ reference: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let made = try APNG.read(contentsOf: path), expected = try APNG.read(contentsOf: reference)
        XCTAssertEqual(made.frames.count, expected.frames.count, "frame count", file: file, line: line)
        XCTAssertEqual(made.frames.map(\.delay), expected.frames.map(\.delay), "delays", file: file, line: line)
        for (i, (a, b)) in zip(made.frames, expected.frames).enumerated() {
            // Not XCTAssertEqual: a failure would print millions of pixel values.
            XCTAssertTrue(a.image == b.image, "frame \(i)'s pixels differ", file: file, line: line)
        }
    }

    func testAnimateMakesTheReferencesThatVerifyChecks() throws {
        // hud-spin: a 12-frame spin at 2x (not a 19-frame crossfade); alert-appear: 7 frames at 15 fps.
        for name in ["hud-spin", "alert-appear"] {
            let r = try RunPopsnap.run(["animate", snapshot("\(name).json"), "-o", "x.apng"], in: folder)
            XCTAssertEqual(r.status, 0, r.err)
            try assertSameAnimation(folder.appendingPathComponent("x.apng").path, snapshot("\(name).apng"))
        }
        let spin = try APNG.read(contentsOf: snapshot("hud-spin.apng"))
        XCTAssertEqual(spin.frames.count, 12)
    }

    func testAnOptionReplacesOnlyItsFieldOfTheSpecsAnimation() throws {
        // --fps 6 keeps the spec's spin and its one second: a loop of 6 frames, each shown 1/6 s.
        let r = try RunPopsnap.run(["animate", snapshot("hud-spin.json"), "--fps", "6", "--scale", "1", "-o", "six.apng"], in: folder)
        XCTAssertEqual(r.status, 0, r.err)
        let six = try APNG.read(contentsOf: folder.appendingPathComponent("six.apng").path)
        XCTAssertEqual(six.frames.count, 6)
        for frame in six.frames { XCTAssertEqual(frame.delay, 1.0 / 6, accuracy: 1e-9) }
        // --transition replaces the spin and keeps the spec's 1 s at 12 fps: 13 frames of the HUD's entrance.
        let t = try RunPopsnap.run(["animate", snapshot("hud-spin.json"), "--transition", "appear", "--scale", "1", "-o", "appear.apng"], in: folder)
        XCTAssertEqual(t.status, 0, t.err)
        XCTAssertEqual(try APNG.read(contentsOf: folder.appendingPathComponent("appear.apng").path).frames.count, 13)
    }

    func testFromWithTransitionIsRefused() throws {
        let alert = snapshot("alert.json")
        let r = try RunPopsnap.run(["animate", alert, "--from", alert, "--transition", "appear", "-o", "x.apng"], in: folder)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "popsnap animate: --from and --transition cannot be used together\nRun 'popsnap animate --help' for usage.\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "nothing written")
    }
}

/// `verify` checks an animation's timing as well as its pixels, so the frames `animate` writes are the
/// only ones it accepts.
final class VerifyTimingTests: XCTestCase {
    func testAReferenceWithOtherDelaysFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-verify-timing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("hud-spin.json"), reference = folder.appendingPathComponent("hud-spin.apng")
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("hud-spin.json"), to: spec)
        // The reference's own frames, each shown for 1/10 s instead of the spec's 1/12.
        let frames = try APNG.read(contentsOf: ReferenceImage.snapshots.appendingPathComponent("hud-spin.apng").path).frames.map(\.image)
        try Data(try APNG.encode(frames, options: APNGOptions(frameDelay: (1, 10)))).write(to: reference)
        let before = try Data(contentsOf: reference)

        let r = try RunPopsnap.run(["verify", spec.path, "--record", "never"], in: folder)
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertTrue(r.err.contains("frame 0 of the reference \(reference.path) is shown for 0.1 s and the animation's frames for 0.08333333333333333 s (12.0 fps)"), r.err)
        XCTAssertEqual(try Data(contentsOf: reference), before, "the reference is untouched")
    }
}

extension AnimateSpecTests {
    /// A spec's own frame rate below the limit is bad input for `record`, named by its JSON path; nothing is written.
    func testRecordRefusesASpecFrameRateBelowTheLimit() throws {
        try Data(#"{"scale": 1, "popup": {"kind": "hud"}, "animation": {"transition": "spin", "fps": 0.01, "duration": 1}}"#.utf8)
            .write(to: folder.appendingPathComponent("slow.json"))
        let r = try RunPopsnap.run(["record", "slow.json", "--json"], in: folder)
        XCTAssertEqual(r.status, 2, r.err)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
        let result = (json["results"] as! [[String: Any]])[0]
        XCTAssertEqual(result["status"] as? String, "error")
        XCTAssertEqual(result["message"] as? String, "slow.json:1:83: animation.fps: expected a number from 0.1 to 240, found 0.01")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("slow.apng").path))
    }
}
