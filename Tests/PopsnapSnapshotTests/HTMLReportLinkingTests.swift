import Foundation
import XCTest
import Popsnap
import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport
@testable import PopsnapSnapshot

/// Past its inline limit the report links failures to their artifact files instead of embedding them,
/// so its size grows by a few lines a failure, never by their images.
final class HTMLReportLinkingTests: TemporaryFolderTestCase {
    func testFailuresPastTheLimitLinkToTheirArtifactFiles() throws {
        let results = try failingHUDs(7)
        let reports = folder.appendingPathComponent("reports").path
        try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
        let page = HTMLReport.page(results, inlineLimit: 3, linkingFrom: reports)
        let sections = page.components(separatedBy: "<section class=\"case failure\"").dropFirst().map { $0.components(separatedBy: "</section>")[0] }
        XCTAssertEqual(sections.count, 7)
        for (n, section) in sections.enumerated() {
            XCTAssertTrue(section.contains("<h2>\(HTMLReport.escape(results[n].spec)) "), "in the run's order: \(section)")
            XCTAssertEqual(section.contains("data:image/png;base64,"), n < 3, "only the first 3 embed images")
            XCTAssertEqual(section.contains("<a href="), n >= 3)
            guard n >= 3 else { continue }
            XCTAssertLessThan(section.utf8.count, 1200, "a few lines, not images")
            let artifacts = Set(results[n].artifacts.values.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
            let hrefs = section.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            XCTAssertEqual(hrefs.count, 4, "expected, actual, diff and side-by-side")
            for href in hrefs {
                XCTAssertTrue(href.hasPrefix("../art/"), href)
                let file = try reports + "/" + XCTUnwrap(href.removingPercentEncoding)
                XCTAssertTrue(FileManager.default.fileExists(atPath: file), "\(file) from \(href)")
                XCTAssertTrue(artifacts.contains(URL(fileURLWithPath: file).standardizedFileURL.path), "\(file) is one of this failure's")
            }
        }
        XCTAssertTrue(page.contains("The first 3 failures are shown in full; the other 4 link to their files"), page)
        XCTAssertEqual(page, HTMLReport.page(try failingHUDs(7, jobs: 3), inlineLimit: 3, linkingFrom: reports), "the same page at any --jobs")

        // More failures add linked sections only: the page grows by their lines.
        let longer = HTMLReport.page(try failingHUDs(12), inlineLimit: 3, linkingFrom: reports)
        XCTAssertLessThan(longer.utf8.count - page.utf8.count, 5 * 1200)
    }

    func testStreamedPiecesAreThePage() throws {
        let results = try failingHUDs(2)
        var pieces: [String] = []
        HTMLReport.write(results, inlineLimit: 1, linkingFrom: folder.path) { pieces.append($0) }
        XCTAssertEqual(pieces.count, 5, "head, note, a piece a failure, end")
        XCTAssertEqual(pieces.joined(), HTMLReport.page(results, inlineLimit: 1, linkingFrom: folder.path))
    }

    func testLinksAreRelativeAndPercentEncoded() {
        XCTAssertEqual(HTMLReport.href(to: "/a/art/Snapshots%2Falert/diff.png", from: "/a/reports"), "../art/Snapshots%252Falert/diff.png")
        XCTAssertEqual(HTMLReport.href(to: "/a/b c/#1?.png", from: "/a"), "b%20c/%231%3F.png")
        XCTAssertEqual(HTMLReport.href(to: "/a/./x/../y.png", from: "/a/"), "y.png")
        XCTAssertEqual(HTMLReport.href(to: "art/x.png", from: "."), "art/x.png")
        XCTAssertEqual(HTMLReport.href(to: "/x/é.png", from: "/x"), "%C3%A9.png")
        // A name that is not UTF-8 is linked by its bytes (\xFF), not by the code point carrying it.
        XCTAssertEqual(HTMLReport.href(to: "/x/a\u{10FFFF}.png", from: "/x"), "a%FF.png")
        XCTAssertEqual(HTMLReport.escape("a\u{10FFFF}<"), "a\\xFF&lt;")
    }
}
