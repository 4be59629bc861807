import Foundation
import XCTest

/// Every Swift block of the README is a file of this target, word for word, so `swift build` compiles
/// it and `swift test` runs it: a README that drifts from the API, or from these files, fails here.
final class ReadmeCodeBlocksTests: XCTestCase {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let marker = "<!-- compiled and run by swift test: "

    /// Each ```swift block with the file the line before it names.
    static func blocks(of readme: String) throws -> [(file: String?, code: String)] {
        let lines = readme.components(separatedBy: "\n")
        var blocks: [(String?, String)] = []
        var i = 0
        while i < lines.count {
            if lines[i] == "```swift" {
                let end = try XCTUnwrap(lines[(i + 1)...].firstIndex(of: "```"), "a ```swift block on line \(i + 1) never ends")
                let previous = i > 0 ? lines[i - 1] : ""
                let file = previous.hasPrefix(marker) && previous.hasSuffix(" -->") ? String(previous.dropFirst(marker.count).dropLast(4)) : nil
                blocks.append((file, lines[(i + 1)..<end].joined(separator: "\n") + "\n"))
                i = end
            }
            i += 1
        }
        return blocks
    }

    func testEveryReadmeSwiftBlockIsACompiledFileOfThisTarget() throws {
        let readme = try String(contentsOf: Self.package.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = try Self.blocks(of: readme)
        XCTAssertFalse(blocks.isEmpty, "the README shows the Swift API")
        for (n, block) in blocks.enumerated() {
            guard let file = block.file else {
                XCTFail("Swift block \(n + 1) of the README has no \(Self.marker)Tests/ReadmeTests/NAME.swift --> line before it")
                continue
            }
            XCTAssertTrue(file.hasPrefix("Tests/ReadmeTests/"), "\(file) must be in this target to be compiled")
            let source = try String(contentsOf: Self.package.appendingPathComponent(file), encoding: .utf8)
            XCTAssertEqual(source, block.code, "\(file) differs from the README's block \(n + 1): copy one to the other")
        }
        // And no sample file is left that the README no longer shows.
        let shown = Set(blocks.compactMap(\.file))
        let folder = Self.package.appendingPathComponent("Tests/ReadmeTests")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".swift") && name != URL(fileURLWithPath: #filePath).lastPathComponent {
            XCTAssertTrue(shown.contains("Tests/ReadmeTests/" + name), "Tests/ReadmeTests/\(name) is not a README block")
        }
    }

    func testBlocksAreFoundWithTheirFiles() throws {
        let text = "intro\n\(Self.marker)Tests/ReadmeTests/A.swift -->\n```swift\nlet a = 1\n```\n```swift\nlet b = 2\n```\n"
        let blocks = try Self.blocks(of: text)
        XCTAssertEqual(blocks.map(\.file), ["Tests/ReadmeTests/A.swift", nil])
        XCTAssertEqual(blocks.map(\.code), ["let a = 1\n", "let b = 2\n"])
    }
}
