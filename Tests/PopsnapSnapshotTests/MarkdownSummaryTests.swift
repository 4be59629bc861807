import Foundation
import XCTest
import PopsnapGeometry
import PopsnapSnapshot

/// The Markdown summary read by a real GitHub-flavoured Markdown parser (Debian's `cmark-gfm`, which .ci/run
/// installs): one table row per failure with the numbers the JSON report gives, names that cannot break the
/// table or inject HTML, and a big suite cut to the size limit with the count of what was left out.
final class MarkdownSummaryTests: XCTestCase {
    /// `markdown` as cmark-gfm renders it with GitHub's table extension.
    private func html(_ markdown: String) throws -> String {
        guard let cmark = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first(where: FileManager.default.isExecutableFile) else {
            if let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty { XCTFail("cmark-gfm is not installed, and CI is set (.ci/run installs it)") }
            throw XCTSkip("cmark-gfm is not installed (apt-get install cmark-gfm)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cmark)
        process.arguments = ["-e", "table"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return text
    }

    /// The cells of each body row of the failures' table (the second table), HTML entities decoded.
    private func failureRows(_ html: String) throws -> [[String]] {
        let tables = html.components(separatedBy: "<table>")
        guard tables.count == 3, let body = tables[2].components(separatedBy: "<tbody>").last else {
            XCTFail("expected a table of counts and a table of failures: \(html)")
            return []
        }
        return body.components(separatedBy: "<tr>").dropFirst().map { row in
            row.components(separatedBy: "<td").dropFirst().map { cell in
                let inner = cell.drop { $0 != ">" }.dropFirst()
                let text = String(inner[..<(inner.range(of: "</td>")?.lowerBound ?? inner.endIndex)])
                return text.replacing("<code>", with: "").replacing("</code>", with: "")
                    .replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"").replacing("&amp;", with: "&")
            }
        }
    }

    private func result(_ spec: String, _ status: VerifyResult.Status, pixels: Int? = nil, message: String? = nil) -> VerifyResult {
        var r = VerifyResult(spec: spec, status: status, differentPixels: pixels, message: message)
        if status == .fail || status == .missing { r.accept = "popsnap record '\(spec)'" }
        if status == .fail {
            r.changedBounds = PixelRect(x: 3, y: 4, width: 10, height: 20)
            r.artifacts = ["sideBySide": "art/\(spec)/side-by-side.png"]
        }
        return r
    }

    func testOneRowPerFailureWithTheReportsNumbers() throws {
        let results = [
            result("ok.json", .pass, pixels: 0),
            result("a|b.json", .fail, pixels: 1200, message: "1200 pixels differ"),
            result("``tick`.json", .fail, pixels: 7, message: "*bold* [link](x) <b>"),
            result("<img src=x onerror=alert(1)>.json", .missing, message: "no reference"),
            result("line\nbreak\u{1B}[2J.json", .error, message: "could not read\nit"),
            result("new.json", .recorded),
        ]
        let markdown = MarkdownSummary.text(results, report: "report.html", artifacts: "art")
        let page = try html(markdown)
        let rows = try failureRows(page)
        XCTAssertEqual(rows.count, 4, page)
        XCTAssertEqual(rows.map { $0.first }, ["a|b.json", "``tick`.json", "<img src=x onerror=alert(1)>.json", "line\\nbreak\\u001B[2J.json"])
        XCTAssertEqual(rows.map { $0.count }, [7, 7, 7, 7], "no name or message splits a cell")
        XCTAssertEqual(rows.map { $0[1] }, ["fail", "fail", "missing", "error"])
        XCTAssertEqual(rows.map { $0[2] }, ["1200", "7", "", ""])
        XCTAssertEqual(rows[0][3], "10 × 20 at (3, 4)")
        XCTAssertEqual(rows[1][4], "*bold* [link](x) <b>", "Markdown in a message is shown, not applied")
        XCTAssertEqual(rows[0][5], "popsnap record 'a|b.json'")
        XCTAssertEqual(rows[0][6], "art/a|b.json/side-by-side.png")
        XCTAssertEqual(rows[3][4], "could not read\\nit")
        XCTAssertFalse(page.contains("<img") || page.contains("<b>") || page.contains("<em>") || page.contains("<a "), page)
        // The counts are the JSON report's.
        let json = try JSONSerialization.jsonObject(with: Data(Reports.json(results).utf8)) as! [String: Any]
        let counts = page.components(separatedBy: "<tbody>")[1].components(separatedBy: "<td align=\"right\">").dropFirst()
            .map { Int($0.prefix { $0.isNumber })! }
        XCTAssertEqual(counts, ["passed", "failed", "missing", "recorded", "errors"].map { json[$0] as! Int })
        XCTAssertTrue(page.contains("<code>report.html</code>") && page.contains("<code>art/</code>"), "what to open")
    }

    func testABigSuiteIsCutToTheLimitAndSaysHowManyWereLeftOut() throws {
        let results = (0..<3000).map { result("spec-\($0).json", .fail, pixels: $0 + 1, message: "\($0 + 1) pixels differ") }
        let markdown = MarkdownSummary.text(results, maxBytes: 50_000)
        XCTAssertLessThanOrEqual(markdown.utf8.count, 50_000)
        let page = try html(markdown)
        let rows = try failureRows(page)
        XCTAssertGreaterThan(rows.count, 100)
        XCTAssertLessThan(rows.count, 3000)
        XCTAssertEqual(rows.last?[2], String(rows.count), "the rows are the first failures, in order")
        XCTAssertTrue(page.contains("\(3000 - rows.count) more failures are left out"), page.suffix(400).description)
        // At the default limit, 1 MiB, every row of a suite this size fits.
        XCTAssertEqual(try failureRows(html(MarkdownSummary.text(results))).count, 3000)
    }

    func testEverySnapshotMatchingHasNoTable() throws {
        let page = try html(MarkdownSummary.text([result("ok.json", .pass, pixels: 0)]))
        XCTAssertTrue(page.contains("every snapshot matches"))
        XCTAssertEqual(page.components(separatedBy: "<table>").count, 2, "the counts only")
    }
}
