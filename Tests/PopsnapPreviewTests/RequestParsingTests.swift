import PopsnapFiles
import PopsnapPreview
import XCTest

/// The request head parsed strictly: what a browser sends is read, everything else refused with the
/// status that says why, never a crash.
final class RequestParsingTests: XCTestCase {
    private func parse(_ text: String) throws(HTTPFailure) -> HTTPRequest { try HTTPRequest(head: Array(text.utf8)) }

    private func status(_ text: String) -> HTTPStatus? {
        do { _ = try parse(text); return nil } catch { return error.status }
    }

    func testABrowsersRequestIsRead() throws {
        let r = try parse("GET /api/render?spec=alert.json&appearance=dark&contentSize=AX3 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n"
            + "User-Agent: Chromium\r\nAccept:  image/png \r\nCookie: a=b")
        XCTAssertEqual(r.method, "GET")
        XCTAssertEqual(r.target.path, "/api/render")
        XCTAssertEqual(r.target.query, ["spec": "alert.json", "appearance": "dark", "contentSize": "AX3"])
        XCTAssertEqual(r.headers["accept"], "image/png")
        XCTAssertTrue(r.isAddressed(toPort: 8080))
    }

    func testPercentEscapesAreDecoded() throws {
        let r = try parse("GET /api/render?spec=caf%C3%A9+au+lait.json HTTP/1.1\r\nHost: localhost:1")
        XCTAssertEqual(r.target.query["spec"], "café au lait.json")
    }

    /// A file's name need not be UTF-8: its bytes come through as `FileNameBytes` spells them.
    func testBytesThatAreNotUTF8AreTheNamesBytes() throws {
        let r = try parse("GET /api/render?spec=b%FF.json HTTP/1.1\r\nHost: localhost:1")
        XCTAssertEqual(FileNameBytes.bytes(try XCTUnwrap(r.target.query["spec"])), Array("b".utf8) + [0xFF] + Array(".json".utf8))
    }

    func testMalformedRequestsAreBadRequests() {
        for text in ["", "GET / HTTP/1.1", "GET  / HTTP/1.1\r\nHost: a", "GET / HTTP/1.1 extra\r\nHost: a",
                     "GET api HTTP/1.1\r\nHost: a", "GET /%zz HTTP/1.1\r\nHost: a", "GET /%4 HTTP/1.1\r\nHost: a",
                     "GET /a%00b HTTP/1.1\r\nHost: a", "GET /?spec=a%00.json HTTP/1.1\r\nHost: a",
                     "GET /\u{7F} HTTP/1.1\r\nHost: a", "GET /é HTTP/1.1\r\nHost: a",
                     "GET / HTTP/1.1\r\nHost: a\r\n folded", "GET / HTTP/1.1\r\nHost : a", "GET / HTTP/1.1\r\nHost: a\r\nHost: b",
                     "GET / HTTP/1.1\r\nHost: a\u{1}b", "GET / HTTP/1.1\r\nHost: a\nX: b", "GET / HTTP/1.1\r\n: empty\r\nHost: a",
                     "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 5", "GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked",
                     "GET /?a=1&a=2 HTTP/1.1\r\nHost: a", "GET / FTP/1.1\r\nHost: a"] {
            XCTAssertEqual(status(text), .badRequest, text.debugDescription)
        }
    }

    func testOnlyGetAndHeadAreServed() {
        XCTAssertEqual(status("POST / HTTP/1.1\r\nHost: a"), .methodNotAllowed)
        XCTAssertEqual(status("DELETE / HTTP/1.1\r\nHost: a"), .methodNotAllowed)
        XCTAssertNil(status("HEAD / HTTP/1.1\r\nHost: a"))
        XCTAssertEqual(status("GET / HTTP/2.0\r\nHost: a"), .versionNotSupported)
    }

    func testHugeHeadsAreRefusedBeforeTheyEnd() {
        let limits = HTTPLimits()
        let line = Array(("GET /" + String(repeating: "a", count: limits.requestLine) + " HTTP/1.1").utf8)
        XCTAssertThrowsError(try RequestHead.complete(line)) { XCTAssertEqual(($0 as? HTTPFailure)?.status, .uriTooLong) }
        let headers = Array(("GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: limits.head / 8 + 1)).utf8)
        XCTAssertThrowsError(try RequestHead.complete(headers)) { XCTAssertEqual(($0 as? HTTPFailure)?.status, .headersTooLarge) }
        let many = "GET / HTTP/1.1\r\nHost: a" + String(repeating: "\r\nX: b", count: limits.headerCount)
        XCTAssertEqual(status(many), .headersTooLarge)
    }

    func testTheHeadEndsAtTheBlankLine() throws {
        XCTAssertNil(try RequestHead.complete(Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8)))
        XCTAssertEqual(try RequestHead.complete(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8)), Array("GET / HTTP/1.1\r\nHost: a".utf8))
    }

    /// A page elsewhere whose name resolves to 127.0.0.1 sends its own name: refused.
    func testOnlyTheLoopbackNamesAtThePortAddressTheServer() throws {
        for host in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080"] {
            XCTAssertTrue(try parse("GET / HTTP/1.1\r\nHost: \(host)").isAddressed(toPort: 8080), host)
        }
        for host in ["evil.example:8080", "127.0.0.1", "127.0.0.1:8081", "localhost", "127.0.0.1:8080.evil.example", "0.0.0.0:8080", "[::1]:8080"] {
            XCTAssertFalse(try parse("GET / HTTP/1.1\r\nHost: \(host)").isAddressed(toPort: 8080), host)
        }
        XCTAssertFalse(try parse("GET / HTTP/1.0").isAddressed(toPort: 8080))
    }

    /// RFC 9112's persistence: HTTP/1.1 keeps the connection unless told `close`, HTTP/1.0 only when told
    /// `keep-alive`; the header is a list of options in any case.
    func testWhetherTheClientKeepsTheConnection() throws {
        let cases: [(String, Bool)] = [
            ("GET / HTTP/1.1\r\nHost: a", true), ("GET / HTTP/1.1\r\nHost: a\r\nConnection: Close", false),
            ("GET / HTTP/1.1\r\nHost: a\r\nConnection: upgrade ,\tclose", false), ("GET / HTTP/1.1\r\nHost: a\r\nConnection: keep-alive", true),
            ("GET / HTTP/1.0", false), ("GET / HTTP/1.0\r\nConnection: Keep-Alive", true), ("GET / HTTP/1.0\r\nConnection: closed", false),
        ]
        for (head, keeps) in cases { XCTAssertEqual(try parse(head).keepsAlive, keeps, head) }
    }

    /// Random bytes never crash the parser: each is parsed or refused.
    func testArbitraryBytesAreParsedOrRefused() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("GET /?%=&+: \r\nHTTP/1.1Host\u{0}\u{7F}a".utf8) + [0xC3, 0xFF]
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<40 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            _ = try? RequestHead.complete(bytes)
            _ = try? HTTPRequest(head: bytes)
        }
    }
}
