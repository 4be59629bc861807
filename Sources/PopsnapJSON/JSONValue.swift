/// A place in JSON text, 1-based; columns count Unicode scalars, so "é" is one column.
///
/// ```swift
/// JSONPosition(line: 3, column: 7).description // "3:7"
/// ```
public struct JSONPosition: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// 1-based; `\n`, `\r\n` and a lone `\r` each end a line.
    public let line: Int
    /// 1-based, in Unicode scalars; a tab is one column.
    public let column: Int

    /// The position of line `line`, column `column`, both 1-based.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON value with the place it was written, so later checks can point at it.
///
/// ```swift
/// let root = try JSONParser().parse(Array(#"{"a": [1, 2]}"#.utf8))
/// root.line  // 1, root.column // 1
/// ```
public struct JSONNode: Sendable {
    /// What was written there.
    public let value: JSONValue
    /// Line of the value's first character, 1-based.
    public let line: Int
    /// Column of the value's first character, 1-based, in Unicode scalars.
    public let column: Int
    /// Where the key starts when this node is an object member's value; errors about the key
    /// itself (an unknown key, say) point there rather than at the value.
    public let keyPosition: JSONPosition?

    /// The parser builds nodes; building one by hand is for tests and generated specs.
    public init(value: JSONValue, line: Int, column: Int, keyPosition: JSONPosition? = nil) {
        self.value = value
        self.line = line
        self.column = column
        self.keyPosition = keyPosition
    }

    /// The value's own position, as a pair.
    public var position: JSONPosition { JSONPosition(line: line, column: column) }
}

/// The six JSON forms. Objects keep their members in written order, so output built from them
/// is deterministic and errors can be reported in the order a reader meets them.
///
/// ```swift
/// if case .object(let members) = root.value {
///     for (key, node) in members { print(key, node.line) }
/// }
/// ```
public enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as the nearest `Double` (JSON has one number type).
    case number(Double)
    /// A string, its escapes decoded.
    case string(String)
    /// An array's elements, each with its position.
    case array([JSONNode])
    /// An object's members in the order they are written; a key written twice is refused by the parser.
    case object([(key: String, value: JSONNode)])
}

/// Structural equality: positions are ignored, so a value parsed from differently formatted
/// text compares equal. Numbers compare as Doubles (`-0 == 0`).
extension JSONValue: Equatable {
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.value == $1.value }
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value.value == $1.value.value }
        default: return false
        }
    }
}
