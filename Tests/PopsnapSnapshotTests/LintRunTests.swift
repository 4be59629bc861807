import Foundation
import Popsnap
import PopsnapSnapshot
import PopsnapTestSupport
import XCTest

/// Lint as a library call: every variant of every file, in order at any number of jobs, and its report.
final class LintRunTests: TemporaryFolderTestCase {
    private func write(_ name: String, text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func spec(_ name: String, title: String) throws -> String {
        try write(name, text: #"{"canvas": "iphone-se", "scale": 1, "variants": {"appearances": ["light", "dark"]}, "popup": {"kind": "custom", "root": {"type": "vstack", "width": 200, "padding": 16, "background": "white", "children": [{"type": "text", "name": "t", "text": "\#(title)", "font": {"maxLines": 1}}, {"type": "button", "name": "ok", "text": "OK", "height": 44}]}}}"#)
    }

    func testEveryVariantOfEveryFileInOrderAtAnyNumberOfJobs() throws {
        let long = String(repeating: "A long title ", count: 8)
        let files = [try spec("a.json", title: long), try spec("b.json", title: "Fine")]
        let linter = Linter(renderer: try PopupRenderer())
        let one = try linter.lint(files: files, jobs: 1), two = try linter.lint(files: files, jobs: 2)
        XCTAssertEqual(one.map(\.spec), files)
        XCTAssertEqual(one.map { $0.variants.map(\.variant.name) }, [["light", "dark"], ["light", "dark"]])
        XCTAssertEqual(one[0].variants.map { $0.outcome.findings.map(\.rule) }, [[.truncated], [.truncated]])
        XCTAssertEqual(one[1].variants.flatMap(\.outcome.findings), [])
        let report = LintReport(results: one)
        XCTAssertEqual(report.json, LintReport(results: two).json)
        XCTAssertEqual(report.findings.map { "\($0.variant) \($0.finding.node)" }, ["light container/t", "dark container/t"])
        XCTAssertTrue(report.lines.hasSuffix("2 findings in 2 of 4 variants of 2 specs\n"), report.lines)
        XCTAssertTrue(report.junit.contains("tests=\"4\""), report.junit)
    }

    /// Every spec is linted even when one cannot be read (lint once stopped at the first), and each that
    /// could not be is named with its error in the lines, the JSON and the JUnit document.
    func testASpecThatCannotBeReadIsReportedAndTheOthersStillLinted() throws {
        let long = String(repeating: "A long title ", count: 8)
        let files = [try write("broken.json", text: #"{"popup": {"kind": "nope"}}"#), try spec("a.json", title: long),
                     try write("other.json", text: #"{"popup": {"kind": "alert", "title": 5}}"#)]
        let results = Linter(renderer: try PopupRenderer()).lint(files: files, jobs: 2)
        XCTAssertEqual(results.map(\.spec), files)
        XCTAssertEqual(results.map { $0.error == nil }, [false, true, false])
        XCTAssertEqual(results[1].variants.map { $0.outcome.findings.map(\.rule) }, [[.truncated], [.truncated]])
        let report = LintReport(results: results)
        XCTAssertEqual(report.errors.map(\.spec), [files[0], files[2]])
        XCTAssertTrue(report.lines.hasSuffix("2 findings in 2 of 2 variants of 3 specs; 2 specs could not be linted\n"), report.lines)
        XCTAssertTrue(report.json.contains(#""spec": "\#(files[0])", "message": "\#(files[0]):1:20: popup.kind: expected one of"#), report.json)
        XCTAssertEqual(report.junit.components(separatedBy: "<error").count - 1, 2, report.junit)
    }
}
