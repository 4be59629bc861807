/// One pass over a file's bytes that copies them to `output`, changing only code: a lexer keeps track of
/// string literals (with their interpolations, which are code again), raw strings and nested comments, so
/// that nothing inside text or comments is ever taken for an attribute, a `#selector` or a directive.
struct Rewriter {
    private let input: [UInt8]
    private(set) var output: [UInt8] = []
    private var index = 0
    private var contexts: [Context] = [.code(interpolationParens: nil)]
    private var types = EnclosingTypes()
    /// Only spaces since the line began: where a compiler directive may stand.
    private var atLineStart = true

    private enum Context {
        /// Code; `interpolationParens` counts the open parentheses of a string's `\( … )`, nil at top level.
        case code(interpolationParens: Int?)
        case string(hashes: Int, multiline: Bool)
    }

    init(_ input: [UInt8]) {
        self.input = input
        output.reserveCapacity(input.count + input.count / 8)
    }

    mutating func run() {
        while index < input.count {
            switch contexts[contexts.count - 1] {
            case .string(let hashes, let multiline): stringStep(hashes: hashes, multiline: multiline)
            case .code(let parens): codeStep(interpolationParens: parens)
            }
        }
    }

    // MARK: Text

    private mutating func stringStep(hashes: Int, multiline: Bool) {
        let byte = input[index]
        if byte == UInt8(ascii: "\\") {
            var next = index + 1
            while next < input.count, next - index - 1 < hashes, input[next] == UInt8(ascii: "#") { next += 1 }
            guard next - index - 1 == hashes, next < input.count else { return copy(upTo: index + 1) }
            copy(upTo: next + 1)
            if input[next] == UInt8(ascii: "(") { contexts.append(.code(interpolationParens: 0)) }
        } else if byte == UInt8(ascii: "\"") {
            let quotes = multiline ? 3 : 1
            let end = index + quotes + hashes
            if input.has(String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes), at: index) {
                copy(upTo: end)
                contexts.removeLast()
            } else {
                copy(upTo: index + 1)
            }
        } else if byte == UInt8(ascii: "\n") && !multiline {
            // An unterminated literal: the compiler reports it; the lexer resumes with the next line as code.
            contexts.removeLast()
        } else {
            copy(upTo: index + 1)
        }
    }

    private mutating func openString() {
        var quote = index
        while input[quote] == UInt8(ascii: "#") { quote += 1 }
        let hashes = quote - index
        let multiline = input.has("\"\"\"", at: quote)
        copy(upTo: quote + (multiline ? 3 : 1))
        contexts.append(.string(hashes: hashes, multiline: multiline))
    }

    private mutating func skipComment() {
        if input.has("//", at: index) {
            var end = index
            while end < input.count, input[end] != UInt8(ascii: "\n") { end += 1 }
            return copy(upTo: end)
        }
        var depth = 0
        var end = index
        repeat {
            if input.has("/*", at: end) { depth += 1; end += 2 }
            else if input.has("*/", at: end) { depth -= 1; end += 2 }
            else { end += 1 }
        } while depth > 0 && end < input.count
        copy(upTo: min(end, input.count))
    }

    // MARK: Code

    private mutating func codeStep(interpolationParens: Int?) {
        let byte = input[index]
        if byte == UInt8(ascii: "\n") {
            atLineStart = true
            return copy(upTo: index + 1)
        }
        if byte.isHorizontalSpace { return copy(upTo: index + 1) }
        defer { atLineStart = false }
        switch byte {
        case UInt8(ascii: "/") where input.has("//", at: index) || input.has("/*", at: index):
            skipComment()
        case UInt8(ascii: "\""):
            openString()
        case UInt8(ascii: "#"):
            hash(topLevel: interpolationParens == nil)
        case UInt8(ascii: "@"):
            attribute()
        case UInt8(ascii: "("):
            if let parens = interpolationParens { contexts[contexts.count - 1] = .code(interpolationParens: parens + 1) }
            copy(upTo: index + 1)
        case UInt8(ascii: ")"):
            if let parens = interpolationParens {
                if parens == 0 { contexts.removeLast() } else { contexts[contexts.count - 1] = .code(interpolationParens: parens - 1) }
            }
            copy(upTo: index + 1)
        case UInt8(ascii: "{"):
            types.openBrace()
            copy(upTo: index + 1)
        case UInt8(ascii: "}"):
            types.closeBrace()
            copy(upTo: index + 1)
        case UInt8(ascii: "`"):
            var end = index + 1
            while end < input.count, input[end] != UInt8(ascii: "`"), input[end] != UInt8(ascii: "\n") { end += 1 }
            copy(upTo: min(end + 1, input.count))
        default:
            let end = input.identifierEnd(from: index)
            guard end > index else { return copy(upTo: index + 1) }
            types.note(keyword: input.text(index..<end), declaredName: declaredName(after: end))
            copy(upTo: end)
        }
    }

    /// `#` starts a raw string, a `#selector`, a directive or another pound keyword.
    private mutating func hash(topLevel: Bool) {
        var quote = index
        while quote < input.count, input[quote] == UInt8(ascii: "#") { quote += 1 }
        if quote < input.count, input[quote] == UInt8(ascii: "\"") { return openString() }
        let end = input.identifierEnd(from: index + 1)
        let keyword = input.text(index + 1..<end)
        if keyword == "selector" {
            selector(nameEnd: end)
        } else if (keyword == "if" || keyword == "elseif") && atLineStart && topLevel {
            condition()
        } else {
            copy(upTo: max(end, index + 1))
        }
    }

    /// `#if` and `#elseif` hold for iOS: `os(iOS)` becomes `true`, padded to keep the line's columns.
    private mutating func condition() {
        var end = index
        while end < input.count, input[end] != UInt8(ascii: "\n"), !input.has("//", at: end), !input.has("/*", at: end) { end += 1 }
        output += PlatformCondition.holdingForIOS(Array(input[index..<end]))
        index = end
    }

    private mutating func selector(nameEnd: Int) {
        let open = input.skippingSpaces(from: nameEnd)
        guard open < input.count, input[open] == UInt8(ascii: "("), let close = closingParenthesis(of: open) else {
            return copy(upTo: nameEnd)
        }
        guard let replacement = SelectorExpression.rewritten(input.text(open + 1..<close), enclosingType: types.invocableType) else {
            // Left as written: the compiler's own error then points at it.
            return copy(upTo: close + 1)
        }
        output += Array(replacement.utf8)
        // Lines stay one for one even when the expression spanned several.
        output += input[index...close].filter { $0 == UInt8(ascii: "\n") }
        index = close + 1
    }

    private func closingParenthesis(of open: Int) -> Int? {
        var depth = 0
        for i in open..<input.count {
            switch input[i] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return i }
            case UInt8(ascii: "\""), UInt8(ascii: "/"): return nil
            default: break
            }
        }
        return nil
    }

    /// Attributes Linux's compiler refuses without the Objective-C runtime become spaces, columns kept.
    private mutating func attribute() {
        let end = input.identifierEnd(from: index + 1)
        let name = input.text(index + 1..<end)
        guard ObjectiveCAttributes.blanked.contains(name) else { return copy(upTo: max(end, index + 1)) }
        var last = end
        if end < input.count, input[end] == UInt8(ascii: "("), let close = closingParenthesis(of: end) { last = close + 1 }
        output += input[index..<last].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
        index = last
    }

    /// The dotted name after a declaration keyword ending at `keywordEnd` (`Outer.Inner` after `extension`).
    private func declaredName(after keywordEnd: Int) -> String? {
        var start = keywordEnd
        while start < input.count, input[start].isHorizontalSpace || input[start] == UInt8(ascii: "\n") { start += 1 }
        guard start > keywordEnd else { return nil }
        var end = input.identifierEnd(from: start)
        guard end > start else { return nil }
        while end < input.count, input[end] == UInt8(ascii: "."), input.identifierEnd(from: end + 1) > end + 1 {
            end = input.identifierEnd(from: end + 1)
        }
        return input.text(start..<end)
    }

    private mutating func copy(upTo end: Int) {
        output += input[index..<end]
        index = end
    }
}
