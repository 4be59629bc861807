import Foundation
import PopsnapTestSupport
import XCTest

/// The preview's messages are a CLI user's: the option that allows a folder, not the Swift API's name.
final class PreviewWordingTests: TemporaryFolderTestCase {
    func testASpecReadingOutsideItsFolderNamesTheOption() throws {
        let preview = try startPreview()
        let spec = #"{"popup": {"kind": "custom", "root": {"type": "image", "image": "/popsnap-nowhere/secret.png"}}}"#
        try spec.write(to: folder.appendingPathComponent("specs/outside.json"), atomically: true, encoding: .utf8)
        let answer = try preview.get("/api/render?spec=outside.json")
        XCTAssertEqual(answer.status, 422)
        let message = String(decoding: answer.body, as: UTF8.self)
        XCTAssertTrue(message.contains("allow it with --allow-path DIR") && !message.contains("SpecLimits"), message)
    }
}
