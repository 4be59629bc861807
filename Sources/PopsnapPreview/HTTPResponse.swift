/// An answer: status, content type and body, written with the headers every answer of the preview
/// carries (whether the connection stays open for another request; nothing cached; the page may load only
/// from this server).
public struct HTTPResponse: Sendable, Equatable {
    /// The status line's status.
    public var status: HTTPStatus
    /// The `Content-Type`.
    public var contentType: String
    /// The body.
    public var body: [UInt8]

    /// An answer with `status`, `body` of `contentType`.
    public init(_ status: HTTPStatus = .ok, contentType: String, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A JSON answer.
    public static func json(_ text: String, _ status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status, contentType: "application/json; charset=utf-8", body: Array(text.utf8))
    }

    /// A refusal as JSON, `{"error": "…"}`, so the page shows why.
    public static func failure(_ f: HTTPFailure) -> HTTPResponse {
        json("{\"error\": \(PreviewJSON.string(f.reason))}\n", f.status)
    }

    /// The status line and headers; `includingBody` false for a HEAD request, which has the same head;
    /// `keepAlive` when the server reads another request on the connection after this answer.
    public func bytes(includingBody: Bool = true, keepAlive: Bool = false) -> [UInt8] {
        Array(Self.head(status, contentType: contentType, length: body.count, keepAlive: keepAlive).utf8) + (includingBody ? body : [])
    }

    /// The event stream's content type.
    static let eventStream = "text/event-stream; charset=utf-8"

    /// The head of an answer; without `length`, one that streams until the connection closes.
    static func head(_ status: HTTPStatus, contentType: String, length: Int?, keepAlive: Bool = false) -> String {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\nContent-Type: \(contentType)\r\n"
        if let length { head += "Content-Length: \(length)\r\n" }
        head += "Connection: \(keepAlive && length != nil ? "keep-alive" : "close")\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
        // Nothing but this server: no font, script or image from elsewhere, no connection to another host;
        // and nothing of this server's for a page elsewhere: no frame of the page, no image or script of it.
        head += "Content-Security-Policy: default-src 'none'; connect-src 'self'; img-src 'self' data:; "
            + "style-src 'unsafe-inline'; script-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'\r\n"
        head += "Cross-Origin-Resource-Policy: same-origin\r\n"
        return head + "\r\n"
    }
}
