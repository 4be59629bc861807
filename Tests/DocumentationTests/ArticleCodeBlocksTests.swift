import Foundation
import PopsnapTestSupport
import XCTest

/// Every Swift block of the DocC articles is a file of Articles/, word for word, compiled by `swift build`
/// and run by `swift test`: an article that drifts from the API, or from its file, fails here.
final class ArticleCodeBlocksTests: XCTestCase {
    static let catalog = "Sources/Popsnap/Popsnap.docc"

    func testEveryArticleSwiftBlockIsACompiledFileOfThisTarget() throws {
        let folder = SymbolGraphs.root.appendingPathComponent(Self.catalog)
        let articles = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThanOrEqual(articles.count, 6, "the landing page and five articles")
        let mismatches = try MarkdownSwiftBlocks.mismatches(documents: articles.map { "\(Self.catalog)/\($0)" },
                                                            folder: "Tests/DocumentationTests/Articles", root: SymbolGraphs.root)
        XCTAssertEqual(mismatches, [])
    }
}
