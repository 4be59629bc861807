import Foundation
import Popsnap
import PopsnapPreview
import PopsnapTestSupport
import XCTest

/// A request names a spec by its name in the folder, and nothing else is reachable: `..`, its escapes,
/// absolute paths, links out, files that are not specs.
final class PathConfinementTests: TemporaryFolderTestCase {
    private var specs: URL { folder.appendingPathComponent("specs") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let spec = #"{"popup": {"kind": "alert", "title": "Hi", "button": "OK"}, "canvas": {"width": 200, "height": 200}}"#
        try spec.write(to: specs.appendingPathComponent("alert.json"), atomically: true, encoding: .utf8)
        try spec.write(to: folder.appendingPathComponent("outside.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: specs.appendingPathComponent("out.json").path, withDestinationPath: "../outside.json")
        try "{}".write(to: specs.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
    }

    private func status(_ target: String) throws -> HTTPStatus? {
        let request = try HTTPRequest(head: Array("GET \(target) HTTP/1.1\r\nHost: localhost:1".utf8))
        let preview = try PreviewFolder(specs.path)
        do { _ = try preview.spec(named: request.target.query["spec"] ?? ""); return nil } catch { return error.status }
    }

    func testASpecOfTheFolderIsFound() throws {
        XCTAssertNil(try status("/api/render?spec=alert.json"))
        // The link out is listed (the loader refuses it by name), but no request reaches it: see below.
        XCTAssertEqual(try PreviewFolder(specs.path).specs().names, ["alert.json", "out.json"])
    }

    func testNamesThatLeaveTheFolderAreNotFound() throws {
        for target in ["/api/render?spec=../outside.json", "/api/render?spec=%2e%2e/outside.json", "/api/render?spec=%2E%2E%2Foutside.json",
                       "/api/render?spec=..", "/api/render?spec=.", "/api/render?spec=", "/api/render",
                       "/api/render?spec=\(specs.path.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)%2Falert.json",
                       "/api/render?spec=./alert.json", "/api/render?spec=out.json", "/api/render?spec=package.json",
                       "/api/render?spec=missing.json"] {
            XCTAssertEqual(try status(target), .notFound, target)
        }
    }

    func testANulIsABadRequestBeforeAnyNameIsLookedUp() {
        XCTAssertThrowsError(try status("/api/render?spec=alert.json%00.png")) { XCTAssertEqual(($0 as? HTTPFailure)?.status, .badRequest) }
    }

    func testAFolderThatIsNotOneIsRefused() {
        XCTAssertThrowsError(try PreviewFolder(specs.appendingPathComponent("alert.json").path))
        XCTAssertThrowsError(try PreviewFolder(folder.appendingPathComponent("missing").path))
    }
}
