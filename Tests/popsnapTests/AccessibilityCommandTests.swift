import PopsnapRaster
import Foundation
import PopsnapPNG
import PopsnapTestSupport
import XCTest

/// `popsnap accessibility`: VoiceOver's reading order as lines, as JSON, and as an overlay PNG.
final class AccessibilityCommandTests: TemporaryFolderTestCase, ExhaustiveLayer {
    func write(_ json: String, name: String = "spec.json") throws -> String {
        let url = folder.appendingPathComponent(name)
        try json.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    let alert = #"{"ios": 18, "popup": {"kind": "system-alert", "title": "Saved", "actions": [{"title": "OK"}]}}"#

    func testPrintsTheReadingOrder() throws {
        let r = try RunPopsnap.run(["accessibility", try write(alert)])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.out, "1. Saved. Heading.\n2. OK. Button.\n")
    }

    func testFromOptionsAlone() throws {
        let r = try RunPopsnap.run(["accessibility", "--kind", "hud", "--title", "Loading"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.out, "1. In progress\n2. Loading\n")
    }

    func testJSONListsEachElementsFacts() throws {
        let r = try RunPopsnap.run(["accessibility", try write(alert), "--json"])
        XCTAssertEqual(r.status, 0, r.err)
        let list = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [[String: Any]])
        XCTAssertEqual(list.map { $0["description"] as? String }, ["Saved. Heading.", "OK. Button."])
        XCTAssertEqual(list[0]["traits"] as? [String], ["header", "staticText"])
        XCTAssertEqual(list[0]["path"] as? String, "container/content/title")
        XCTAssertNotNil((list[1]["pixels"] as? [String: Any])?["width"])
    }

    /// The overlay is the render widened by the legend; nothing is written where the spec is.
    func testWritesTheOverlay() throws {
        let spec = try write(alert)
        let out = folder.appendingPathComponent("overlay.png").path
        let r = try RunPopsnap.run(["accessibility", spec, "-o", out])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.out, "1. Saved. Heading.\n2. OK. Button.\n")
        let image = try PNG.read(contentsOf: out)
        let render = folder.appendingPathComponent("render.png").path
        XCTAssertEqual(try RunPopsnap.run(["render", spec, "-o", render]).status, 0)
        let plain = try PNG.read(contentsOf: render)
        XCTAssertEqual(image.height, plain.height)
        XCTAssertEqual(image.width, plain.width + 316 * 3, "the legend is 284 pt and two 16 pt insets, at 3x")
        let piped = try RunPopsnap.run(["accessibility", spec, "-o", "-"])
        XCTAssertEqual(piped.status, 0, piped.err)
        // Read as text, the PNG's first byte is not UTF-8; its "PNG" and "IHDR" are.
        XCTAssertEqual(piped.out.dropFirst().prefix(3), "PNG", "'-' writes the PNG to standard output")
        XCTAssertFalse(piped.out.contains("Heading."), "and not the lines")
    }

    func testBadAccessibilityKeyIsBadInput() throws {
        let spec = try write(#"{"popup": {"kind": "custom", "root": {"type": "text", "text": "x", "accessibility": {"traits": ["heading"]}}}}"#)
        let out = folder.appendingPathComponent("overlay.png").path
        let r = try RunPopsnap.run(["accessibility", spec, "-o", out])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("popup.root.accessibility.traits[0]"), r.err)
        XCTAssertTrue(r.err.contains("\"header\""), r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing is written for bad input")
    }

    /// A label with an escape sequence and a line break is printed escaped, one line an element.
    func testControlCharactersInALabelAreEscaped() throws {
        let spec = try write(#"{"popup": {"kind": "custom", "root": {"type": "text", "text": "x", "accessibility": {"label": "a\u001b[2Jb\nc"}}}}"#)
        let r = try RunPopsnap.run(["accessibility", spec])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertFalse(r.out.contains("\u{1B}"), r.out)
        XCTAssertEqual(r.out.split(separator: "\n").count, 1, r.out)
    }

    /// The overlay is never written over the spec it reads.
    func testRefusesToWriteOverItsSpec() throws {
        let spec = try write(alert)
        let before = try Data(contentsOf: URL(fileURLWithPath: spec))
        let r = try RunPopsnap.run(["accessibility", spec, "-o", spec])
        XCTAssertEqual(r.status, 2, r.out)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: spec)), before)
    }

    /// `popsnap layout` gives each node VoiceOver stops on its place in the order, what is said and its traits.
    func testLayoutShowsTheVoiceOverFacts() throws {
        let r = try RunPopsnap.run(["layout", try write(alert)])
        XCTAssertEqual(r.status, 0, r.err)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        let read = nodes.compactMap { n in (n["voiceOver"] as? [String: Any]).map { (n["path"] as? String ?? "", $0) } }
        XCTAssertEqual(read.map(\.0), ["container/content/title", "container/actions/button[0]"])
        XCTAssertEqual(read.map { $0.1["order"] as? Int }, [1, 2])
        XCTAssertEqual(read[0].1["description"] as? String, "Saved. Heading.")
        XCTAssertEqual(read[1].1["traits"] as? [String], ["button"])
    }

    func testHelpDescribesTheOutputs() throws {
        let help = try RunPopsnap.help("accessibility")
        XCTAssertTrue(help.contains("reading order"), help)
        XCTAssertTrue(help.contains("--json"), help)
        XCTAssertTrue(help.contains("-o, --output FILE"), help)
    }
}
