import Foundation
import XCTest
import PopsnapTestSupport
@testable import PopsnapSnapshot

/// The report embeds images only within its budget (`HTMLReport.Embedding`) and links the rest to their
/// artifact files, so a page of large images is small, and a preview's answer never carries an image past it.
final class HTMLReportEmbeddingTests: TemporaryFolderTestCase {
    func testAnImageOverTheImageLimitIsLinkedNotEmbedded() throws {
        let results = try failingHUDs(1)
        let actual = results[0].artifacts["actual"]!
        let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: actual)[.size] as? Int)
        let page = HTMLReport.page(results, linkingFrom: folder.path, embedding: HTMLReport.Embedding(imageBytes: size - 1, pageBytes: 1 << 30))
        let link = HTMLReport.href(to: actual, from: folder.path)
        XCTAssertTrue(link.hasPrefix("art/") && link.hasSuffix("/actual.png"), link)
        XCTAssertTrue(page.contains("<img class=\"shot\" src=\"\(link)\""), "linked from the page's folder")
        XCTAssertTrue(page.contains("<img class=\"top\" src=\"\(link)\" style=\"opacity: 0.5\">"), "the onion skin too")
        XCTAssertTrue(page.contains("slider: expected | actual") && page.contains("onion skin"), "both comparisons, on links")
        // The smaller expected and diff are still embedded (4 and 2 copies: row, zoom, slider, onion skin).
        XCTAssertEqual(page.components(separatedBy: "data:image/png;base64,").count - 1, 6)
    }

    func testThePageStopsEmbeddingWhenItsBudgetIsSpent() throws {
        let results = try failingHUDs(3)
        let all = HTMLReport.page(results, linkingFrom: folder.path)
        let embedded = all.components(separatedBy: "data:image/png;base64,").dropFirst().map { $0.prefix { $0 != "\"" }.count + 22 }
        XCTAssertEqual(embedded.count, 3 * 10, "expected and actual 4 times and the diff twice, a failure, within the default budget")
        // A budget of one failure's images: the next two link.
        let one = embedded.prefix(10).reduce(0, +)
        let page = HTMLReport.page(results, linkingFrom: folder.path, embedding: HTMLReport.Embedding(imageBytes: 1 << 20, pageBytes: one))
        let sections = page.components(separatedBy: "<section class=\"case failure\"").dropFirst()
        XCTAssertEqual(sections.map { $0.contains("data:image/png;base64,") }, [true, false, false])
        XCTAssertTrue(sections.last!.contains("src=\"\(HTMLReport.href(to: results[2].artifacts["diff"]!, from: folder.path))\""))
    }

    func testAComparisonForAnotherPageLeavesOutWhatItCannotEmbed() throws {
        let results = try failingHUDs(1)
        XCTAssertFalse(HTMLReport.comparison(results[0], embedding: HTMLReport.Embedding(imageBytes: 0, pageBytes: 0)).contains("<img"),
                       "no link to artifacts that do not stay, no embedded image over the limit")
        XCTAssertTrue(HTMLReport.comparison(results[0]).contains("data:image/png;base64,"))
    }
}
