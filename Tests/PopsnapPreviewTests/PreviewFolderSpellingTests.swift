import Foundation
import PopsnapPreview
import PopsnapTestSupport
import XCTest

/// `popsnap preview pv//` once cut the first letter off every spec's name, so no card could be drawn.
final class PreviewFolderSpellingTests: TemporaryFolderTestCase {
    func testSpecsAreNamedAsInTheFolderWhateverItsSpelling() throws {
        let specs = folder.appendingPathComponent("pv")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let spec = #"{"popup": {"kind": "alert", "title": "Hi", "button": "OK"}, "canvas": {"width": 200, "height": 200}}"#
        try spec.write(to: specs.appendingPathComponent("alert.json"), atomically: true, encoding: .utf8)
        for spelling in ["/pv", "/pv/", "/pv//", "/pv/.//", "//pv///"] {
            let preview = try PreviewFolder(folder.path + spelling)
            XCTAssertEqual(preview.specs().names, ["alert.json"], spelling)
            XCTAssertEqual(try preview.spec(named: "alert.json"), specs.path + "/alert.json", spelling)
        }
    }
}
