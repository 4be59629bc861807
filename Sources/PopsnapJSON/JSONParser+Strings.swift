/// Strings: escapes, surrogate pairs, and UTF-8 validation with the place of any bad byte.
extension JSONParsing {
    /// Reads the string whose opening quote is at the cursor (`opening` is its position).
    mutating func string(startingAt opening: JSONPosition) throws(JSONError) -> String {
        offset += 1
        // Most strings are plain ASCII without escapes: take them in one slice.
        var i = offset
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
            i += 1
        }
        if i < bytes.count && bytes[i] == UInt8(ascii: "\"") {
            defer { offset = i + 1 }
            return String(decoding: bytes[offset..<i], as: UTF8.self)
        }
        var utf8 = Array(bytes[offset..<i])
        offset = i
        while true {
            guard offset < bytes.count else {
                throw error(.unterminatedString, at: opening,
                            "unterminated string: the input ends before the closing quote")
            }
            let b = bytes[offset]
            switch b {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &utf8)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw error(.unterminatedString, at: opening,
                            "unterminated string: the line ends before the closing quote (write \\n for a line break)")
            case 0..<0x20:
                throw error(.controlCharacter, at: offset,
                            "control character U+\(JSONQuoting.hex4(UInt32(b))) in a string; write it as \(Self.escapeSpelling(b))")
            case 0x20..<0x80:
                utf8.append(b)
                offset += 1
            default:
                let length = try utf8Length(at: offset)
                utf8.append(contentsOf: bytes[offset..<offset + length])
                offset += length
            }
        }
    }

    /// How a control character must be written inside a JSON string.
    private static func escapeSpelling(_ b: UInt8) -> String {
        switch b {
        case 0x08: return "\\b"
        case 0x09: return "\\t"
        case 0x0C: return "\\f"
        default: return "\\u" + JSONQuoting.hex4(UInt32(b))
        }
    }

    /// Reads the escape at the cursor and appends its UTF-8.
    private mutating func escape(into utf8: inout [UInt8]) throws(JSONError) {
        let start = offset
        guard offset + 1 < bytes.count else {
            throw error(.unterminatedString, at: offset, "unterminated string: the input ends inside an escape")
        }
        let simple: UInt8?
        switch bytes[offset + 1] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            offset += 1
            let found = try foundEscapeCharacter()
            throw error(.badEscape, at: start,
                        "invalid escape \\\(found) in a string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
        }
        if let simple {
            utf8.append(simple)
            offset += 2
            return
        }
        let unit = try hexQuad(at: start)
        var scalar = UInt32(unit)
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate is half a character: only a following low surrogate completes it.
            var low: UInt16?
            if bytes[offset...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) { low = try hexQuad(at: offset) }
            guard let low, (0xDC00...0xDFFF).contains(low) else {
                throw error(.loneSurrogate, at: start,
                            "lone surrogate \\u\(JSONQuoting.hex4(UInt32(unit))): a high surrogate must be followed by a low one (\\uDC00 to \\uDFFF)")
            }
            scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw error(.loneSurrogate, at: start,
                        "lone surrogate \\u\(JSONQuoting.hex4(UInt32(unit))): a low surrogate must follow a high one (\\uD800 to \\uDBFF)")
        default:
            break
        }
        utf8.append(contentsOf: Unicode.UTF8.encode(Unicode.Scalar(scalar)!)!)
    }

    /// The escape letter after a backslash, for the message; the cursor is on it.
    private mutating func foundEscapeCharacter() throws(JSONError) -> String {
        let b = bytes[offset]
        if b >= 0x80 {
            return String(decoding: bytes[offset..<offset + (try utf8Length(at: offset))], as: UTF8.self)
        }
        if b < 0x20 || b == 0x7F { return "followed by U+" + JSONQuoting.hex4(UInt32(b)) }
        return String(Character(Unicode.Scalar(b)))
    }

    /// Reads `\uXXXX` at `start`, leaving the cursor after it.
    private mutating func hexQuad(at start: Int) throws(JSONError) -> UInt16 {
        var value: UInt16 = 0
        var i = start + 2
        while i < start + 6 {
            guard i < bytes.count, let digit = Self.hexDigit(bytes[i]) else {
                throw error(.badEscape, at: start, "invalid escape: \\u must be followed by four hex digits")
            }
            value = value << 4 | UInt16(digit)
            i += 1
        }
        offset = start + 6
        return value
    }

    private static func hexDigit(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The length of the well-formed UTF-8 sequence at `start` (RFC 3629: no overlong forms,
    /// no surrogates, nothing above U+10FFFF), or an error pointing at its first byte.
    mutating func utf8Length(at start: Int) throws(JSONError) -> Int {
        let lead = bytes[start]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; second = 0x80...0x8F
        default:
            throw error(.invalidUTF8, at: start, "invalid UTF-8: byte 0x\(Self.hex2(lead)) cannot start a character")
        }
        for k in 1..<length {
            let range = k == 1 ? second : 0x80...0xBF
            guard start + k < bytes.count, range.contains(bytes[start + k]) else {
                let seen = bytes[start..<min(bytes.count, start + k + 1)].map { "0x" + Self.hex2($0) }.joined(separator: " ")
                throw error(.invalidUTF8, at: start, "invalid UTF-8: the sequence \(seen) is not a character")
            }
        }
        return length
    }

    static func hex2(_ b: UInt8) -> String {
        (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
    }
}
