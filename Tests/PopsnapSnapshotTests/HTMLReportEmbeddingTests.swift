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

    /// Writing a page holds one failure's embedded text twice and one image with its base64: 34.3 MiB by default,
    /// which the run's memory budget must leave room for; a smaller budget embeds less, never more than it allows.
    func testThePageHoldsNoMoreThanTheMemoryBudgetAllows() throws {
        let base64MiB = 1_398_104  // (2^20 + 2) / 3 * 4
        XCTAssertEqual(HTMLReport.Embedding.default.heldBytes, 2 * 12 * base64MiB + (1 << 20) + base64MiB)
        XCTAssertEqual(HTMLReport.Embedding.default.within(memory: 1 << 30), .default, "room enough: unchanged")
        for memory in [36_001_176, 36_001_175, 10 << 20, 1 << 20, 100_000, 5_000, 10, 0] {
            let fitted = HTMLReport.Embedding.default.within(memory: memory)
            XCTAssertLessThanOrEqual(fitted.heldBytes, memory, "\(memory)")
            XCTAssertEqual(fitted == .default, memory == 36_001_176, "\(memory): lowered only when it did not fit")
        }
        // A page written within a budget smaller than its images embeds none of them and links them all.
        let results = try failingHUDs(1)
        let smallest = try ["expected", "actual", "diff"].map { key in
            try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: results[0].artifacts[key]!)[.size] as? Int)
        }.min()!
        let memory = HTMLReport.Embedding(imageBytes: smallest - 1, pageBytes: 64 << 20).heldBytes
        let page = HTMLReport.page(results, linkingFrom: folder.path, embedding: HTMLReport.Embedding.default.within(memory: memory))
        XCTAssertFalse(page.contains("data:image/png;base64,"))
        XCTAssertTrue(page.contains("src=\"\(HTMLReport.href(to: results[0].artifacts["actual"]!, from: folder.path))\""))
        XCTAssertTrue(HTMLReport.page(results, linkingFrom: folder.path).contains("data:image/png;base64,"), "the default embeds them")
    }
}
