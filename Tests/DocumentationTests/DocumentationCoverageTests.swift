import Foundation
import XCTest

/// Every public symbol of the library modules has a `///` comment (issue 22): the check reads the symbol
/// graphs of this build, so it sees exactly what the compiler makes public.
final class DocumentationCoverageTests: XCTestCase {
    /// The library modules: Package.swift's `.library` products, as `.ci/docs` reads them (the executables
    /// are not an API), so a module added there is checked here.
    static func modules() throws -> [String] {
        let manifest = try String(contentsOf: SymbolGraphs.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"^ *\.library\(name: "([A-Za-z0-9_]+)""#, options: [.anchorsMatchLines])
        return regex.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest))
            .compactMap { Range($0.range(at: 1), in: manifest).map { String(manifest[$0]) } }
    }

    func testEveryPublicSymbolHasADocComment() throws {
        let modules = try Self.modules()
        XCTAssertTrue(modules.contains("Popsnap") && modules.contains("PopsnapTesting"), "Package.swift's library products are read: \(modules)")
        let symbols = try SymbolGraphs.publicSymbols(of: modules)
        XCTAssertGreaterThan(symbols.count, 1000, "the symbol graphs hold the package's public API")
        let missing = symbols.filter { !$0.documented }
        XCTAssertTrue(missing.isEmpty, "\(missing.count) public symbols have no /// comment; write one (what it is for, "
                      + "units, defaults, a short example where use is not obvious) at:\n"
                      + missing.map { "\($0.location): \($0.name)" }.joined(separator: "\n"))
    }

    func testAnUndocumentedSymbolIsFoundAndADocumentedOneIsNot() throws {
        // A symbol graph of two public symbols, written by hand as swift-symbolgraph-extract writes them.
        let graph = #"""
        {"module": {"name": "M"}, "symbols": [
          {"pathComponents": ["Thing"], "docComment": {"lines": [{"text": "A thing."}]},
           "location": {"uri": "file:///x/Sources/M/Thing.swift", "position": {"line": 3, "character": 0}}},
          {"pathComponents": ["Thing", "width"], "docComment": {"lines": [{"text": "  "}]},
           "location": {"uri": "file:///x/Sources/M/Thing.swift", "position": {"line": 5, "character": 4}}}
        ]}
        """#
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-graph-\(getpid()).json")
        try graph.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let symbols = try SymbolGraphs.read(file, module: "M")
        XCTAssertEqual(symbols.map(\.name), ["M: Thing", "M: Thing.width"])
        XCTAssertEqual(symbols.map(\.documented), [true, false], "a comment of blanks documents nothing")
        XCTAssertEqual(symbols.map(\.location), ["/x/Sources/M/Thing.swift:4", "/x/Sources/M/Thing.swift:6"])
    }
}
