import Foundation
import PopsnapTestSupport
import XCTest

/// A spec whose name is not UTF-8 is shown and drawn like any other: the gallery gives its bytes for a
/// query, and the server takes them as the file's name (a target that was not UTF-8 once decoded was refused).
final class PreviewFileNameBytesTests: TemporaryFolderTestCase {
    func testASpecWhoseNameIsNotUTF8IsDrawn() throws {
        let preview = try startPreview()
        let stream = try RawSocket(port: preview.port)
        defer { stream.close() }
        stream.write(Array("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\n\r\n".utf8))
        _ = stream.read { String(decoding: $0, as: UTF8.self).contains("retry:") }
        let path = Array(folder.appendingPathComponent("specs").path.utf8) + Array("/b".utf8) + [0xFF] + Array(".json".utf8) + [0]
        let fd = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        let text = Array(Self.previewHUD.utf8)
        XCTAssertEqual(write(fd, text, text.count), text.count)
        close(fd)
        // The page lists the folder again once the change is announced.
        let event = String(decoding: stream.read { String(decoding: $0, as: UTF8.self).contains("event: change") && String(decoding: $0, as: UTF8.self).hasSuffix("\n\n") }, as: UTF8.self)
        XCTAssertTrue(event.contains(#"{"specs": ["b\\xFF.json"]}"#), event)
        let specs = try XCTUnwrap(try preview.json("/api/gallery")["specs"] as? [[String: Any]])
        let spec = try XCTUnwrap(specs.first { $0["name"] as? String == #"b\xFF.json"# }, "\(specs)")
        XCTAssertEqual(spec["query"] as? String, "b%FF.json")
        let render = try preview.get("/api/render?spec=b%FF.json")
        XCTAssertEqual(render.status, 200, String(decoding: render.body, as: UTF8.self))
        XCTAssertEqual(Array(render.body.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(try preview.get("/api/render?spec=b%FE.json").status, 404, "another name's bytes")
    }
}
