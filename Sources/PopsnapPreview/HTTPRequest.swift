/// A request's head, parsed strictly: `GET` or `HEAD`, an origin-form target (`/path?query`), HTTP/1.1
/// (or 1.0), header fields without folding, and no body (a request announcing one is refused).
///
/// ```swift
/// let request = try HTTPRequest(head: Array("GET /api/gallery HTTP/1.1\r\nHost: 127.0.0.1:8080".utf8))
/// request.target.path   // "/api/gallery"
/// ```
public struct HTTPRequest: Sendable, Equatable {
    /// `GET` or `HEAD`.
    public var method: String
    /// The target, percent-decoded.
    public var target: RequestTarget
    /// Each header's value by its name in lower case; a name given twice is refused.
    public var headers: [String: String]
    /// `HTTP/1.1` or `HTTP/1.0`.
    public var version: String

    /// Parses `head`: the bytes before the blank line that ends it, without that line.
    public init(head: [UInt8], limits: HTTPLimits = HTTPLimits()) throws(HTTPFailure) {
        guard head.count <= limits.head else { throw HTTPFailure(.headersTooLarge, "the request's head is over \(limits.head) bytes") }
        let lines = Self.lines(head)
        guard let requestLine = lines.first, !requestLine.isEmpty else { throw HTTPFailure(.badRequest, "no request line") }
        guard requestLine.count <= limits.requestLine else { throw HTTPFailure(.uriTooLong, "the request line is over \(limits.requestLine) bytes") }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw HTTPFailure(.badRequest, "expected a request line \"METHOD /path HTTP/1.1\"") }
        version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw HTTPFailure(version.hasPrefix("HTTP/") ? .versionNotSupported : .badRequest, "expected HTTP/1.1")
        }
        method = String(decoding: parts[0], as: UTF8.self)
        guard method == "GET" || method == "HEAD" else { throw HTTPFailure(.methodNotAllowed, "only GET and HEAD are served") }
        target = try RequestTarget(Array(parts[1]))
        headers = [:]
        guard lines.count - 1 <= limits.headerCount else { throw HTTPFailure(.headersTooLarge, "more than \(limits.headerCount) header fields") }
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
                throw HTTPFailure(.badRequest, "a header line without a name and a colon")
            }
            let name = line[..<colon]
            // A space before the colon, or a line starting with one (obsolete folding), lets two parsers
            // read two different requests from one: refused, as RFC 9112 says.
            guard name.allSatisfy(Self.isTokenByte) else { throw HTTPFailure(.badRequest, "a header name with a character a name cannot have") }
            let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
            guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                throw HTTPFailure(.badRequest, "a header value with a control character")
            }
            let key = String(decoding: name, as: UTF8.self).lowercased()
            guard headers[key] == nil else { throw HTTPFailure(.badRequest, "the header \(key) given twice") }
            var text = String(decoding: value, as: UTF8.self)
            while text.last == " " || text.last == "\t" { text.removeLast() }
            headers[key] = text
        }
        if headers["transfer-encoding"] != nil || (headers["content-length"].map { $0 != "0" } ?? false) {
            throw HTTPFailure(.badRequest, "a request with a body; the server takes none")
        }
        if version == "HTTP/1.1" && headers["host"] == nil { throw HTTPFailure(.badRequest, "no Host header") }
    }

    /// The lines of `head`, each ended by CRLF; a bare LF or CR is refused later as a control character
    /// or here as part of a line.
    private static func lines(_ head: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = head.startIndex, i = head.startIndex
        while i < head.endIndex {
            if head[i] == 0x0D, i + 1 < head.endIndex, head[i + 1] == 0x0A {
                out.append(head[start..<i])
                i += 2
                start = i
            } else {
                i += 1
            }
        }
        out.append(head[start..<head.endIndex])
        return out
    }

    /// RFC 9110's `tchar`.
    private static func isTokenByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(b)
        }
    }

    /// Whether the client keeps the connection for another request (RFC 9112, 9.3): HTTP/1.1 unless its
    /// `Connection` header lists `close`, HTTP/1.0 only when it lists `keep-alive`.
    public var keepsAlive: Bool {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let options = (headers["connection"] ?? "").lowercased().split(separator: ",").map { String($0.drop(while: blank).reversed().drop(while: blank).reversed()) }
        return version == "HTTP/1.1" ? !options.contains("close") : options.contains("keep-alive")
    }

    /// Whether the `Host` header names this server as a page on it would: `127.0.0.1:PORT` or
    /// `localhost:PORT`. Any other name is a page elsewhere that made its own name resolve to 127.0.0.1
    /// (DNS rebinding), and is refused before anything is read.
    public func isAddressed(toPort port: UInt16) -> Bool {
        guard let host = headers["host"] else { return false }
        return host == "127.0.0.1:\(port)" || host.lowercased() == "localhost:\(port)"
    }

    /// Whether the request comes from this server's own page, or from no page at all (curl, an address
    /// typed in): a browser names the page that sent it in `Origin` and `Sec-Fetch-Site`, and a page on
    /// another site (another port is another site) must not draw, list or verify specs, nor read them.
    public func isFromOwnPage(port: UInt16) -> Bool {
        if let origin = headers["origin"]?.lowercased(), origin != "http://127.0.0.1:\(port)", origin != "http://localhost:\(port)" { return false }
        if let site = headers["sec-fetch-site"]?.lowercased(), site != "same-origin", site != "none" { return false }
        return true
    }
}
