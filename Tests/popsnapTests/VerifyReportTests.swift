import Foundation
import XCTest
import PopsnapTestSupport
import PopsnapPNG
import PopsnapRaster

/// `verify --report`'s HTML page, through the built binary: the changed region zoomed in, images at full
/// size on a click, no blocky downscaling, and a frame scrubber that opens on the first failing frame.
final class VerifyReportTests: TemporaryFolderTestCase, ExhaustiveLayer {
    let ci = ["CI": "true"]

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// A still whose reference has a 30 x 20 px patch changed, and a spinner whose reference has a pixel of frame 6 changed.
    func failingSuite() throws -> (page: String, json: [[String: Any]]) {
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("alert.json"), to: folder.appendingPathComponent("alert.json"))
        var still = try PNG.read(contentsOf: ReferenceImage.snapshots.appendingPathComponent("alert.png").path)
        for y in 1200..<1220 { for x in 500..<530 { still[x, y] = Pixel(r: 255, g: 0, b: 0, a: 255) } }
        try PNG.write(still, to: path("alert.png"))
        // A small spinner, quick to render: 12 frames of 80 x 80 px.
        try Data(#"{"scale": 1, "canvas": {"width": 80, "height": 80}, "popup": {"kind": "hud"}, "animation": {"transition": "spin", "fps": 12, "duration": 1}}"#.utf8)
            .write(to: folder.appendingPathComponent("spin.json"))
        XCTAssertEqual(try RunPopsnap.run(["record", "spin.json"], in: folder, environment: ci).status, 0)
        var frames = try APNG.read(contentsOf: path("spin.apng")).frames.map(\.image)
        frames[6][30, 60] = Pixel(r: 255, g: 0, b: 0, a: 255)
        try FileManager.default.removeItem(atPath: path("spin.apng"))
        try APNG.write(frames, to: path("spin.apng"), options: APNGOptions(frameDelay: (1, 12)))
        let r = try RunPopsnap.run(["verify", ".", "--report", "report.html", "--json", "--artifacts", "art"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 1, r.err)
        let json = (try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any])["results"] as! [[String: Any]]
        return (try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8), json)
    }

    func testTheChangedRegionIsZoomedIn() throws {
        let (page, json) = try failingSuite()
        XCTAssertEqual(json[0]["changedBounds"] as? [String: Int], ["x": 500, "y": 1200, "width": 30, "height": 20])
        XCTAssertTrue(page.contains("<div class=\"zoom views\" data-region=\"500,1200,30,20\">"), "the still's region")
        XCTAssertTrue(page.contains("<div class=\"zoom views\" data-region=\"30,60,1,1\">"), "the failing frame's region")
        // 30 x 20 px with an 8 px margin is 46 x 36 px, magnified 300 / 46 times, the crop's corner at the origin.
        XCTAssertTrue(page.contains("width: 300px; height: 235px"), "the box: 36 px times 6.522")
        XCTAssertTrue(page.contains("transform: translate(-3208.696px, -7773.913px) scale(6.522); image-rendering: pixelated"),
                      "the crop from (492, 1192), magnified with square pixels")
        XCTAssertEqual(page.components(separatedBy: "changed region 30 x 20 px at (500, 1200)").count - 1, 3, "expected, actual and diff")
    }

    func testImagesAreSmoothWhenReducedAndOpenAtFullSizeOnAClick() throws {
        let (page, _) = try failingSuite()
        XCTAssertTrue(page.contains("img { max-height: 420px; border: 1px solid #d1d1d6; image-rendering: auto;"), "reduced images are averaged, not blocky")
        for rule in page.components(separatedBy: "image-rendering: pixelated").dropLast() {
            XCTAssertTrue(rule.hasSuffix("; ") && rule.components(separatedBy: "transform: translate(").count > 1, "pixelated only in a magnifying zoom")
            let scale = Double(rule.components(separatedBy: "scale(").last!.components(separatedBy: ")").first!)!
            XCTAssertGreaterThanOrEqual(scale, 1, "pixelated only when magnified")
        }
        XCTAssertTrue(page.contains("img.full { max-height: none;"), "a click shows the image at its own size")
        let shots = page.components(separatedBy: " class=\"shot\" ").count - 1
        XCTAssertEqual(shots, 3 + 3 + 2, "expected, actual and diff of each failure, and the two frames of the scrubber")
        XCTAssertEqual(page.components(separatedBy: "onclick=\"this.classList.toggle('full')\"").count - 1, shots)
    }

    func testTheFrameScrubberOpensOnTheFirstFailingFrame() throws {
        let (page, json) = try failingSuite()
        XCTAssertEqual(json[1]["failingFrame"] as? Int, 6)
        XCTAssertTrue(page.contains("frame <span id=\"f1\">6</span>"), "the label")
        XCTAssertTrue(page.contains("type=\"range\" min=\"0\" max=\"11\" value=\"6\""), "the slider")
        // The images shown first are frame 6's.
        let expected6 = try Data(contentsOf: folder.appendingPathComponent("art/spin/frames/expected-0006.png")).base64EncodedString()
        XCTAssertTrue(page.contains("<img id=\"e1\" class=\"shot\" src=\"data:image/png;base64,\(expected6)\""))
        XCTAssertTrue(page.contains("Accept the new image: <code>popsnap record ./spin.json</code>"))
    }

    /// Every frame embedded made a 30-frame failure an 838 MB page: the scrubber links its frames to the
    /// artifact files, and only the frame it opens on is embedded.
    func testTheScrubberLinksItsFramesAndEmbedsOnlyTheOneItOpensOn() throws {
        let (page, _) = try failingSuite()
        let script = try XCTUnwrap(page.components(separatedBy: "<script>var E1=").last?.prefix { $0 != "<" })
        XCTAssertFalse(script.contains("data:"), String(script.prefix(200)))
        let names = (0..<12).map { String(format: "\"art/spin/frames/expected-%04d.png\"", $0) }
        XCTAssertTrue(script.hasPrefix("[" + names.joined(separator: ",") + "], A1=[\"art/spin/frames/actual-0000.png\""), String(script.prefix(200)))
        XCTAssertEqual(page.components(separatedBy: "data:image/png;base64,").count - 1, 4 + 4 + 2 + 4 + 4 + 2 + 2,
                       "each failure's expected, actual and diff, and the scrubber's opening frames")
    }
}

extension VerifyReportTests {
    /// The accept command in the report and on the terminal is quoted for the shell, and runs as shown.
    func testAcceptCommandIsShellQuoted() throws {
        let spec = #"{"scale": 1, "canvas": {"width": 40, "height": 40}, "popup": {"kind": "hud"}}"#
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("my specs"), withIntermediateDirectories: true)
        try Data(spec.utf8).write(to: folder.appendingPathComponent("my specs/a.json"))
        let ref = try RunPopsnap.run(["render", "--kind", "hud", "--message", "x", "--scale", "1", "--size", "40x40", "-o", "my specs/a.png"], in: folder)
        XCTAssertEqual(ref.status, 0, ref.err)
        let r = try RunPopsnap.run(["verify", "my specs/a.json", "--report", "report.html", "--artifacts", "art"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 1, r.err)
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<code>popsnap record 'my specs/a.json'</code>"), "quoted for the shell")
        XCTAssertTrue(r.err.contains("accept the new image: popsnap record 'my specs/a.json'\n"), r.err)
        // The quoted words, as a shell splits them.
        XCTAssertEqual(try RunPopsnap.run(["record", "my specs/a.json"], in: folder).status, 0)
        XCTAssertEqual(try RunPopsnap.run(["verify", "my specs/a.json"], in: folder, environment: ci).status, 0)
    }
}

extension VerifyReportTests {
    /// A missing reference's new image is in the report, to look at before recording it.
    func testAMissingReferenceShowsTheNewImage() throws {
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("hud.json"), to: folder.appendingPathComponent("hud.json"))
        let r = try RunPopsnap.run(["verify", "hud.json", "--report", "report.html", "--artifacts", "art"], in: folder, environment: ci)
        XCTAssertEqual(r.status, 1, r.err)
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        let actual = try Data(contentsOf: folder.appendingPathComponent("art/hud/actual.png")).base64EncodedString()
        XCTAssertTrue(html.contains("<figcaption>actual: the new image, with no reference yet</figcaption><img class=\"shot\" src=\"data:image/png;base64,\(actual)\""))
        XCTAssertTrue(html.contains("Record the reference: <code>popsnap record hud.json</code>"))
    }
}
