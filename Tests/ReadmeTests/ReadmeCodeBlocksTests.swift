import Foundation
import PopsnapTestSupport
import XCTest

/// Every Swift block of the README and of the guides in `Docs/` is a file of this target, word for word, so
/// `swift build` compiles it and `swift test` runs it: a page that drifts from the API, or from these files, fails here.
final class ReadmeCodeBlocksTests: XCTestCase {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryReadmeSwiftBlockIsACompiledFileOfThisTarget() throws {
        let readme = try String(contentsOf: Self.package.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertFalse(try MarkdownSwiftBlocks.blocks(of: readme).isEmpty, "the README shows the Swift API")
        let guides = try FileManager.default.contentsOfDirectory(atPath: Self.package.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        let mismatches = try MarkdownSwiftBlocks.mismatches(documents: ["README.md"] + guides, folder: "Tests/ReadmeTests", root: Self.package,
                                                            except: [URL(fileURLWithPath: #filePath).lastPathComponent, "ReadmeShapeTests.swift"])
        XCTAssertEqual(mismatches, [])
    }

    func testBlocksAreFoundWithTheirFiles() throws {
        let text = "intro\n\(MarkdownSwiftBlocks.marker)Tests/ReadmeTests/A.swift -->\n```swift\nlet a = 1\n```\n```swift\nlet b = 2\n```\n"
        let blocks = try MarkdownSwiftBlocks.blocks(of: text)
        XCTAssertEqual(blocks.map(\.file), ["Tests/ReadmeTests/A.swift", nil])
        XCTAssertEqual(blocks.map(\.code), ["let a = 1\n", "let b = 2\n"])
        XCTAssertThrowsError(try MarkdownSwiftBlocks.blocks(of: "```swift\nlet c = 3\n"))
    }
}
