import Foundation
import Popsnap
import PopsnapSnapshot
import PopsnapTestSupport
import XCTest

/// Verify-all refuses, before any check, checks that would write one file: a library call, worded by no CLI.
final class SharedReferenceTests: TemporaryFolderTestCase {
    private func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func testAVariantAndASpecNamedLikeItShareAReference() throws {
        let a = try write("alert.json", #"{"popup": {"kind": "alert", "title": "A", "message": "B", "button": "OK"}, "variants": {"locales": ["en", "de"]}, "strings": {"de": {"A": "Ä"}}}"#)
        let b = try write("alert.de.json", #"{"popup": {"kind": "alert", "title": "A", "message": "B", "button": "OK"}}"#)
        let verifier = Verifier(renderer: try PopupRenderer(), mode: .never, artifacts: folder.appendingPathComponent("artifacts").path)
        let specs = [a, b]
        XCTAssertEqual(verifier.sharedReference(verifier.checks(of: specs), specs: specs, records: false),
                       .sameReference(folder.path + "/alert.de.png", first: a + " [de]", second: b))
        XCTAssertNil(verifier.sharedReference(verifier.checks(of: [a]), specs: [a], records: true))
    }

    func testARecordedReferenceThatIsALinkToASpecIsRefused() throws {
        let a = try write("a.json", #"{"popup": {"kind": "alert", "title": "A", "message": "B", "button": "OK"}}"#)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a.png", withDestinationPath: a)
        let verifier = Verifier(renderer: try PopupRenderer(), mode: .all, artifacts: folder.appendingPathComponent("artifacts").path)
        XCTAssertEqual(verifier.sharedReference(verifier.checks(of: [a]), specs: [a], records: true),
                       .referenceIsAnotherFile(folder.path + "/a.png", check: a, other: "the spec \(a)"))
        XCTAssertNil(verifier.sharedReference(verifier.checks(of: [a]), specs: [a], records: false))
    }
}
