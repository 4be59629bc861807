/// The tokens of a CSS colour function's arguments, read as CSS Syntax 3 reads them
/// (https://www.w3.org/TR/css-syntax-3/#consume-token), so a number is a number exactly when a
/// browser says so: `5.`, `0x10`, `1p4`, `inf` and `1e` are not, `.5`, `+5` and `1E+2` are.
///
/// Only what colour functions use is kept: numbers, percentages, dimensions (`90deg`), idents
/// (`none`), commas and slashes; anything else is an error naming the text around it.
struct CSSToken: Equatable {
    enum Kind: Equatable {
        case number(Double)
        case percentage(Double)
        /// A number with a unit, lower-cased: `90deg` is (90, "deg").
        case dimension(Double, unit: String)
        /// A name, lower-cased: `none`.
        case ident(String)
        case comma
        case slash
    }

    var kind: Kind
    /// The token as written, for messages.
    var text: String

    /// The tokens of `body`, the text between a function's parentheses; whitespace separates them and is dropped.
    static func tokens(_ body: String) throws(CSSTokenError) -> [CSSToken] {
        var reader = Reader(bytes: Array(body.utf8))
        var tokens: [CSSToken] = []
        while let token = try reader.next() { tokens.append(token) }
        return tokens
    }

    private struct Reader {
        let bytes: [UInt8]
        var i = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func next() throws(CSSTokenError) -> CSSToken? {
            while i < bytes.count, Self.isWhitespace(bytes[i]) { i += 1 }
            guard i < bytes.count else { return nil }
            let start = i
            let b = bytes[i]
            if b == UInt8(ascii: ",") { i += 1; return CSSToken(kind: .comma, text: ",") }
            if b == UInt8(ascii: "/") { i += 1; return CSSToken(kind: .slash, text: "/") }
            if startsNumber(at: i) {
                let value = consumeNumber()
                guard value.isFinite else { throw CSSTokenError(text: chunk(around: start)) }
                if i < bytes.count, bytes[i] == UInt8(ascii: "%") {
                    i += 1
                    return CSSToken(kind: .percentage(value), text: text(from: start))
                }
                if startsIdent(at: i) {
                    let unit = consumeName()
                    return CSSToken(kind: .dimension(value, unit: unit), text: text(from: start))
                }
                let number = CSSToken(kind: .number(value), text: text(from: start))
                return try separated(number, start: start)
            }
            if startsIdent(at: i) {
                // Consumed first: a method called on `self` would see it before the name was read.
                let name = consumeName()
                return try separated(CSSToken(kind: .ident(name), text: text(from: start)), start: start)
            }
            throw CSSTokenError(text: chunk(around: start))
        }

        /// `token`, unless a character that begins no token follows it directly (`5.`): that whole word is the error.
        private func separated(_ token: CSSToken, start: Int) throws(CSSTokenError) -> CSSToken {
            guard i < bytes.count else { return token }
            let b = bytes[i]
            if Self.isWhitespace(b) || b == UInt8(ascii: ",") || b == UInt8(ascii: "/") || startsNumber(at: i) { return token }
            throw CSSTokenError(text: chunk(around: start))
        }

        /// §4.3.10 "check if three code points would start a number".
        private func startsNumber(at j: Int) -> Bool {
            func digit(_ k: Int) -> Bool { k < bytes.count && Self.isDigit(bytes[k]) }
            func dot(_ k: Int) -> Bool { k < bytes.count && bytes[k] == UInt8(ascii: ".") }
            guard j < bytes.count else { return false }
            switch bytes[j] {
            case UInt8(ascii: "+"), UInt8(ascii: "-"): return digit(j + 1) || (dot(j + 1) && digit(j + 2))
            case UInt8(ascii: "."): return digit(j + 1)
            default: return digit(j)
            }
        }

        /// §4.3.9 "check if three code points would start an ident sequence".
        private func startsIdent(at j: Int) -> Bool {
            guard j < bytes.count else { return false }
            if bytes[j] == UInt8(ascii: "-") {
                return j + 1 < bytes.count && (Self.isNameStart(bytes[j + 1]) || bytes[j + 1] == UInt8(ascii: "-"))
            }
            return Self.isNameStart(bytes[j])
        }

        /// §4.3.12 "consume a number": sign, digits, `.` and at least one digit, `e`, sign and at least one digit.
        private mutating func consumeNumber() -> Double {
            let start = i
            if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            consumeDigits()
            if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "."), Self.isDigit(bytes[i + 1]) {
                i += 1
                consumeDigits()
            }
            if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
                var j = i + 1
                if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
                if j < bytes.count, Self.isDigit(bytes[j]) {
                    i = j
                    consumeDigits()
                }
            }
            // What was consumed is a decimal literal Double reads exactly (no hex, no "inf" can get here).
            return Double(text(from: start)) ?? .nan
        }

        private mutating func consumeDigits() {
            while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
        }

        /// §4.3.11 "consume an ident sequence", without escapes; ASCII letters lower-cased, as CSS compares them.
        private mutating func consumeName() -> String {
            let start = i
            while i < bytes.count, Self.isNameStart(bytes[i]) || Self.isDigit(bytes[i]) || bytes[i] == UInt8(ascii: "-") { i += 1 }
            return text(from: start).lowercased()
        }

        private func text(from start: Int) -> String { String(decoding: bytes[start..<i], as: UTF8.self) }

        /// The word holding the byte at `j`, between separators, for a message: `5.` in `rgb(5., 0, 0)`.
        private func chunk(around j: Int) -> String {
            func isSeparator(_ b: UInt8) -> Bool { Self.isWhitespace(b) || b == UInt8(ascii: ",") || b == UInt8(ascii: "/") }
            var from = j, to = j
            while from > 0, !isSeparator(bytes[from - 1]) { from -= 1 }
            while to < bytes.count, !isSeparator(bytes[to]) { to += 1 }
            return String(decoding: bytes[from..<max(to, j + 1)], as: UTF8.self)
        }

        private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        private static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }
        /// A letter, `_`, or any byte of a non-ASCII character (§4.2 "ident-start code point").
        private static func isNameStart(_ b: UInt8) -> Bool {
            (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z")) || b == UInt8(ascii: "_") || b >= 0x80
        }
    }
}

/// Text in a colour function that is no CSS token a colour takes, such as `5.` or `0x10`'s `x10`.
struct CSSTokenError: Error, Equatable {
    var text: String
}
