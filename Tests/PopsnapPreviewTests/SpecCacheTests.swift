import Foundation
import PopsnapPreview
import PopsnapTestSupport
import XCTest

/// The folder is listed and its specs read once, and again only when the watch says the folder changed:
/// every request used to list and parse the whole folder (0.47 s a request with 300 specs).
final class SpecCacheTests: TemporaryFolderTestCase {
    func testTheFolderIsReadAgainOnlyAfterItChanged() throws {
        let spec = #"{"popup": {"kind": "alert", "title": "Hi", "button": "OK"}, "canvas": {"width": 200, "height": 200}}"#
        try spec.write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        let preview = try PreviewFolder(folder.path)
        XCTAssertEqual(preview.specs().names, ["a.json"])
        try spec.write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(preview.specs().names, ["a.json"], "not listed again before the watch reports the change")
        preview.forget()
        XCTAssertEqual(preview.specs().names, ["a.json", "b.json"])
        // A spec asked for by name before the watch reports it is looked for again.
        try spec.write(to: folder.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try preview.spec(named: "c.json"), folder.path + "/c.json")
        XCTAssertEqual(preview.specs().names, ["a.json", "b.json", "c.json"])
    }
}
