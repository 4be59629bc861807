import Foundation
import XCTest
import PopsnapTestSupport
import PopsnapPNG

/// `popsnap render` and `popsnap layout` through the built binary: good specs make images, bad ones
/// exit with status 2, say which file, path and expectation, and leave no output file behind.
final class RenderCommandTests: TemporaryFolderTestCase {
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func testRendersTheSeedAlertExactlyAsItsReference() throws {
        let spec = ReferenceImage.snapshots.appendingPathComponent("alert.json").path
        let result = try RunPopsnap.run(["render", spec, "-o", "out.png"], in: folder)
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.err, "")
        let rendered = try PNG.read(contentsOf: folder.appendingPathComponent("out.png").path)
        let reference = try PNG.read(contentsOf: ReferenceImage.snapshots.appendingPathComponent("alert.png").path)
        XCTAssertEqual(rendered, reference)
        // Options alone describe the same popup.
        let flags = try RunPopsnap.run(["render", "--kind", "alert", "--title", "Error", "--message", "Sorry, that email address is already used!",
                                        "--button", "OK", "-o", "flags.png"], in: folder)
        XCTAssertEqual(flags.status, 0, flags.err)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("flags.png")), try Data(contentsOf: folder.appendingPathComponent("out.png")))
    }

    func testWritesToStandardOutput() throws {
        let spec = ReferenceImage.snapshots.appendingPathComponent("hud.json").path
        let result = try RunPopsnap.run(["render", spec, "--scale", "1", "-o", "-"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.utf8.starts(with: [0x89, 0x50, 0x4E, 0x47]) || result.out.hasPrefix("\u{FFFD}PNG"), "PNG bytes on stdout")
    }

    func testLayoutPrintsFramesAsJSON() throws {
        let result = try RunPopsnap.run(["layout", "--kind", "alert", "--title", "Error", "--message", "Hi", "--button", "OK", "--device", "iphone-se"])
        XCTAssertEqual(result.status, 0, result.err)
        let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
        XCTAssertEqual((json["canvas"] as! [String: Any])["width"] as? Int, 375)
        let nodes = json["nodes"] as! [[String: Any]]
        XCTAssertEqual(nodes.map { $0["path"] as! String }, ["container", "container/title", "container/message", "container/button"])
        XCTAssertEqual((nodes[0]["frame"] as! [String: Any])["width"] as? Int, 293)
        XCTAssertEqual(nodes[0]["borderWidth"] as? Int, 2)
    }

    /// `--content-size` makes text styles follow Dynamic Type: the system alert's title is headline, 17 pt at
    /// L and 40 at AX3, so its frame grows; an unknown size is a usage error with a suggestion.
    func testContentSizeMakesTheSystemAlertsTextGrow() throws {
        func titleHeight(_ size: String) throws -> Double {
            let result = try RunPopsnap.run(["layout", "--kind", "system-alert", "--title", "Delete?", "--button", "OK", "--content-size", size])
            XCTAssertEqual(result.status, 0, result.err)
            let nodes = (try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any])["nodes"] as! [[String: Any]]
            let title = try XCTUnwrap(nodes.first { $0["path"] as? String == "container/content/title" })
            return try XCTUnwrap((title["frame"] as? [String: Any])?["height"] as? Double)
        }
        let large = try titleHeight("L"), ax3 = try titleHeight("accessibilityExtraLarge")
        XCTAssertEqual(try titleHeight("large"), large)
        XCTAssertGreaterThan(ax3, large * 2, "40 pt against 17 pt")
        let bad = try RunPopsnap.run(["layout", "--kind", "hud", "--content-size", "AX9"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("--content-size expects xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4 or AX5, found \"AX9\""), bad.err)
    }

    func testBadSpecsExitTwoWithFilePathAndExpectationAndWriteNothing() throws {
        let cases: [(name: String, spec: String, expected: [String])] = [
            ("wrong-type.json", #"{"popup": {"kind": "alert", "title": 5, "message": "m", "button": "OK"}}"#,
             ["wrong-type.json:1:", "popup.title", "expected a string, found the number 5"]),
            ("unknown-key.json", #"{"popup": {"kind": "alert", "titel": "x", "message": "m", "button": "OK"}}"#,
             ["unknown-key.json:1:", "popup.titel", "did you mean \"title\""]),
            ("missing.json", #"{"popup": {"kind": "alert", "message": "m", "button": "OK"}}"#,
             ["missing.json", "popup", "missing required key \"title\""]),
            ("negative.json", #"{"canvas": {"width": -390, "height": 844}, "popup": {"kind": "hud"}}"#,
             ["negative.json:1:", "canvas.width", "expected a number from 1"]),
            ("nan.json", #"{"canvas": {"width": NaN, "height": 844}, "popup": {"kind": "hud"}}"#,
             ["nan.json:1:", "canvas.width"]),
            ("no-button.json", #"{"popup": {"kind": "alert", "title": "t", "message": "m"}}"#,
             ["no-button.json", "popup", "an alert has one button"]),
            ("ten-buttons.json", #"{"popup": {"kind": "alert", "title": "t", "message": "m", "buttons": ["1","2","3","4","5","6","7","8","9","10"]}}"#,
             ["ten-buttons.json:1:", "popup.buttons", "expected one button (seed 000's alert has one), found 10"]),
            ("huge.json", #"{"canvas": {"width": 100000, "height": 100000}, "popup": {"kind": "hud"}}"#,
             ["huge.json:1:", "canvas", "at most 16384 px a side"]),
            ("no-icon.json", #"{"popup": {"kind": "confirmation", "message": "m", "icon": {"image": "absent.png"}}}"#,
             ["no-icon.json:1:", "popup.icon.image", "expected a PNG file", "absent.png"]),
            ("not-png.json", #"{"popup": {"kind": "confirmation", "message": "m", "icon": {"image": "not-png.json"}}}"#,
             ["not-png.json:1:", "popup.icon.image", "expected a PNG file"]),
            ("bad-kind.json", #"{"popup": {"kind": "alret"}}"#,
             ["bad-kind.json:1:", "popup.kind", "did you mean \"alert\""]),
            ("bad-color.json", ##"{"background": "#12", "popup": {"kind": "hud"}}"##,
             ["bad-color.json:1:", "background", "expected a colour"]),
            ("bad-curve.json", #"{"popup": {"kind": "system-alert", "actions": ["OK"]}, "theme": {"cornerCurve": "squircle"}}"#,
             ["bad-curve.json:1:", "theme.cornerCurve", #"expected one of "circular", "continuous", found "squircle""#]),
        ]
        for c in cases {
            try write(c.name, c.spec)
            let result = try RunPopsnap.run(["render", c.name, "-o", "out.png"], in: folder)
            XCTAssertEqual(result.status, 2, "\(c.name): \(result.err)")
            XCTAssertEqual(result.out, "")
            for text in c.expected { XCTAssertTrue(result.err.contains(text), "\(c.name): \(text) not in \(result.err)") }
            XCTAssertFalse(result.err.contains("Fatal"), result.err)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path), "\(c.name) left an output file")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".json") }
        XCTAssertEqual(leftovers, [], "no temporary files left")
    }

    func testBadOptionsExitTwo() throws {
        for (args, expected) in [(["render", "-o", "x.png"], "--kind: expected a spec file or a kind"),
                                 (["render", "--kind", "alert", "--title", "t", "-o", "x.png"], "--button: expected one button (seed 000's alert has one), found 0"),
                                 (["render", "--kind", "alert", "--button", "OK", "--device", "iphone-99", "-o", "x.png"], "iphone-se"),
                                 (["render", "--kind", "hud", "--background", "missing.png", "-o", "x.png"], "--background")] {
            let result = try RunPopsnap.run(args, in: folder)
            XCTAssertEqual(result.status, 2, "\(args)")
            XCTAssertTrue(result.err.contains(expected), "\(args): \(result.err)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
        }
    }

    func testMissingCharactersAreWarnedAbout() throws {
        let result = try RunPopsnap.run(["render", "--kind", "hud", "--message", "a\u{10FFFD}", "-o", "w.png"], in: folder)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.err.contains("warning: no font has"), result.err)
        XCTAssertTrue(result.err.contains("U+10FFFD"), result.err)
    }
}

extension RenderCommandTests {
    /// Three `--button`s on a confirmation spec file are refused, as with `--kind confirmation`.
    func testThreeButtonsOnAConfirmationFileAreRefused() throws {
        let confirmation = ReferenceImage.snapshots.appendingPathComponent("confirmation.json").path
        let r = try RunPopsnap.run(["render", confirmation, "--button", "A", "--button", "B", "--button", "C", "-o", "c.png"], in: folder)
        XCTAssertEqual(r.status, 2, "three buttons on a confirmation: \(r.err)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("c.png").path))
    }

    /// `--button` on a HUD spec file is refused.
    func testButtonsOnAHUDFileAreRefused() throws {
        let hud = ReferenceImage.snapshots.appendingPathComponent("hud.json").path
        let r = try RunPopsnap.run(["render", hud, "--button", "OK", "-o", "h.png"], in: folder)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("h.png").path))
    }
}
