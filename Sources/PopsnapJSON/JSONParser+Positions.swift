/// Line and column bookkeeping, whitespace, and the errors that point at the cursor.
extension JSONParsing {
    /// The line and column of a byte on the current line. Columns count Unicode scalars, as
    /// editors show them, by skipping UTF-8 continuation bytes. The count resumes from the last
    /// answer, so asking in reading order costs each byte once.
    mutating func position(at target: Int) -> JSONPosition {
        if target < columnOffset || columnOffset < lineStart {
            columnOffset = lineStart
            columnValue = 1
        }
        var column = columnValue
        var i = columnOffset
        while i < target {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        columnOffset = target
        columnValue = column
        return JSONPosition(line: line, column: column)
    }

    /// Skips JSON's four whitespace characters; `\r\n`, `\n` and a lone `\r` each end a line.
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                startLine()
            case UInt8(ascii: "\r"):
                offset += 1
                if peek(UInt8(ascii: "\n")) { offset += 1 }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = offset
        columnOffset = offset
        columnValue = 1
    }

    /// The path of what is being read, from the open containers.
    func currentPath() -> String {
        var path = ""
        for (i, c) in stack.enumerated() {
            if i == stack.count - 1 && !c.inValue { break }
            path = c.isObject ? JSONPath.appending(key: c.key, to: path)
                : JSONPath.appending(index: c.elements.count, to: path)
        }
        return path
    }

    func error(_ kind: JSONError.Kind, at position: JSONPosition, _ message: String) -> JSONError {
        JSONError(kind, line: position.line, column: position.column, path: currentPath(), message: message)
    }

    mutating func error(_ kind: JSONError.Kind, at byteOffset: Int, _ message: String) -> JSONError {
        error(kind, at: position(at: byteOffset), message)
    }

    /// "expected X, found Y" at the cursor. At the end of the input it names the innermost
    /// container left open, the usual cause; a byte that is not UTF-8 is reported as such.
    mutating func unexpected(_ kind: JSONError.Kind, expected: String) throws(JSONError) -> JSONError {
        guard offset < bytes.count else {
            var message = "expected \(expected), found the end of the input"
            if let open = stack.last {
                message += " (the \(open.name) at line \(open.position.line), column \(open.position.column) is not closed)"
            }
            return error(.unexpectedEnd, at: offset, message)
        }
        return error(kind, at: offset, "expected \(expected), found \(try foundHere())")
    }

    /// Describes the text at the cursor: a whole word when it starts with a letter or digit,
    /// since `True` or `NaN` reads better than `'T'`.
    mutating func foundHere() throws(JSONError) -> String {
        let b = bytes[offset]
        if b >= 0x80 {
            let length = try utf8Length(at: offset)
            return "'" + String(decoding: bytes[offset..<offset + length], as: UTF8.self) + "'"
        }
        if b < 0x20 || b == 0x7F {
            return "the control character U+" + JSONQuoting.hex4(UInt32(b))
        }
        guard Self.isWordByte(b) else { return "'\(Character(Unicode.Scalar(b)))'" }
        var end = offset
        while end < bytes.count && Self.isWordByte(bytes[end]) && end - offset < 40 { end += 1 }
        let word = String(decoding: bytes[offset..<end], as: UTF8.self)
        var found = "'\(word)'" + (end < bytes.count && Self.isWordByte(bytes[end]) ? "…" : "")
        switch word.lowercased() {
        case "true", "false", "null": found += " (JSON writes true, false and null in lower case)"
        case "nan", "infinity", "inf": found += " (JSON has no NaN or infinity)"
        default: break
        }
        return found
    }

    static func isWordByte(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || b == UInt8(ascii: "_")
    }
}
