import PopsnapFiles

/// A request's target, `/path?name=value&…`, percent-decoded: the path and the query's fields.
///
/// Bytes a URL cannot hold (controls, spaces, anything past ASCII) are refused, as is a decoded NUL; a
/// name given twice in the query is refused rather than one of them chosen silently.
public struct RequestTarget: Sendable, Equatable {
    /// The path, decoded: `/api/render`.
    public var path: String
    /// The query's fields, decoded (`+` is a space).
    public var query: [String: String]

    /// Reads `bytes`, the target as the request line gives it.
    public init(_ bytes: [UInt8]) throws(HTTPFailure) {
        guard bytes.first == UInt8(ascii: "/") else { throw HTTPFailure(.badRequest, "expected a target starting with /") }
        guard bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { throw HTTPFailure(.badRequest, "a target with a byte a URL cannot hold") }
        let question = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.endIndex
        path = try Self.decoded(bytes[..<question], plusIsSpace: false)
        query = [:]
        guard question < bytes.endIndex else { return }
        for field in bytes[(question + 1)...].split(separator: UInt8(ascii: "&")) {
            let pair = field.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decoded(pair[0], plusIsSpace: true)
            guard query[name] == nil else { throw HTTPFailure(.badRequest, "the query names \(name) twice") }
            query[name] = pair.count == 2 ? try Self.decoded(pair[1], plusIsSpace: true) : ""
        }
    }

    /// `%XX` decoded; the result must hold no NUL. Bytes that are not UTF-8 (a spec's name may have them)
    /// are kept as `FileNameBytes` spells them.
    static func decoded(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool) throws(HTTPFailure) -> String {
        var out: [UInt8] = []
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == UInt8(ascii: "%") {
                guard i + 2 < bytes.endIndex, let high = hex(bytes[i + 1]), let low = hex(bytes[i + 2]) else {
                    throw HTTPFailure(.badRequest, "a % not followed by two hexadecimal digits")
                }
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(plusIsSpace && b == UInt8(ascii: "+") ? 0x20 : b)
                i += 1
            }
        }
        guard !out.contains(0) else { throw HTTPFailure(.badRequest, "a NUL in the target") }
        // A file's name need not be UTF-8: its bytes stand as FileNameBytes spells them, as everywhere else.
        let text = FileNameBytes.decoding(out)
        return text
    }

    private static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
