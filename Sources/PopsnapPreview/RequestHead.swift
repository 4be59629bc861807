/// Finds the end of a request's head in the bytes read so far, so the server knows when to stop reading:
/// the blank line after the headers, or a refusal once the bytes pass the limits without one.
public enum RequestHead {
    /// The head (without its blank line) once `buffer` holds it whole; nil while more is to come. A
    /// request line or a head longer than `limits` is refused as soon as the bytes show it, so a client
    /// sending without end is cut off, not buffered.
    public static func complete(_ buffer: [UInt8], limits: HTTPLimits = HTTPLimits()) throws(HTTPFailure) -> [UInt8]? {
        let end = [UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\n")]
        let lineEnd = firstRange(of: Array(end.prefix(2)), in: buffer)
        if (lineEnd ?? buffer.count) > limits.requestLine { throw HTTPFailure(.uriTooLong, "the request line is over \(limits.requestLine) bytes") }
        if let blank = firstRange(of: end, in: buffer) {
            guard blank <= limits.head else { throw HTTPFailure(.headersTooLarge, "the request's head is over \(limits.head) bytes") }
            return Array(buffer[..<blank])
        }
        if buffer.count > limits.head + end.count { throw HTTPFailure(.headersTooLarge, "the request's head is over \(limits.head) bytes") }
        return nil
    }

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { i in haystack[i..<(i + needle.count)].elementsEqual(needle) }
    }
}
