import Foundation
import PopsnapTestSupport
import XCTest

/// The preview trusts only its own page: a request a page on another site sends is refused, and nothing
/// the server answers may be embedded, read or framed by such a page.
final class PreviewCrossSiteTests: TemporaryFolderTestCase {
    func testRequestsFromAnotherSitesPageAreRefused() throws {
        let preview = try startPreview()
        let request = "GET /api/verify?spec=alert.json&appearance=dark HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)"
        for header in ["Origin: http://evil.example", "Origin: http://127.0.0.1:\(preview.port == 1 ? 2 : preview.port - 1)", "Origin: null",
                       "Sec-Fetch-Site: cross-site", "Sec-Fetch-Site: same-site"] {
            let answer = try preview.send(request + "\r\n" + header)
            XCTAssertEqual(answer.status, 403, header)
            XCTAssertTrue(String(decoding: answer.body, as: UTF8.self).contains("another site's page"), header)
        }
        XCTAssertEqual(try preview.send("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\nSec-Fetch-Site: cross-site").status, 403)
        // The page's own requests, an address typed in, and curl's (neither header) are served.
        for headers in ["Origin: http://127.0.0.1:\(preview.port)\r\nSec-Fetch-Site: same-origin", "Sec-Fetch-Site: none", "Origin: http://localhost:\(preview.port)"] {
            XCTAssertEqual(try preview.send("GET /api/gallery HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\n" + headers).status, 200, headers)
        }
        XCTAssertEqual(try preview.get("/api/gallery").status, 200)
    }

    func testNoAnswerMayBeEmbeddedOrFramedElsewhere() throws {
        let preview = try startPreview()
        let answers = try ["/", "/api/gallery", "/api/render?spec=hud.json", "/nothing"].map { try preview.get($0) }
            + [try preview.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\nOrigin: http://evil.example")]
        for answer in answers {
            XCTAssertTrue(answer.headers.contains("\r\nCross-Origin-Resource-Policy: same-origin"), answer.headers)
            XCTAssertTrue(answer.headers.contains("frame-ancestors 'none'"), answer.headers)
        }
    }
}
