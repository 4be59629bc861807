import Dispatch
import Foundation
import Popsnap
@testable import PopsnapPreview
import PopsnapTestSupport
import Synchronization
import XCTest

/// The diff view's checks reserve their memory on the server's one gate, the one its renders share: several
/// at once hold no more than the budget together (each had been inside the budget alone, outside any gate).
final class PreviewGateTests: TemporaryFolderTestCase {
    func testChecksAtOnceShareTheServersBudget() throws {
        let path = folder.appendingPathComponent("a.json").path
        let spec = #"{"popup": {"kind": "alert", "title": "Hi", "message": "There", "button": "OK"}, "canvas": {"width": 200, "height": 300}, "scale": 1}"#
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        let popup = try PopupSpec.prepare(file: path, overrides: SpecOverrides(), limits: SpecLimits())
        try Data(try PopupRenderer().png(popup.scene)).write(to: folder.appendingPathComponent("a.png"))
        // Room for exactly one check: a second waits for the first to give its share back.
        let estimate = popup.memoryEstimate(comparing: true)
        var limits = SpecLimits()
        limits.memory = estimate
        let server = PreviewServer(folder: try PreviewFolder(folder.path, limits: limits), renderer: try PopupRenderer())
        let artifacts = try PreviewArtifacts()
        defer { artifacts.remove() }
        let request = try HTTPRequest(head: Array("GET /api/verify?spec=a.json HTTP/1.1\r\nHost: 127.0.0.1:8080".utf8))
        let answers = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            let answer = server.respond(to: request, artifacts: artifacts)
            answers.withLock { $0.append("\(answer.status.rawValue) \(String(decoding: answer.body, as: UTF8.self).prefix(17))") }
        }
        XCTAssertEqual(answers.withLock { $0 }, Array(repeating: "200 {\"status\": \"pass\"", count: 3))
        XCTAssertEqual(server.gate.peak, estimate, "each check held its estimate on the server's gate, never two at once")
    }
}
