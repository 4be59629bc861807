import Foundation
import XCTest
import PopsnapTestSupport
import PopsnapPNG
import PopsnapRaster

/// What a failing or missing snapshot leaves a user, through the built binary: text without doubled
/// words, an accept command that runs as printed (stills and animations), captioned side-by-side images,
/// the new render even when CI cannot record it, and only the latest run's artifacts of a spec.
final class VerifyFailureTests: TemporaryFolderTestCase, ExhaustiveLayer {
    let ci = ["CI": "true", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    func copy(_ name: String, as copy: String, reference: String?) throws {
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent(name + ".json"), to: folder.appendingPathComponent(copy + ".json"))
        if let reference {
            try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent(reference), to: folder.appendingPathComponent(copy + "." + (reference as NSString).pathExtension))
        }
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// A small spinner (12 frames of 80 x 80 px, quick to render) whose reference has one frame changed, so the
    /// animation fails at that frame.
    func spinWithFrameChanged(_ index: Int) throws {
        try Data(#"{"scale": 1, "canvas": {"width": 80, "height": 80}, "popup": {"kind": "hud"}, "animation": {"transition": "spin", "fps": 12, "duration": 1}}"#.utf8)
            .write(to: folder.appendingPathComponent("spin.json"))
        XCTAssertEqual(try RunPopsnap.run(["record", "spin.json"], in: folder, environment: ci).status, 0)
        var animation = try APNG.read(contentsOf: path("spin.apng"))
        XCTAssertEqual(animation.frames.count, 12)
        for x in 20..<40 { animation.frames[index].image[x, 70] = Pixel(r: 255, g: 0, b: 0, a: 255) }
        try FileManager.default.removeItem(atPath: path("spin.apng"))
        try APNG.write(animation.frames.map(\.image), to: path("spin.apng"), options: APNGOptions(frameDelay: (1, 12)))
    }

    /// The command after "accept the new image: " or "record the reference: ", run as printed (its words
    /// split as the shell would: these have no quotes).
    func runPrinted(_ err: String, _ label: String) throws -> (status: Int32, out: String, err: String) {
        let line = try XCTUnwrap(err.split(separator: "\n").first { $0.contains(label + ": popsnap ") }, err)
        let command = line.components(separatedBy: label + ": ")[1]
        XCTAssertFalse(command.contains("'"), "a command without quotes here: \(command)")
        let words = command.split(separator: " ").map(String.init)
        XCTAssertEqual(words.first, "popsnap")
        return try RunPopsnap.run(Array(words.dropFirst()), in: folder, environment: ci)
    }

    func testFailureTextSaysItOnceAndItsAcceptCommandRuns() throws {
        try copy("alert", as: "alert", reference: "alert-german.png")
        let r = try RunPopsnap.run(["verify", "alert.json"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertFalse(r.err.contains("fail:"), "the verdict once, on the status line: \(r.err)")
        XCTAssertTrue(r.err.hasPrefix("fail     alert.json\n         "), r.err)
        XCTAssertTrue(r.err.contains(" px differ ("), r.err)
        XCTAssertTrue(r.err.contains("\n         accept the new image: popsnap record alert.json\n"), r.err)
        let accepted = try runPrinted(r.err, "accept the new image")
        XCTAssertEqual(accepted.status, 0, accepted.err)
        XCTAssertEqual(try RunPopsnap.run(["verify", "alert.json"], in: folder, environment: ci).status, 0, "accepted")
    }

    func testAnAnimationsAcceptCommandRunsToo() throws {
        try spinWithFrameChanged(5)
        let r = try RunPopsnap.run(["verify", "spin.json", "--json"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertTrue(r.err.contains("\n         accept the new image: popsnap record spin.json\n"), r.err)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
        let result = (json["results"] as! [[String: Any]])[0]
        XCTAssertEqual(result["failingFrame"] as? Int, 5)
        XCTAssertEqual(result["accept"] as? String, "popsnap record spin.json")
        XCTAssertEqual(result["changedBounds"] as? [String: Int], ["x": 20, "y": 70, "width": 20, "height": 1])
        XCTAssertEqual(try runPrinted(r.err, "accept the new image").status, 0)
        XCTAssertEqual(try RunPopsnap.run(["verify", "spin.json"], in: folder, environment: ci).status, 0, "accepted")
    }

    func testAMissingReferenceInCILeavesTheNewRenderAsAnArtifact() throws {
        try copy("hud", as: "hud", reference: nil)
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("hud-spin.json"), to: folder.appendingPathComponent("spin.json"))
        let r = try RunPopsnap.run(["verify", ".", "--artifacts", "art", "--json"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertFalse(exists("hud.png") || exists("spin.apng"), "CI records nothing")
        XCTAssertEqual(try PNG.read(contentsOf: path("art/hud/actual.png")), try PNG.read(contentsOf: ReferenceImage.snapshots.appendingPathComponent("hud.png").path),
                       "the image recording would have written")
        XCTAssertEqual(try APNG.read(contentsOf: path("art/spin/actual.apng")).frames.map(\.image),
                       try APNG.read(contentsOf: ReferenceImage.snapshots.appendingPathComponent("hud-spin.apng").path).frames.map(\.image))
        XCTAssertTrue(r.err.contains("no reference at ./hud.png; the new image is art/hud/actual.png"), r.err)
        XCTAssertTrue(r.err.contains("record the reference: popsnap record ./hud.json"), r.err)
    }

    func testTheSideBySideImageIsCaptionedAndKeepsTheImagesExact() throws {
        try copy("alert", as: "alert", reference: "alert-german.png")
        XCTAssertEqual(try RunPopsnap.run(["verify", "alert.json", "--artifacts", "art"], in: folder, environment: ci).status, 1)
        let strip = try PNG.read(contentsOf: path("art/alert/side-by-side.png"))
        let expected = try PNG.read(contentsOf: path("art/alert/expected.png")), actual = try PNG.read(contentsOf: path("art/alert/actual.png"))
        let band = strip.height - expected.height
        XCTAssertEqual(strip.width, expected.width * 3)
        XCTAssertGreaterThan(band, 40, "a band of captions over the images")
        // Below the band, the images pixel for pixel.
        for (x, y) in [(0, 0), (500, 1000), (1178, 2555), (700, 1300)] {
            XCTAssertEqual(strip[x, band + y], expected[x, y])
            XCTAssertEqual(strip[expected.width + x, band + y], actual[x, y])
        }
        // In the band, dark letters centred over each image, and nothing dark elsewhere.
        for column in 0..<3 {
            var dark: [Int] = []
            for y in 0..<band {
                for x in column * expected.width..<(column + 1) * expected.width where strip[x, y].r < 128 { dark.append(x - column * expected.width) }
            }
            XCTAssertGreaterThan(dark.count, 200, "caption \(column) is drawn")
            let centre = (dark.min()! + dark.max()!) / 2
            XCTAssertLessThan(abs(centre - expected.width / 2), 8, "caption \(column) is centred over its image")
        }
        // The three captions are different words: reference, actual, diff.
        let widths = (0..<3).map { column in
            (0..<band).reduce(0) { sum, y in sum + (column * expected.width..<(column + 1) * expected.width).filter { strip[$0, y].r < 128 }.count }
        }
        XCTAssertEqual(Set(widths).count, 3, "\(widths)")
    }

    func testOldArtifactsOfASpecAreClearedAndNothingElse() throws {
        try copy("alert", as: "alert", reference: "alert-german.png")
        try spinWithFrameChanged(3)
        XCTAssertEqual(try RunPopsnap.run(["verify", ".", "--artifacts", "art"], in: folder, environment: ci).status, 1)
        for file in ["art/alert/side-by-side.png", "art/spin/side-by-side.png", "art/spin/frames/actual-0011.png"] {
            XCTAssertTrue(exists(file), file)
        }
        // A file of the user's in the spec's folder, and another folder of the artifacts, are not Popsnap's.
        try Data("notes".utf8).write(to: folder.appendingPathComponent("art/alert/notes.txt"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art/other"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: folder.appendingPathComponent("art/other/actual.png"))
        // The alert is fixed; checked again, its images go. The spinner is not checked, so its stay.
        XCTAssertEqual(try RunPopsnap.run(["record", "alert.json"], in: folder, environment: ci).status, 0)
        XCTAssertEqual(try RunPopsnap.run(["verify", "alert.json", "--artifacts", "art"], in: folder, environment: ci).status, 0)
        for file in ["expected.png", "actual.png", "diff.png", "side-by-side.png"] { XCTAssertFalse(exists("art/alert/" + file), file) }
        XCTAssertTrue(exists("art/alert/notes.txt"), "the user's file stays")
        XCTAssertTrue(exists("art/other/actual.png"), "another folder stays")
        XCTAssertTrue(exists("art/spin/frames/actual-0011.png"), "a spec not checked keeps its artifacts")
        // The spinner now fails at another frame: its folder holds that run's images only.
        try FileManager.default.removeItem(atPath: path("spin.apng"))
        try FileManager.default.removeItem(atPath: path("spin.json"))
        try spinWithFrameChanged(7)
        try Data("x".utf8).write(to: folder.appendingPathComponent("art/spin/frames/actual-0099.png"))
        XCTAssertEqual(try RunPopsnap.run(["verify", "spin.json", "--artifacts", "art"], in: folder, environment: ci).status, 1)
        XCTAssertEqual(try String(contentsOfFile: path("art/spin/frames/actual-0099.png"), encoding: .utf8), "x",
                       "named like a frame, but not in the manifest: not Popsnap's, so it stays")
        XCTAssertTrue(exists("art/spin/frames/actual-0011.png"))
        // Passing removes what the failure wrote, and the folders once they are empty.
        XCTAssertEqual(try RunPopsnap.run(["record", "spin.json"], in: folder, environment: ci).status, 0)
        XCTAssertEqual(try RunPopsnap.run(["verify", "spin.json", "--artifacts", "art"], in: folder, environment: ci).status, 0)
        XCTAssertEqual(try FolderTree(folder.appendingPathComponent("art/spin")).description, "frames, frames/actual-0099.png")
        try FileManager.default.removeItem(atPath: path("art/spin/frames/actual-0099.png"))
        try spinWithFrameChanged(5)
        XCTAssertEqual(try RunPopsnap.run(["verify", "spin.json", "--artifacts", "art"], in: folder, environment: ci).status, 1)
        XCTAssertEqual(try RunPopsnap.run(["record", "spin.json"], in: folder, environment: ci).status, 0)
        XCTAssertEqual(try RunPopsnap.run(["verify", "spin.json", "--artifacts", "art"], in: folder, environment: ci).status, 0)
        XCTAssertFalse(exists("art/spin"), "nothing left of the spinner's failure")
    }
}

extension VerifyFailureTests {
    /// Failing specs whose paths differ only in "/" and "_" keep separate artifacts.
    func testArtifactsOfDifferentSpecsDoNotCollide() throws {
        let spec = #"{"scale": 1, "canvas": {"width": 40, "height": 40}, "popup": {"kind": "hud"}}"#
        for name in ["x/a_b", "x/a/b"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(spec.utf8).write(to: folder.appendingPathComponent(name + ".json"))
            let r = try RunPopsnap.run(["render", "--kind", "hud", "--message", "other", "--scale", "1", "--size", "40x40", "-o", name + ".png"], in: folder)
            XCTAssertEqual(r.status, 0, r.err)
        }
        let r = try RunPopsnap.run(["verify", "x/a_b.json", "x/a/b.json", "--json", "--artifacts", "art", "--jobs", "1"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 1, r.err)
        let results = (try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any])["results"] as! [[String: Any]]
        XCTAssertEqual(results.map { $0["actual"] as? String }, ["art/x%2Fa_b/actual.png", "art/x%2Fa%2Fb/actual.png"], "each failure keeps its own images")
    }
}

extension VerifyFailureTests {
    /// A variant's accept command records what fails among its spec's variants, and nothing else.
    func testAVariantsAcceptCommandRecordsOnlyWhatFails() throws {
        try Data(#"{"scale": 1, "canvas": {"width": 60, "height": 60}, "popup": {"kind": "hud", "label": "Hi"}, "variants": {"appearances": ["light", "dark"]}}"#.utf8)
            .write(to: folder.appendingPathComponent("v.json"))
        XCTAssertEqual(try RunPopsnap.run(["record", "v.json"], in: folder, environment: ci).status, 0)
        let dark = try Data(contentsOf: folder.appendingPathComponent("v.dark.png"))
        try dark.write(to: folder.appendingPathComponent("v.light.png"))
        let r = try RunPopsnap.run(["verify", "v.json"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertTrue(r.err.hasPrefix("fail     v.json [light]\n"), r.err)
        XCTAssertTrue(r.err.contains("\n         accept the new image: popsnap record v.json --record failed\npass     v.json [dark]\n"), r.err)
        let accepted = try runPrinted(r.err, "accept the new image")
        XCTAssertEqual(accepted.status, 0, accepted.err)
        XCTAssertTrue(accepted.err.contains("recorded v.json [light]") && !accepted.err.contains("recorded v.json [dark]"), accepted.err)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("v.dark.png")), dark, "the passing variant's reference is untouched")
        XCTAssertEqual(try RunPopsnap.run(["verify", "v.json"], in: folder, environment: ci).status, 0)
    }
}
