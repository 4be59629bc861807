import Foundation
import PopsnapTestSupport
import XCTest

/// The diff view's checks: held to the memory budget before any work, answered with links to their images
/// (each loaded once), their images in a private folder under `TMPDIR` that goes whole on a signal.
final class PreviewVerifyTests: TemporaryFolderTestCase, ExhaustiveLayer {
    /// A failing check with its reference in place: alert.json dark against the light image.
    private func failing(_ preview: PreviewProcess) throws -> [String: Any] {
        let light = try preview.get("/api/render?spec=alert.json&appearance=light")
        try light.body.write(to: folder.appendingPathComponent("specs/alert.dark.png"))
        return try preview.json("/api/verify?spec=alert.json&appearance=dark")
    }

    /// Each image was inlined as base64 in five views: 547 MB of JSON for a 4096 x 4096 canvas.
    func testTheAnswerLinksToEachImageOnce() throws {
        let preview = try startPreview()
        let fail = try failing(preview)
        XCTAssertEqual(fail["status"] as? String, "fail", "\(fail)")
        let html = try XCTUnwrap(fail["html"] as? String)
        XCTAssertFalse(html.contains("data:"), "no image inlined")
        let sources = html.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(Set(sources).count, 3, "expected, actual and diff: \(sources)")
        for source in Set(sources) {
            let image = try preview.get(source)
            XCTAssertEqual(image.status, 200, source)
            XCTAssertTrue(image.headers.contains("Content-Type: image/png"), image.headers)
            XCTAssertEqual(Array(image.body.prefix(4)), [0x89, 0x50, 0x4E, 0x47], source)
        }
        let message = try XCTUnwrap(fail["message"] as? String)
        let named = try XCTUnwrap(message.components(separatedBy: "see ").last)
        XCTAssertTrue(named.hasPrefix("/api/artifact/") && !message.contains(previewTemporary.path), "the message links to the image: \(message)")
        XCTAssertEqual(try preview.get(named).status, 200, named)
        XCTAssertEqual(try preview.get("/api/artifact/99/expected").status, 404)
        XCTAssertEqual(try preview.get("/api/artifact/1/../../secret.json").status, 404)
    }

    /// A check whose memory would pass the budget is refused before it starts, the limit and the option
    /// that raises it named; it used to run (and answer 200 "error" only once the budget check inside failed).
    func testACheckOverTheMemoryBudgetIsRefusedBeforeTheWork() throws {
        let preview = try startPreview(["--max-memory", "1000000"])
        let answer = try preview.get("/api/verify?spec=alert.json&appearance=dark")
        XCTAssertEqual(answer.status, 422)
        let message = String(decoding: answer.body, as: UTF8.self)
        XCTAssertTrue(message.contains("1000000") && message.contains("--max-memory"), message)
        XCTAssertFalse(message.contains("SpecLimits"), message)
    }

    /// The private folder: under `TMPDIR`, unguessable, 0700; removed whole by SIGINT, an animation's
    /// frames' folder in it too (it was one level only, and under /tmp as popsnap-preview-PID-N).
    func testTheArtifactsGoWholeOnASignal() throws {
        let preview = try startPreview()
        let spec = folder.appendingPathComponent("specs/fade.json")
        let fade = #"{"canvas": {"width": 120, "height": 100}, "scale": 1, "animation": {"transition": "crossfade", "duration": 0.1, "fps": 20}, "popup": {"kind": "hud", "label": "A"}}"#
        try fade.write(to: spec, atomically: true, encoding: .utf8)
        XCTAssertEqual(try RunPopsnap.run(["record", "specs/fade.json"], in: folder).status, 0)
        try saveAsAnEditorDoes(fade.replacingOccurrences(of: "\"A\"", with: "\"B\""), to: spec)
        XCTAssertEqual(try preview.json("/api/verify?spec=fade.json")["status"] as? String, "fail")
        XCTAssertEqual(try failing(preview)["status"] as? String, "fail")
        let made = try FileManager.default.contentsOfDirectory(atPath: previewTemporary.path)
        XCTAssertEqual(made.count, 1, "one private folder under TMPDIR: \(made)")
        let name = try XCTUnwrap(made.first)
        XCTAssertTrue(name.hasPrefix("popsnap-preview-") && !name.contains("\(preview.process.processIdentifier)"), name)
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: previewTemporary.appendingPathComponent(name).path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o700)
        let nested = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: previewTemporary.appendingPathComponent(name).path))
        XCTAssertTrue(nested.contains { $0.components(separatedBy: "/").count > 2 }, "the animation's frames are in a folder of a folder: \(nested)")
        kill(preview.process.processIdentifier, SIGINT)
        XCTAssertEqual(preview.exitStatus(within: 60), 130)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: previewTemporary.path), [], "removed whole")
    }

    /// A server stopping by itself (--idle) removes its folder too.
    func testTheArtifactsGoWhenTheServerStops() throws {
        let preview = try startPreview(["--idle", "0.01"])
        XCTAssertEqual(preview.exitStatus(within: 60), 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: previewTemporary.path), [])
    }
}
