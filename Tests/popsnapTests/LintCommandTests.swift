import Foundation
import PopsnapTestSupport
import XCTest

/// Issue 13: `popsnap lint`, one purpose-made spec a rule that triggers exactly that finding, and one clean.
final class LintCommandTests: TemporaryFolderTestCase {
    /// A custom popup on iOS's white screen: a white card of black text, so only what a case adds is wrong.
    func spec(_ children: String, width: Int = 260, canvas: String = "iphone-15", extra: String = "") throws -> String {
        let json = #"{"canvas": "\#(canvas)", "scale": 2, "popup": {"kind": "custom", "root": {"type": "vstack", "width": \#(width), "padding": 16, "spacing": 8, "background": "white", "children": [\#(children)]}}\#(extra)}"#
        let url = folder.appendingPathComponent("case-\(UUID().uuidString.prefix(8)).json")
        try json.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    let ok = #"{"type": "button", "name": "ok", "text": "OK", "height": 44, "font": {"alignment": "center"}}"#

    func rules(_ path: String, _ arguments: [String] = []) throws -> (status: Int32, rules: [String], nodes: [String], json: [String: Any]) {
        let result = try RunPopsnap.run(["lint", path, "--json"] + arguments)
        let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any] ?? [:]
        let findings = json["findings"] as? [[String: Any]] ?? []
        return (result.status, findings.compactMap { $0["rule"] as? String }, findings.compactMap { $0["node"] as? String }, json)
    }

    func testEachRuleHasASpecThatTriggersExactlyIt() throws {
        let long = "A title far too long to fit on one line of this narrow popup"
        let cases: [(rule: String, node: String, spec: String)] = [
            ("truncated", "container/t", try spec(#"{"type": "text", "name": "t", "text": "\#(long)", "font": {"maxLines": 1}}, "# + ok)),
            ("shrunk", "container/t", try spec(#"{"type": "text", "name": "t", "text": "\#(long) \#(long)", "font": {"maxLines": 1, "minimumScaleFactor": 0.05}}, "# + ok)),
            ("overflow", "container/t", try spec(#"{"type": "text", "name": "t", "text": "Two\nlines", "height": 10}, "# + ok)),
            ("offscreen", "container", try spec(ok, width: 500, canvas: "iphone-se")),
            ("contrast", "container/t", try spec(#"{"type": "text", "name": "t", "text": "Faint", "color": "lightGray"}, "# + ok)),
            ("notdef", "container/t", try spec(#"{"type": "text", "name": "t", "text": "A\u0378"}, "# + ok)),
            ("touchTarget", "container/ok", try spec(#"{"type": "button", "name": "ok", "text": "X", "width": 30, "height": 30, "font": {"alignment": "center"}}"#)),
            ("buttonTitle", "container/ok", try spec(#"{"type": "button", "name": "ok", "text": "\#(long)", "width": 120, "height": 44, "font": {"maxLines": 1}}"#)),
            ("unlabelledButton", "container/close", try spec(#"{"type": "overlay", "name": "close", "width": 44, "height": 44, "accessibility": {"traits": ["button"]}, "children": [{"type": "icon", "icon": "error", "color": "black", "width": 24, "height": 24}]}"#)),
        ]
        for c in cases {
            let r = try rules(c.spec)
            XCTAssertEqual(r.status, 1, c.rule)
            XCTAssertEqual(r.rules, [c.rule], "\(c.rule): \(r.json)")
            XCTAssertEqual(r.nodes, [c.node], c.rule)
        }
        let clean = try rules(try spec(#"{"type": "text", "name": "t", "text": "All good"}, "# + ok))
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.rules, [])
    }

    func testMessagesCarryTheNumbers() throws {
        let path = try spec(#"{"type": "text", "name": "t", "text": "Faint", "color": "lightGray"}, "# + ok)
        let result = try RunPopsnap.run(["lint", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.out, "\(path) container/t: contrast: 2.32:1 between #AAAAAA text and #FFFFFF behind it, below WCAG AA's 4.5:1 for 17 pt text\n"
                       + "1 finding in 1 of 1 variant of 1 spec\n")
    }

    /// A suppression with a reason accepts a finding, for one node or every node; the threshold is the spec's or the option's.
    func testSuppressionsAndThresholds() throws {
        let faint = #"{"type": "text", "name": "t", "text": "Faint", "color": "lightGray"}, "#
        let node = try spec(faint + ok, extra: #", "lint": {"ignore": [{"rule": "contrast", "node": "container/t", "reason": "a mockup"}]}"#)
        let r = try rules(node)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.json["accepted"] as? Int, 1)
        let other = try spec(faint + ok, extra: #", "lint": {"ignore": [{"rule": "contrast", "node": "container/ok", "reason": "not this one"}]}"#)
        XCTAssertEqual(try rules(other).rules, ["contrast"])
        let noReason = try spec(faint + ok, extra: #", "lint": {"ignore": [{"rule": "contrast"}]}"#)
        let bad = try RunPopsnap.run(["lint", noReason])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("lint.ignore[0]") && bad.err.contains("missing required key \"reason\""), bad.err)
        let shrink = try spec(#"{"type": "text", "name": "t", "text": "A title rather long for one line here", "font": {"maxLines": 1, "minimumScaleFactor": 0.1}}, "# + ok)
        XCTAssertEqual(try rules(shrink).rules, [], "shrunk to about 0.7: above 0.5")
        XCTAssertEqual(try rules(shrink, ["--min-shrink", "0.9"]).rules, ["shrunk"])
    }

    /// Every variant is linted and named; JUnit has a case a variant.
    func testVariantsAndJUnit() throws {
        let path = try spec(#"{"type": "text", "name": "t", "text": "Hello"}, "# + ok,
                            extra: #", "variants": {"locales": ["en", "de"]}, "strings": {"de": {"Hello": "Ein viel zu langer deutscher Gruß für diese Zeile"}}"#)
        let json = path.replacingOccurrences(of: ".json", with: ".xml")
        let result = try RunPopsnap.run(["lint", path, "--junit", json])
        XCTAssertEqual(result.status, 0, result.out + result.err)
        let xml = try String(contentsOfFile: json, encoding: .utf8)
        XCTAssertTrue(xml.contains("tests=\"2\" failures=\"0\""), xml)
        XCTAssertTrue(xml.contains("[de]"), xml)
        XCTAssertTrue(result.out.hasSuffix("0 findings in 0 of 2 variants of 1 spec\n"), result.out)
    }

    /// The project's own specs lint clean, with every accepted finding carrying its reason.
    /// A folder with two broken specs: each named on standard error and in the report, the good one still
    /// linted, exit 2 (lint once stopped at the first broken spec and said nothing of the rest).
    func testEveryBrokenSpecOfAFolderIsReportedAndTheRestLinted() throws {
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try #"{"popup": {"kind": "alert", "title": 5}}"#.write(to: specs.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("hud.json"), to: specs.appendingPathComponent("b.json"))
        try #"{"popup": {"kind": "nope"}}"#.write(to: specs.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
        let r = try RunPopsnap.run(["lint", "specs"], in: folder)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("popsnap lint: specs/a.json:1:11: popup"), r.err)
        XCTAssertTrue(r.err.contains("popsnap lint: specs/c.json:1:20: popup.kind"), r.err)
        XCTAssertEqual(r.out, "0 findings in 0 of 1 variant of 3 specs; 2 specs could not be linted\n")
        let json = try JSONSerialization.jsonObject(with: Data(try RunPopsnap.run(["lint", "specs", "--json"], in: folder).out.utf8)) as? [String: Any]
        XCTAssertEqual((json?["errors"] as? [[String: Any]])?.compactMap { $0["spec"] as? String }, ["specs/a.json", "specs/c.json"])
    }

    func testSnapshotsLintClean() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots").path
        // The fast layer lints one spec of each kind, the exhaustive layer the folder.
        let top = try FileManager.default.contentsOfDirectory(atPath: snapshots).filter { $0.hasSuffix(".json") }.sorted()
        let specs = Exhaustive.isOn ? [snapshots] : Exhaustive.sampleSpecs(top).map { snapshots + "/" + $0 }
        let result = try RunPopsnap.run(["lint"] + specs)
        XCTAssertEqual(result.status, 0, result.out + result.err)
        XCTAssertTrue(result.out.hasPrefix("0 findings"), result.out)
    }
}
