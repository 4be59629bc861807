import Foundation
import XCTest
import PopsnapTestSupport
import PopsnapPNG
import PopsnapRaster

/// `--ios` through the built binary, on every command that draws a spec: the look changes the system
/// alert's card (270 pt on iOS 18, 320 on 26), an unknown look is refused with both named and nothing
/// written, and an `ios` axis renders one file a look.
final class IOSCommandTests: TemporaryFolderTestCase, ExhaustiveLayer {
    private let alert = #"{"canvas": "iphone-se", "scale": 1, "popup": {"kind": "system-alert", "title": "Title", "message": "Message", "actions": ["OK"]}}"#

    private func cardWidth(_ args: [String]) throws -> Int? {
        let result = try RunPopsnap.run(["render", "--kind", "system-alert", "--title", "Title", "--button", "OK", "--device", "iphone-se", "--scale", "1",
                                         "--background", "#000000", "--content-size", "L"] + args + ["-o", "o.png"], in: folder)
        XCTAssertEqual(result.status, 0, result.err)
        guard result.status == 0 else { return nil }
        let image = try PNG.read(contentsOf: folder.appendingPathComponent("o.png").path)
        // The card is the run of bright pixels across the middle row.
        let y = image.height / 2
        return (0..<image.width).filter { image.pixels[(y * image.width + $0) * 4] > 100 }.count
    }

    func testRenderAndLayoutDrawTheLookAsked() throws {
        XCTAssertEqual(try cardWidth([]), 320)
        XCTAssertEqual(try cardWidth(["--ios", "18"]), 270)
        XCTAssertEqual(try cardWidth(["--ios", "26"]), 320)
        try write(alert, "a.json")
        let layout = try RunPopsnap.run(["layout", "a.json", "--ios", "18"], in: folder)
        XCTAssertEqual(layout.status, 0, layout.err)
        let card = try XCTUnwrap(layout.out.split(separator: "\n").first { $0.contains(#""path": "container","#) })
        XCTAssertTrue(card.contains(#""width": 270,"#), String(card))
    }

    func testAnUnknownLookIsRefusedByEveryCommand() throws {
        try write(alert, "a.json")
        for command in [["render", "a.json", "-o", "o.png"], ["layout", "a.json"], ["animate", "a.json", "-o", "o.apng"],
                        ["lint", "a.json"], ["verify", "a.json"], ["record", "a.json"]] {
            let result = try RunPopsnap.run(command + ["--ios", "17"], in: folder, environment: RunPopsnap.outsideCI)
            XCTAssertEqual(result.status, 2, "\(command): \(result.err)")
            XCTAssertTrue(result.err.contains(#"--ios expects 18 or 26, found "17""#), "\(command): \(result.err)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["a.json"], "nothing written")
    }

    /// One spec renders both looks: `render --matrix` writes a file a look, named after it.
    func testAnIOSAxisWritesOneFileALook() throws {
        try write(#"{"canvas": "iphone-se", "scale": 1, "variants": {"ios": [18, 26]}, "popup": {"kind": "system-alert", "title": "T", "actions": ["OK"]}}"#, "a.json")
        let result = try RunPopsnap.run(["render", "a.json", "--matrix", "-o", "out"], in: folder)
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted(), ["a.ios18.png", "a.ios26.png"])
        let slice = try RunPopsnap.run(["render", "a.json", "--variant", "ios=ios18", "-o", "one.png"], in: folder)
        XCTAssertEqual(slice.status, 0, slice.err)
    }

    /// verify and record draw in the look asked: a reference recorded in 26 fails when checked in 18, and
    /// the accept command says --ios 18, so it records what failed.
    func testVerifyChecksInTheLookAsked() throws {
        try write(alert, "a.json")
        XCTAssertEqual(try RunPopsnap.run(["record", "a.json"], in: folder, environment: RunPopsnap.outsideCI).status, 0)
        XCTAssertEqual(try RunPopsnap.run(["verify", "a.json"], in: folder, environment: RunPopsnap.outsideCI).status, 0)
        XCTAssertEqual(try RunPopsnap.run(["verify", "a.json", "--ios", "26"], in: folder, environment: RunPopsnap.outsideCI).status, 0)
        let old = try RunPopsnap.run(["verify", "a.json", "--ios", "18", "--json"], in: folder, environment: RunPopsnap.outsideCI)
        XCTAssertEqual(old.status, 1, old.err)
        XCTAssertTrue(old.out.contains("popsnap record a.json --ios 18"), old.out)
        let lint = try RunPopsnap.run(["lint", "a.json", "--ios", "18"], in: folder, environment: RunPopsnap.outsideCI)
        XCTAssertNotEqual(lint.status, 2, lint.err)
    }

    private func write(_ text: String, _ name: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
}
