/// How much of a request the server reads before refusing it: a request has no body here, so its head is
/// all there is, and these bound it.
public struct HTTPLimits: Sendable, Equatable {
    /// The request line's bytes (method, target, version); longer is 414.
    public var requestLine = 4096
    /// The whole head's bytes, request line and headers; larger is 431.
    public var head = 16384
    /// Header fields; more is 431.
    public var headerCount = 64

    /// The defaults: 4 KiB of request line, 16 KiB of head, 64 headers (below what browsers send at most,
    /// far above what the page sends).
    public init() {}
}
