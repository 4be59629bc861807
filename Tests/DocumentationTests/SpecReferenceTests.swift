import Foundation
import PopsnapJSON
import XCTest

/// `Docs/SpecReference.md` is `popsnap.schema.json` laid out as tables, so the two cannot drift: a schema
/// changed without the page fails here (`POPSNAP_UPDATE_DOCS=1` rewrites the page, to be committed).
final class SpecReferenceTests: XCTestCase {
    static let page = "Docs/SpecReference.md"

    func testThePageIsTheSchema() throws {
        let root = SymbolGraphs.root
        let schema = try String(contentsOf: root.appendingPathComponent("popsnap.schema.json"), encoding: .utf8)
        let generated = SpecReference.markdown(schema: try JSONParser().parse(schema))
        let url = root.appendingPathComponent(Self.page)
        if ProcessInfo.processInfo.environment["POPSNAP_UPDATE_DOCS"] == "1" {
            try Data(generated.utf8).write(to: url, options: .atomic)
        }
        let committed = try? String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(committed == generated, "\(Self.page) is stale: POPSNAP_UPDATE_DOCS=1 swift test --filter SpecReferenceTests, then commit it")
    }

    func testEveryFieldIsARowWithItsType() throws {
        let schema = try JSONParser().parse(##"{"description": "A spec.", "properties": {"scale": {"description": "Pixels | a point.", "type": ["integer", "null"], "minimum": 1, "maximum": 3}, "popup": {"$ref": "#/$defs/popup"}, "animation": {"type": "object", "properties": {"fps": {"type": "number"}}, "required": ["fps"]}}, "$defs": {"popup": {"description": "The popup.", "properties": {"kind": {"const": "alert"}, "mode": {"enum": ["a", "b"]}}}}}"##)
        let page = SpecReference.markdown(schema: schema)
        XCTAssertTrue(page.contains("| `scale` | integer, ≥ 1, ≤ 3 | Pixels \\| a point. |\n"), page)
        XCTAssertTrue(page.contains("| `popup` | [popup](#popup) |  |\n"), page)
        XCTAssertTrue(page.contains("| `animation.fps` | number (required) |  |\n"), page)
        XCTAssertTrue(page.contains("## popup\n\nThe popup.\n\n| field | type | what it means |\n|---|---|---|\n| `kind` | `alert` |  |\n| `mode` | `a`, `b` |  |\n"), page)
    }
}
