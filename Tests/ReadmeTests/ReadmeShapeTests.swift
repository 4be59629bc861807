import Foundation
import XCTest

/// The front page stays a front page: at most 20 KB, its two set-up commands first and verbatim, every file
/// it or a guide links to present, and nothing in the repository pointing at a folder beside the clone
/// (a clone must stand alone).
final class ReadmeShapeTests: XCTestCase {
    static let package = ReadmeCodeBlocksTests.package

    func read(_ path: String) throws -> String {
        try String(contentsOf: Self.package.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheReadmeIsAFrontPage() throws {
        let readme = try read("README.md")
        XCTAssertLessThanOrEqual(readme.utf8.count, 20_000, "the README is the front page: depth goes to Docs/")
        let blocks = readme.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        XCTAssertEqual(Array(blocks.prefix(3)), [
            "apt-get update && apt-get install -y pkg-config libpng-dev libimagequant-dev libwebp-dev libfreetype-dev libharfbuzz-dev libfontconfig-dev libfribidi-dev fonts-droid-fallback fonts-noto-color-emoji",
            "swift run -c release popsnap render Snapshots/alert.json -o alert.png",
            "swift test",
        ], "the install line, then the two set-up commands, before anything else")
    }

    func testEveryLinkedFileExists() throws {
        let pages = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "Benchmarks/README.md", "Fuzz/README.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: Self.package.appendingPathComponent("Docs").path)).filter { $0.hasSuffix(".md") }.map { "Docs/" + $0 }
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        var checked = 0
        for page in pages {
            let text = try read(page)
            let folder = (page as NSString).deletingLastPathComponent
            for match in text.matches(of: link) {
                let target = String(text[match.output[1].range!])
                if target.contains("://") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
                let file = String(target.split(separator: "#", maxSplits: 1)[0])
                let path = Self.package.appendingPathComponent(folder).appendingPathComponent(file).standardizedFileURL.path
                XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(page) links to \(target), which is not in the repository")
                XCTAssertTrue(path.hasPrefix(Self.package.standardizedFileURL.path + "/"), "\(page) links outside the repository: \(target)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 20, "the pages link to one another")
    }

    /// `.ci/` alone may know that CI lays a folder beside the clone; nothing else reads or names one.
    func testNothingPointsOutsideTheRepository() throws {
        // Spelled in pieces, so this file does not name what it looks for.
        let beside = "shared"
        let outside = ["../" + beside, "DESIGN" + ".md", beside + "/conformance", beside + "/seeds"]
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: Self.package, includingPropertiesForKeys: [.isRegularFileKey]))
        var scanned = 0
        for case let url as URL in walker {
            let relative = String(url.path.dropFirst(Self.package.path.count + 1))
            if [".build", ".git", ".ci", ".swiftpm"].contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) || relative.hasPrefix("Fuzz/.build") {
                walker.skipDescendants()
                continue
            }
            guard ["swift", "md", "sh", "py", "json", "yml", "txt"].contains(url.pathExtension) || url.lastPathComponent == "run",
                  let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            scanned += 1
            for name in outside where text.contains(name) {
                XCTFail("\(relative) names \(name), outside the repository: a clone has nothing beside it")
            }
        }
        XCTAssertGreaterThan(scanned, 300)
    }
}
