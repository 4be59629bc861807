/// Numbers and the literals `true`, `false` and `null`.
extension JSONParsing {
    /// Reads a number in RFC 8259's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    /// Values that round to infinity are refused, since nothing downstream can draw them.
    mutating func number(startingAt here: JSONPosition) throws(JSONError) -> Double {
        let start = offset
        if peek(UInt8(ascii: "-")) { offset += 1 }
        guard offset < bytes.count, Self.isDigit(bytes[offset]) else {
            throw try unexpected(.invalidNumber, expected: "a digit after '-'")
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count && Self.isDigit(bytes[offset]) {
                skipDigits()
                throw error(.invalidNumber, at: here,
                            "leading zeros are not allowed in numbers, found \(text(from: start))")
            }
        } else {
            skipDigits()
        }
        if peek(UInt8(ascii: ".")) {
            offset += 1
            guard offset < bytes.count, Self.isDigit(bytes[offset]) else {
                throw try unexpected(.invalidNumber, expected: "a digit after the decimal point")
            }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            offset += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
            guard offset < bytes.count, Self.isDigit(bytes[offset]) else {
                throw try unexpected(.invalidNumber, expected: "a digit in the exponent")
            }
            skipDigits()
        }
        // The grammar above is a subset of what Double's parser accepts; it rounds correctly.
        guard let value = Double(text(from: start, limit: .max)), value.isFinite else {
            throw error(.numberOutOfRange, at: here,
                        "the number \(text(from: start)) is too large (the largest is about 1.8e308)")
        }
        return value
    }

    /// The number's text so far, shortened for messages.
    private func text(from start: Int, limit: Int = 40) -> String {
        let end = offset - start > limit ? start + limit : offset
        return String(decoding: bytes[start..<end], as: UTF8.self) + (end < offset ? "…" : "")
    }

    private mutating func skipDigits() {
        while offset < bytes.count && Self.isDigit(bytes[offset]) { offset += 1 }
    }

    private static func isDigit(_ b: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
    }

    /// Reads `true`, `false` or `null`; anything else at a value's place is an error naming
    /// the word found (`tru`, `True`, `NaN`).
    mutating func literal() throws(JSONError) -> JSONValue {
        let word: String, value: JSONValue
        switch bytes[offset] {
        case UInt8(ascii: "t"): (word, value) = ("true", .bool(true))
        case UInt8(ascii: "f"): (word, value) = ("false", .bool(false))
        case UInt8(ascii: "n"): (word, value) = ("null", .null)
        default: throw try unexpected(.unexpectedCharacter, expected: "a value")
        }
        let end = offset + word.utf8.count
        if bytes[offset...].starts(with: word.utf8) && (end == bytes.count || !Self.isWordByte(bytes[end])) {
            offset = end
            return value
        }
        throw try unexpected(.unexpectedCharacter, expected: "a value")
    }
}
