extension SwiftSource {
    /// Why `name` cannot be the constant a file declares, nil when it can: not an identifier, a keyword
    /// (`let class` does not parse, `let self` neither), or `_`, which declares nothing.
    ///
    /// ```swift
    /// SwiftSource.nameProblem("class")   // "is a Swift keyword"
    /// ```
    public static func nameProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart,
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isXIDContinue }) else {
            return "is not a Swift identifier (a letter or _, then letters, digits or _)"
        }
        if name == "_" { return "declares nothing (let _ = … discards the value)" }
        if keywords.contains(name) { return "is a Swift keyword" }
        return nil
    }

    /// The words Swift reserves in declarations, statements and expressions, which cannot name a constant
    /// without backticks (The Swift Programming Language, Lexical Structure: Keywords and Punctuation).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Whether the file refers to `identifier` besides declaring it: a constant named `Popup` or `PopupSpec`
    /// would stand for the type the file calls, and the file would not compile. An argument label (`title:`),
    /// a member (`.title`), string literals, comments and the closure's own `spec`, which shadows the constant,
    /// are not references (the file writes strings with escapes only, no raw or multi-line ones).
    public func uses(identifier: String) -> Bool {
        guard identifier != "spec" else { return false }
        let declaration = "let \(identifier): PopupSpec = {"
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line != declaration {
            let scalars = Array(line.unicodeScalars)
            var i = 0, inString = false
            while i < scalars.count {
                let c = scalars[i]
                if inString {
                    if c == "\\" { i += 1 } else if c == "\"" { inString = false }
                    i += 1
                } else if c == "\"" {
                    inString = true
                    i += 1
                } else if c == "/" && i + 1 < scalars.count && scalars[i + 1] == "/" {
                    break
                } else if c == "_" || c.properties.isXIDContinue {
                    let start = i
                    while i < scalars.count && (scalars[i] == "_" || scalars[i].properties.isXIDContinue) { i += 1 }
                    let member = scalars[..<start].last { $0 != " " } == "."
                    let label = scalars[i...].first { $0 != " " } == ":"
                    if !member && !label && String(String.UnicodeScalarView(scalars[start..<i])) == identifier { return true }
                } else {
                    i += 1
                }
            }
        }
        return false
    }
}
