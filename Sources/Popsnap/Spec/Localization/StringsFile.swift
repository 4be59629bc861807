/// Xcode's `Localizable.strings`: `"key" = "value";` pairs with C comments, in UTF-8 or, as older Xcode
/// wrote them, UTF-16 with a byte order mark. Keys and values may be quoted (with `\"`, `\\`, `\n`, `\t`,
/// `\r`, `\U00E9` escapes) or bare words.
///
/// ```swift
/// try StringsFile.parse(Array(#"/* title */ "Error" = "Fehler";"#.utf8))   // ["Error": "Fehler"]
/// ```
enum StringsFile {
    struct Problem: Error, Equatable {
        let line: Int
        let message: String
    }

    /// The table; a value longer than `maxValueBytes` (UTF-8) is an error at its line, naming its key and `locale`.
    static func parse(_ bytes: [UInt8], locale: String = "", maxValueBytes: Int = .max) throws(Problem) -> [String: String] {
        var scanner = Scanner(Array(try text(bytes).unicodeScalars))
        var table: [String: String] = [:]
        while try scanner.skipSpaceAndComments() {
            let key = try scanner.string()
            try scanner.expect("=")
            let line = scanner.line
            let value = try scanner.string()
            if let tooLong = Translation.tooLong(value, key: key, locale: locale, limit: maxValueBytes) { throw Problem(line: line, message: tooLong) }
            try scanner.expect(";")
            table[key] = value
        }
        return table
    }

    /// The file's text by its byte order mark: UTF-16 little or big endian, or UTF-8.
    private static func text(_ bytes: [UInt8]) throws(Problem) -> String {
        func utf16(_ littleEndian: Bool) -> String {
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map { i -> UInt16 in
                littleEndian ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
            }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(false) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let s = String(validating: body, as: UTF8.self) else {
            throw Problem(line: 1, message: "expected UTF-8, or UTF-16 with a byte order mark")
        }
        return s
    }

    private struct Scanner {
        let chars: [Unicode.Scalar]
        var i = 0
        var line = 1

        init(_ chars: [Unicode.Scalar]) { self.chars = chars }

        var current: Unicode.Scalar? { i < chars.count ? chars[i] : nil }

        mutating func advance() {
            if chars[i] == "\n" { line += 1 }
            i += 1
        }

        /// False at the end of the text.
        mutating func skipSpaceAndComments() throws(Problem) -> Bool {
            while let c = current {
                if c.properties.isWhitespace { advance(); continue }
                guard c == "/", i + 1 < chars.count else { return true }
                if chars[i + 1] == "/" {
                    while let d = current, d != "\n" { advance() }
                } else if chars[i + 1] == "*" {
                    let start = line
                    advance(); advance()
                    while current != nil, !(current == "*" && i + 1 < chars.count && chars[i + 1] == "/") { advance() }
                    guard current != nil else { throw Problem(line: start, message: "a comment is not closed") }
                    advance(); advance()
                } else {
                    return true
                }
            }
            return false
        }

        mutating func expect(_ c: Unicode.Scalar) throws(Problem) {
            guard try skipSpaceAndComments(), current == c else {
                throw Problem(line: line, message: "expected \"\(c)\", found " + (current.map { "\"\($0)\"" } ?? "the end of the file"))
            }
            advance()
        }

        mutating func string() throws(Problem) -> String {
            guard try skipSpaceAndComments(), let c = current else { throw Problem(line: line, message: "expected a string, found the end of the file") }
            if c == "\"" { return try quoted() }
            var s = ""
            while let d = current, d.properties.isAlphabetic || ("0"..."9").contains(d) || "_.$:/-".unicodeScalars.contains(d) {
                s.unicodeScalars.append(d)
                advance()
            }
            guard !s.isEmpty else { throw Problem(line: line, message: "expected a string, found \"\(c)\"") }
            return s
        }

        private mutating func quoted() throws(Problem) -> String {
            let start = line
            advance()
            var s = ""
            while let c = current {
                advance()
                if c == "\"" { return s }
                guard c == "\\" else { s.unicodeScalars.append(c); continue }
                guard let e = current else { break }
                advance()
                switch e {
                case "n": s += "\n"
                case "t": s += "\t"
                case "r": s += "\r"
                case "U", "u":
                    s.unicodeScalars.append(try escapedScalar(e))
                default: s.unicodeScalars.append(e)   // \" \\ \' and any other character stand for themselves
                }
            }
            throw Problem(line: start, message: "a string is not closed")
        }

        /// After `\\U`: four hex digits, a UTF-16 unit as Xcode writes them, so a character beyond
        /// U+FFFF is a surrogate pair, `\\UD83D\\UDE00`.
        private mutating func escapedScalar(_ e: Unicode.Scalar) throws(Problem) -> Unicode.Scalar {
            let high = try hexUnit(after: e)
            guard (0xD800...0xDFFF).contains(high) else { return Unicode.Scalar(high)! }
            let lone = Problem(line: line, message: "\\\(e)\(Self.hex(high)) is a lone surrogate: a character beyond U+FFFF is written as a pair, "
                               + "such as \\UD83D\\UDE00 for U+1F600")
            guard high < 0xDC00, current == "\\", i + 1 < chars.count, chars[i + 1] == "U" || chars[i + 1] == "u" else { throw lone }
            advance()
            let next = chars[i]
            advance()
            let low = try hexUnit(after: next)
            guard (0xDC00...0xDFFF).contains(low) else { throw lone }
            return Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))!
        }

        private mutating func hexUnit(after e: Unicode.Scalar) throws(Problem) -> UInt32 {
            var hex = ""
            while hex.count < 4, let h = current, h.properties.isASCIIHexDigit { hex.unicodeScalars.append(h); advance() }
            guard hex.count == 4, let v = UInt32(hex, radix: 16) else {
                throw Problem(line: line, message: "expected four hex digits after \\\(e)")
            }
            return v
        }

        private static func hex(_ v: UInt32) -> String {
            let digits = String(v, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}
