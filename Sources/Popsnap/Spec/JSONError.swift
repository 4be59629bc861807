/// Why JSON text was refused, with the place and the JSON path where it happened.
///
/// ```swift
/// do { _ = try JSONParser().parse(Array(#"{"a": [1, 2,]}"#.utf8)) }
/// catch { print(error) } // 1:12: a: a trailing comma is not allowed before ']'
/// ```
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for callers and tests that branch on it; `message` says it in words.
    public enum Kind: Sendable, Equatable {
        case unexpectedCharacter
        case unexpectedEnd
        case unterminatedString
        case badEscape
        case loneSurrogate
        case controlCharacter
        case invalidUTF8
        case invalidNumber
        case numberOutOfRange
        case trailingCharacters
        case duplicateKey
        case tooDeep
        case tooLarge
    }

    public let kind: Kind
    /// 1-based line of the offending character.
    public let line: Int
    /// 1-based column of the offending character, in Unicode scalars.
    public let column: Int
    /// The JSON path being read when it happened, e.g. `popup.buttons[2]`; "" at the root.
    public let path: String
    /// What was expected against what was found.
    public let message: String

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
