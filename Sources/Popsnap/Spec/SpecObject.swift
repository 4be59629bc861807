import PopsnapJSON

/// The members of a spec object whose keys were checked, read by name.
///
/// ```swift
/// let popup = try reader.object(keys: ["kind", "title", "icon"])
/// let kind = try popup.required("kind").oneOf(["alert": Kind.alert, "hud": .hud])
/// let icon = try popup.optional("icon")?.string()   // nil when absent or null
/// ```
public struct SpecObject: Sendable {
    /// The object itself, for errors about it as a whole.
    public let reader: SpecReader
    private let members: [(key: String, value: JSONNode)]

    init(reader: SpecReader, members: [(key: String, value: JSONNode)]) {
        self.reader = reader
        self.members = members
    }

    /// The keys as written, in order, including those whose value is null.
    public var keys: [String] { members.map(\.key) }

    /// The member `key`; missing is an error at the object. A `null` value is returned, so the
    /// typed read that follows says "found null" at the value's own position.
    public func required(_ key: String) throws(SpecError) -> SpecReader {
        guard let member = member(key) else {
            throw reader.error("missing required key \(JSONQuoting.quoted(key))")
        }
        return member
    }

    /// The member `key`, or nil when it is absent or `null`: null is how a spec says "none"
    /// explicitly, as the seeds' optional icon, title and cancel button do.
    public func optional(_ key: String) -> SpecReader? {
        guard let member = member(key), !member.isNull else { return nil }
        return member
    }

    /// Whether `key` is present with a value other than null.
    public func contains(_ key: String) -> Bool {
        optional(key) != nil
    }

    /// An error positioned at the object, for rules across its members.
    public func error(_ message: String) -> SpecError {
        reader.error(message)
    }

    private func member(_ key: String) -> SpecReader? {
        guard let m = members.first(where: { $0.key == key }) else { return nil }
        return SpecReader(file: reader.file, node: m.value, path: JSONPath.appending(key: key, to: reader.path))
    }
}
