/// The statuses the preview server answers with, and their reason phrases.
public enum HTTPStatus: Int, Sendable, Equatable {
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case uriTooLong = 414
    case unprocessable = 422
    case headersTooLarge = 431
    case internalError = 500
    case unavailable = 503
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
