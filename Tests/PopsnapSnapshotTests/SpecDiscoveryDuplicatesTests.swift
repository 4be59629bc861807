import Foundation
import PopsnapSnapshot
import PopsnapTestSupport
import XCTest

/// A spec named twice is found once, for every command that discovers specs (verify, record, lint, prune).
final class SpecDiscoveryDuplicatesTests: TemporaryFolderTestCase {
    private let spec = #"{"popup": {"kind": "alert", "title": "A", "message": "B", "button": "OK"}}"#

    func testAFolderAndAFileInItFindTheFileOnce() throws {
        for name in ["a.json", "b.json"] { try Data(spec.utf8).write(to: folder.appendingPathComponent(name)) }
        let a = folder.path + "/a.json"
        let found = try SpecDiscovery.specs(in: [a, folder.path, folder.path + "/./a.json"])
        XCTAssertEqual(found.specs, [a, folder.path + "/b.json"])
    }
}
