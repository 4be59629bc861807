/// A strict RFC 8259 parser that remembers where every value was written.
///
/// Foundation's decoders lose positions; spec errors must name line and column, so this one
/// keeps them. It is strict where leniency would hide typos: no comments, no trailing commas,
/// no duplicate keys, no NaN. A leading UTF-8 byte order mark is skipped, as RFC 8259 allows.
/// Time is linear in the input; nesting is handled with an explicit stack, never recursion.
///
/// ```swift
/// let root = try JSONParser().parse(Array("[true, {\"a\": null}]".utf8))
/// // root.value == .array([...]); the object starts at line 1, column 8
/// ```
public struct JSONParser: Sendable {
    /// 1 MiB: hand-written specs are a few KB; low enough that the nodes of the largest input allowed
    /// stay under 100 MB whatever it holds, and a wrong file (a video, say) is refused at once.
    public static let defaultMaxBytes = 1 << 20
    /// Deep enough for any hand-written tree; shallow enough that recursive consumers cannot
    /// overflow the stack.
    public static let defaultMaxDepth = 200

    /// Inputs longer than this are refused before parsing starts.
    public var maxBytes: Int
    /// The most arrays and objects that may be open at once.
    public var maxDepth: Int

    /// A parser holding inputs to `maxBytes` bytes and `maxDepth` open arrays and objects; the
    /// defaults bound a spec file, not a data set.
    public init(maxBytes: Int = JSONParser.defaultMaxBytes, maxDepth: Int = JSONParser.defaultMaxDepth) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
    }

    /// Parses one JSON value, with nothing but whitespace around it.
    public func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONNode {
        guard bytes.count <= maxBytes else {
            throw JSONError(.tooLarge, line: 1, column: 1,
                            message: "the input is \(bytes.count) bytes, more than the limit of \(maxBytes) bytes")
        }
        var parsing = JSONParsing(bytes: bytes, maxDepth: maxDepth)
        return try parsing.document()
    }

    /// Parses the UTF-8 of `text`; a convenience for tests and literals.
    public func parse(_ text: String) throws(JSONError) -> JSONNode {
        try parse(Array(text.utf8))
    }
}

/// The state of one parse: the cursor, the line bookkeeping and the open containers.
struct JSONParsing {
    /// An array or object still open, collecting its contents.
    struct Container {
        let isObject: Bool
        let position: JSONPosition
        var elements: [JSONNode] = []
        var members: [(key: String, value: JSONNode)] = []
        /// Where each key was first written, to report duplicates against it.
        var keyPositions: [String: JSONPosition] = [:]
        /// The key of the member being read.
        var key = ""
        var keyPosition = JSONPosition(line: 0, column: 0)
        /// Whether a member or element is being read, so error paths name it.
        var inValue = false

        var name: String { isObject ? "object" : "array" }
        var closer: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }
    }

    /// What reading a value's first character led to.
    enum Start {
        /// A complete value: a scalar or an empty container.
        case value(JSONNode)
        /// A non-empty container was opened; its first value comes next.
        case opened
    }

    let bytes: [UInt8]
    let maxDepth: Int
    var offset = 0
    var line = 1
    var lineStart = 0
    /// The column of `columnOffset`, so columns are counted once per byte overall.
    var columnOffset = 0
    var columnValue = 1
    var stack: [Container] = []

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    mutating func document() throws(JSONError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
            columnOffset = 3
        }
        skipWhitespace()
        while true {
            guard case .value(var completed) = try start() else { continue }
            // Hand completed values up to their containers until one needs another value.
            while true {
                guard !stack.isEmpty else {
                    skipWhitespace()
                    if offset < bytes.count {
                        throw try unexpected(.trailingCharacters, expected: "nothing after the JSON value")
                    }
                    return completed
                }
                let top = stack.count - 1
                if stack[top].isObject {
                    let member = JSONNode(value: completed.value, line: completed.line, column: completed.column,
                                          keyPosition: stack[top].keyPosition)
                    stack[top].members.append((key: stack[top].key, value: member))
                } else {
                    stack[top].elements.append(completed)
                }
                stack[top].inValue = false
                skipWhitespace()
                let closer = stack[top].closer
                if peek(UInt8(ascii: ",")) {
                    let comma = position(at: offset)
                    offset += 1
                    skipWhitespace()
                    if peek(closer) {
                        throw error(.unexpectedCharacter, at: comma,
                                    "a trailing comma is not allowed before '\(Character(Unicode.Scalar(closer)))'")
                    }
                    if stack[top].isObject { try key() } else { stack[top].inValue = true }
                    break
                } else if peek(closer) {
                    offset += 1
                    completed = pop()
                } else {
                    let what = stack[top].isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
                    throw try unexpected(.unexpectedCharacter, expected: what)
                }
            }
        }
    }

    /// Reads a value's first character: a whole scalar, or the opening of a container.
    mutating func start() throws(JSONError) -> Start {
        guard offset < bytes.count else { throw try unexpected(.unexpectedCharacter, expected: "a value") }
        let here = position(at: offset)
        switch bytes[offset] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = bytes[offset] == UInt8(ascii: "{")
            guard stack.count < maxDepth else {
                throw error(.tooDeep, at: here, "arrays and objects are nested \(deepestNesting()) levels deep, "
                                + "more than the limit of \(maxDepth)")
            }
            offset += 1
            stack.append(Container(isObject: isObject, position: here))
            skipWhitespace()
            if peek(stack[stack.count - 1].closer) {
                offset += 1
                return .value(pop())
            }
            if isObject { try key() } else { stack[stack.count - 1].inValue = true }
            return .opened
        case UInt8(ascii: "\""):
            return .value(JSONNode(value: .string(try string(startingAt: here)), line: here.line, column: here.column))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .value(JSONNode(value: .number(try number(startingAt: here)), line: here.line, column: here.column))
        default:
            return .value(JSONNode(value: try literal(), line: here.line, column: here.column))
        }
    }

    /// Reads `"key" :` in the innermost object, leaving the cursor at the member's value.
    mutating func key() throws(JSONError) {
        let top = stack.count - 1
        guard peek(UInt8(ascii: "\"")) else {
            throw try unexpected(.unexpectedCharacter, expected: "a key in double quotes")
        }
        let here = position(at: offset)
        let key = try string(startingAt: here)
        stack[top].key = key
        stack[top].keyPosition = here
        stack[top].inValue = true
        if let first = stack[top].keyPositions[key] {
            throw error(.duplicateKey, at: here,
                        "duplicate key \(JSONQuoting.quoted(key, limit: 40)) (first at line \(first.line), column \(first.column))")
        }
        stack[top].keyPositions[key] = here
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else {
            throw try unexpected(.unexpectedCharacter, expected: "':' after the key \(JSONQuoting.quoted(key, limit: 40))")
        }
        offset += 1
        skipWhitespace()
    }

    /// Closes the innermost container, giving it as a node.
    mutating func pop() -> JSONNode {
        let c = stack.removeLast()
        return JSONNode(value: c.isObject ? .object(c.members) : .array(c.elements),
                        line: c.position.line, column: c.position.column)
    }

    func peek(_ byte: UInt8) -> Bool {
        offset < bytes.count && bytes[offset] == byte
    }
}
