import Foundation
import XCTest
import PopsnapTestSupport

/// JSON Popsnap prints on standard output escapes what a terminal would act on: C1 controls (U+0085, and
/// U+009B, a CSI), the line and paragraph separators, the bidi overrides. Each escape reads back as the text.
final class JSONOutputEscapingTests: TemporaryFolderTestCase {
    static let hostile = "Saved\u{9B}2J\u{85}next\u{2028}line\u{202E}desrever"

    func testLayoutAndVoiceOverJSONCarryNoRawControl() throws {
        let spec = #"{"popup": {"kind": "hud", "label": ""# + Self.hostile + #""}, "canvas": {"width": 300, "height": 300}, "scale": 1}"#
        try Data(spec.utf8).write(to: folder.appendingPathComponent("s.json"))
        for args in [["layout", "s.json"], ["accessibility", "s.json", "--json"]] {
            let r = try RunPopsnap.run(args, in: folder)
            XCTAssertEqual(r.status, 0, "\(args): \(r.err)")
            for scalar in r.out.unicodeScalars {
                XCTAssertFalse((0x80...0x9F).contains(scalar.value) || (0x2028...0x202E).contains(scalar.value),
                               "\(args): U+\(String(scalar.value, radix: 16)) printed raw")
            }
            XCTAssertTrue(r.out.contains(#"Saved\u009B2J\u0085next\u2028line\u202Edesrever"#), "\(args): \(r.out)")
            // Still JSON, and the same text once read.
            let parsed = try JSONSerialization.jsonObject(with: Data(r.out.utf8))
            XCTAssertTrue("\(parsed)".contains("desrever"))
            XCTAssertTrue(try Self.strings(in: parsed).contains { $0.contains(Self.hostile) }, "\(args)")
        }
    }

    private static func strings(in value: Any) throws -> [String] {
        switch value {
        case let s as String: return [s]
        case let a as [Any]: return try a.flatMap(strings)
        case let d as [String: Any]: return try d.values.flatMap(strings)
        default: return []
        }
    }
}
