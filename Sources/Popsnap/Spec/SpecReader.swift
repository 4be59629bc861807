import PopsnapFiles
import PopsnapJSON

/// A cursor on one value of a parsed spec that reads it as the type the spec needs, or throws a
/// `SpecError` naming the file, the path, the position and what was found.
///
/// ```swift
/// let root = try SpecParsing.read(contentsOf: "Snapshots/alert.json")
/// let spec = try root.object(keys: ["kind", "title", "fps"])
/// let title = try spec.required("title").nonEmptyString()
/// let fps = try spec.optional("fps")?.number(in: 0.1...240) ?? 60
/// ```
public struct SpecReader: Sendable {
    /// The file the value came from, for messages.
    public let file: String
    /// The value read, with its position.
    public let node: JSONNode
    /// The JSON path of the value, e.g. `popup.buttons[2]`; "" for the root.
    public let path: String

    /// `SpecParsing` gives the root reader; the typed reads give the rest.
    public init(file: String, node: JSONNode, path: String = "") {
        self.file = file
        self.node = node
        self.path = path
    }

    /// Whether the value is JSON `null`.
    public var isNull: Bool {
        if case .null = node.value { return true }
        return false
    }

    /// What the value is, as it follows "found": `the number 42`, `the string "abc"`, `an array`.
    public var foundDescription: String { SpecWording.found(node.value) }

    /// An error positioned at this value, for checks only the caller knows.
    ///
    /// ```swift
    /// throw buttons.error("an alert needs at least one button")
    /// ```
    public func error(_ message: String, remedy: Remedy? = nil) -> SpecError {
        SpecError(file: file, path: path, line: node.line, column: node.column, message: message, remedy: remedy)
    }

    /// A limit reached here, with its remedy.
    public func error(_ exceeded: LimitExceeded) -> SpecError {
        error(exceeded.problem, remedy: exceeded.remedy)
    }

    /// `expected <what>, found <this value>`, positioned here.
    ///
    /// ```swift
    /// throw reader.error(expected: "a colour such as \"#FFCC00\"")
    /// ```
    public func error(expected: String) -> SpecError {
        error("expected \(expected), found \(foundDescription)")
    }

    /// The value as a string.
    public func string() throws(SpecError) -> String {
        guard case .string(let s) = node.value else { throw error(expected: "a string") }
        return s
    }

    /// The value as a string with at least one character; for names and titles, where an empty
    /// string is always a slip.
    public func nonEmptyString() throws(SpecError) -> String {
        guard case .string(let s) = node.value, !s.isEmpty else { throw error(expected: "a non-empty string") }
        return s
    }

    /// The value as a finite number, optionally within `range`.
    ///
    /// ```swift
    /// try reader.number(in: 0...1) // on 3: "expected a number from 0 to 1, found 3"
    /// ```
    public func number(in range: ClosedRange<Double>? = nil) throws(SpecError) -> Double {
        let expected = "a number" + SpecWording.range(range)
        guard case .number(let n) = node.value else { throw error(expected: expected) }
        // The parser never yields NaN or infinity; a node built by hand might.
        guard n.isFinite, range?.contains(n) ?? true else {
            throw error("expected \(expected), found \(SpecWording.number(n))")
        }
        return n
    }

    /// The value as a whole number, optionally within `range`; `2.0` is accepted, `2.5` is not.
    ///
    /// ```swift
    /// try reader.integer(in: 1...3) // on 5: "expected an integer from 1 to 3, found 5"
    /// ```
    public func integer(in range: ClosedRange<Int>? = nil) throws(SpecError) -> Int {
        let expected = "an integer" + SpecWording.range(range)
        guard case .number(let n) = node.value else { throw error(expected: expected) }
        // 2^63 is exact as a Double; anything from it upwards does not fit in Int.
        guard n == n.rounded(), n >= -0x1p63, n < 0x1p63 else {
            throw error("expected \(expected), found \(SpecWording.number(n))")
        }
        let i = Int(n)
        guard range?.contains(i) ?? true else { throw error("expected \(expected), found \(i)") }
        return i
    }

    /// The value as `true` or `false`.
    public func bool() throws(SpecError) -> Bool {
        guard case .bool(let b) = node.value else { throw error(expected: "true or false") }
        return b
    }

    /// The elements of an array, optionally requiring a count; element paths are `path[i]`.
    ///
    /// ```swift
    /// try reader.array(count: 1...3) // on 5 elements: "expected an array of 1 to 3 elements, found 5 elements"
    /// ```
    public func array(count: ClosedRange<Int>? = nil) throws(SpecError) -> [SpecReader] {
        let expected = "an array" + SpecWording.count(count)
        guard case .array(let elements) = node.value else { throw error(expected: expected) }
        guard count?.contains(elements.count) ?? true else {
            throw error("expected \(expected), found " + (elements.isEmpty ? "an empty array" : SpecWording.elements(elements.count)))
        }
        return elements.enumerated().map { i, element in
            SpecReader(file: file, node: element, path: JSONPath.appending(index: i, to: path))
        }
    }

    /// The value as an object whose keys are all in `allowed`. An unknown key is an error at
    /// that key, with the closest allowed key suggested, so a typo never passes silently.
    ///
    /// ```swift
    /// try reader.object(keys: ["title", "message", "buttons"])
    /// // on {"titel": …}: unknown key "titel"; did you mean "title"? (allowed: title, message, buttons)
    /// ```
    public func object(keys allowed: [String]) throws(SpecError) -> SpecObject {
        guard case .object(let members) = node.value else { throw error(expected: "an object") }
        for (key, value) in members where !allowed.contains(key) {
            let position = value.keyPosition ?? value.position
            let list = allowed.isEmpty ? " (this object takes no keys)" : " (allowed: \(allowed.joined(separator: ", ")))"
            throw SpecError(file: file, path: JSONPath.appending(key: key, to: path),
                            line: position.line, column: position.column,
                            message: "unknown key \(SpecWording.quoted(key))"
                                + SpecSuggestion.hint(for: key, in: allowed) + list)
        }
        return SpecObject(reader: self, members: members)
    }

    /// The value as an object whose keys are data (locales, strings' keys) rather than names the spec
    /// knows, in the order written (the parser has refused a key given twice).
    public func members() throws(SpecError) -> [(key: String, value: SpecReader)] {
        guard case .object(let members) = node.value else { throw error(expected: "an object") }
        return members.map { ($0.key, SpecReader(file: file, node: $0.value, path: JSONPath.appending(key: $0.key, to: path))) }
    }

    /// The value of the string naming one of `choices`; the message lists them in sorted order,
    /// so it is the same on every run.
    ///
    /// ```swift
    /// try reader.oneOf(["light": Appearance.light, "dark": .dark])
    /// // on "drak": expected one of "dark", "light", found "drak"; did you mean "dark"?
    /// ```
    public func oneOf<T>(_ choices: [String: T]) throws(SpecError) -> T {
        let names = choices.keys.sorted()
        let expected = SpecWording.oneOf(names)
        guard case .string(let s) = node.value else { throw error(expected: expected) }
        guard let choice = choices[s] else {
            throw error("expected \(expected), found \(SpecWording.quoted(s))"
                        + SpecSuggestion.hint(for: s, in: names))
        }
        return choice
    }

    /// The case of `type` the string names (`try reader.oneOf(Orientation.self)`), worded as `oneOf(_:)` words it.
    public func oneOf<T: CaseIterable & RawRepresentable>(_ type: T.Type) throws(SpecError) -> T where T.RawValue == String {
        try oneOf(NameTable(type).byName)
    }
}
