import Foundation
import XCTest

/// Issue 22: one name for each idea across the package. Layout and raster share PopsnapGeometry's types,
/// the package has one lock, and every enum spelled by name in specs and flags is read through NameTable.
final class OneVocabularyTests: XCTestCase {
    /// Every declaration of a top-level type `name` in Sources/, as "Module/File.swift".
    func declarations(of pattern: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern, options: .anchorsMatchLines)
        let sources = ModuleDirectionTests.root.appendingPathComponent("Sources")
        return try ModuleDirectionTests.swiftFiles(under: sources).flatMap { file -> [String] in
            let text = try String(contentsOf: file, encoding: .utf8)
            let relative = String(file.path.dropFirst(sources.path.count + 1))
            return Array(repeating: relative, count: regex.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)))
        }
    }

    func testEachGeometryTypeIsDeclaredOnceInPopsnapGeometry() throws {
        for name in ["Size", "Point", "Rect", "EdgeInsets", "PixelRect", "PixelSize", "Transform"] {
            XCTAssertEqual(try declarations(of: #"^public struct \#(name)\b"#), ["PopsnapGeometry/\(name).swift"], name)
        }
        // The names they replace are gone.
        for name in ["Frame", "IntRect"] {
            XCTAssertEqual(try declarations(of: #"^public struct \#(name)\b"#), [], name)
        }
    }

    func testOneLock() throws {
        XCTAssertEqual(try declarations(of: #"^(?:package |public )?final class Lock\b"#), ["PopsnapText/Lock.swift"])
    }

    /// A name table built by hand (`Dictionary(uniqueKeysWithValues: X.allCases.map …)`) is NameTable's job.
    func testNameTablesAreReadOneWay() throws {
        let handBuilt = try declarations(of: #"uniqueKeysWithValues: [A-Za-z.]*allCases\.map"#)
        XCTAssertEqual(handBuilt, ["Popsnap/Spec/NameTable.swift"])
    }
}
