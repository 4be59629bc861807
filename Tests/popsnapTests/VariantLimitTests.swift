import Foundation
import XCTest
import PopsnapTestSupport

/// Issue 20: the variants a spec declares are bounded (`--max-variants`), and a contact sheet too large
/// to make is refused before any variant is drawn or written.
final class VariantLimitTests: TemporaryFolderTestCase {
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func locales(_ n: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<n).map { i in #"""# + String([letters[i / 26 % 26], letters[i % 26]]) + #"""# }.joined(separator: ", ")
    }

    func testAMatrixOverTheLimitIsRefusedWhenTheSpecIsRead() throws {
        try write("many.json", #"{"popup": {"kind": "alert", "title": "Hi", "message": "There", "button": "OK"}, "variants": {"locales": ["# + locales(50)
                  + #"], "appearances": ["light", "dark"], "contentSizes": ["S", "L", "AX5"]}}"#)
        for command in [["lint", "many.json"], ["render", "many.json", "--matrix", "-o", "out"], ["layout", "many.json"]] {
            let r = try RunPopsnap.run(command, in: folder)
            XCTAssertEqual(r.status, 2, command.joined(separator: " "))
            XCTAssertEqual(r.err, "popsnap \(command[0]): many.json:1:93: variants: the matrix has 300 variants "
                           + "(50 locales x 2 appearances x 3 contentSizes), more than the limit of 256; raise it with --max-variants N\n")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["many.json"])
        XCTAssertEqual(try RunPopsnap.run(["layout", "many.json", "--max-variants", "300"], in: folder).status, 0)
    }

    func testASheetTooLargeIsRefusedBeforeAnyVariantIsDrawn() throws {
        // Ten locales make ten rows of one cell each, a popup 800 pt tall: over 16384 px of sheet.
        try write("tall.json", #"{"popup": {"kind": "custom", "root": {"type": "box", "width": 300, "height": 800, "background": "red"}}, "#
                  + #""variants": {"locales": ["# + locales(10) + "]}}")
        let r = try RunPopsnap.run(["render", "tall.json", "--matrix", "-o", "out", "--sheet", "sheet.png"], in: folder)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "popsnap render: the contact sheet of 10 variants would be 712 x 17464 px, beyond the largest image "
                       + "(16384 px a side and 256 MiB); choose fewer variants\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["tall.json"])
    }
}
