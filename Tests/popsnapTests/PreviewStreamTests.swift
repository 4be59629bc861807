import Foundation
import PopsnapTestSupport
import XCTest

/// Event streams, one for each open page, never keep the page's own requests out, and a page closed
/// frees its stream's place as soon as its connection closes.
final class PreviewStreamTests: TemporaryFolderTestCase {
    private func openStream(_ preview: PreviewProcess) throws -> (socket: RawSocket, opened: String) {
        let socket = try RawSocket(port: preview.port)
        socket.write(Array("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\n\r\n".utf8))
        let answer = String(decoding: socket.read { let t = String(decoding: $0, as: UTF8.self); return t.contains("retry:") || t.contains("\"}") }, as: UTF8.self)
        return (socket, answer)
    }

    /// 32 open streams once filled every connection: the page and the API answered 503 to everyone.
    func testOpenStreamsDoNotLockOutOtherRequests() throws {
        let preview = try startPreview()
        let streams = try (0..<33).map { _ in try openStream(preview) }
        defer { streams.forEach { $0.socket.close() } }
        XCTAssertEqual(streams.filter { $0.opened.contains("retry:") }.count, 16, "16 streams at most")
        let refused = try XCTUnwrap(streams.last?.opened)
        XCTAssertTrue(refused.hasPrefix("HTTP/1.1 503") && refused.contains("16 pages are open on this server already"), refused)
        XCTAssertEqual(try preview.get("/api/gallery").status, 200)
        XCTAssertEqual(try preview.get("/").status, 200)
    }

    /// A stream's place is free once its client has gone: the server closes its side at once, not at the
    /// next keep-alive comment 15 s later (the 10 s guard is below that), and a new stream opens in its place.
    func testAClosedStreamsPlaceIsFreedAtOnce() throws {
        let preview = try startPreview()
        let streams = try (0..<16).map { _ in try openStream(preview) }
        defer { streams.forEach { $0.socket.close() } }
        XCTAssertTrue(streams.allSatisfy { $0.opened.contains("retry:") })
        streams[0].socket.shutDownWriting()
        _ = streams[0].socket.read(within: 10)
        XCTAssertTrue(streams[0].socket.isClosedByServer, "the server saw the page go and closed the stream")
        let another = try openStream(preview)
        defer { another.socket.close() }
        XCTAssertTrue(another.opened.contains("retry:"), another.opened)
    }

    func testHEADOfTheEventStreamHasNoBody() throws {
        let preview = try startPreview()
        let socket = try RawSocket(port: preview.port)
        defer { socket.close() }
        socket.write(Array("HEAD /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\n\r\n".utf8))
        let answer = String(decoding: socket.readToEnd(), as: UTF8.self)
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200") && answer.contains("Content-Type: text/event-stream"), answer)
        XCTAssertTrue(answer.hasSuffix("\r\n\r\n"), "headers only: \(answer)")
        XCTAssertTrue(socket.isClosedByServer)
    }
}
