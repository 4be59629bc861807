/// Why JSON text was refused, with the place and the JSON path where it happened.
///
/// ```swift
/// do { _ = try JSONParser().parse(Array(#"{"a": [1, 2,]}"#.utf8)) }
/// catch { print(error) } // 1:12: a: a trailing comma is not allowed before ']'
/// ```
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for callers and tests that branch on it; `message` says it in words.
    public enum Kind: Sendable, Equatable {
        /// A character that cannot stand where it is: `[1 2]`, `{a: 1}`, a trailing comma.
        case unexpectedCharacter
        /// The input stops inside a value or before the value.
        case unexpectedEnd
        /// A string without its closing quote on the same line.
        case unterminatedString
        /// An escape JSON does not have, such as `\x` or `\'`, or `\u` without four hex digits.
        case badEscape
        /// `\uD800` to `\uDFFF` outside a high-then-low pair: half a character.
        case loneSurrogate
        /// A raw U+0000-U+001F inside a string; JSON requires it escaped.
        case controlCharacter
        /// Bytes that are not well-formed UTF-8.
        case invalidUTF8
        /// A number outside JSON's grammar: `01`, `1.`, `-`, `1e`.
        case invalidNumber
        /// A number that rounds to infinity as a Double, such as `1e309`.
        case numberOutOfRange
        /// Something other than whitespace after the value.
        case trailingCharacters
        /// A key written twice in one object; which one wins would be a guess.
        case duplicateKey
        /// More arrays and objects open at once than `JSONParser.maxDepth`.
        case tooDeep
        /// More bytes than `JSONParser.maxBytes`; reported at 1:1 before parsing.
        case tooLarge
    }

    /// What went wrong, as a value.
    public let kind: Kind
    /// 1-based line of the offending character.
    public let line: Int
    /// 1-based column of the offending character, in Unicode scalars.
    public let column: Int
    /// The JSON path being read when it happened, e.g. `popup.buttons[2]`; "" at the root.
    public let path: String
    /// What was expected against what was found.
    public let message: String

    /// Mostly for tests, which compare whole errors.
    public init(_ kind: Kind, line: Int, column: Int, path: String = "", message: String) {
        self.kind = kind
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String {
        "\(line):\(column): " + (path.isEmpty ? "" : path + ": ") + message
    }
}
