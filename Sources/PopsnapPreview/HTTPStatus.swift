/// The statuses the preview server answers with, and their reason phrases.
public enum HTTPStatus: Int, Sendable, Equatable {
    /// An answer with what was asked for.
    case ok = 200
    /// A request that does not parse, or names a value no axis has.
    case badRequest = 400
    /// A `Host` that is not this server's loopback name (DNS rebinding), or a request another site's page sent.
    case forbidden = 403
    /// No page, or no spec of that name in the folder.
    case notFound = 404
    /// Anything but GET and HEAD.
    case methodNotAllowed = 405
    /// A head that did not arrive in time.
    case requestTimeout = 408
    /// A request line over the limit.
    case uriTooLong = 414
    /// A spec that cannot be drawn: its error is the body.
    case unprocessable = 422
    /// A head over the limit, or too many headers.
    case headersTooLarge = 431
    /// The server could not do its part (a temporary folder it could not make).
    case internalError = 500
    /// More connections at once than the server serves.
    case unavailable = 503
    /// An HTTP version other than 1.1 or 1.0.
    case versionNotSupported = 505

    /// The reason phrase of the status line.
    public var reason: String {
        switch self {
        case .ok: "OK"
        case .badRequest: "Bad Request"
        case .forbidden: "Forbidden"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .requestTimeout: "Request Timeout"
        case .uriTooLong: "URI Too Long"
        case .unprocessable: "Unprocessable Content"
        case .headersTooLarge: "Request Header Fields Too Large"
        case .internalError: "Internal Server Error"
        case .unavailable: "Service Unavailable"
        case .versionNotSupported: "HTTP Version Not Supported"
        }
    }
}

/// A request refused: the status to answer with and why, in words for the response's body.
public struct HTTPFailure: Error, Sendable, Equatable {
    /// The status of the answer.
    public var status: HTTPStatus
    /// What was wrong with the request.
    public var reason: String

    /// A refusal with `status`, saying `reason`.
    public init(_ status: HTTPStatus, _ reason: String) {
        self.status = status
        self.reason = reason
    }
}
