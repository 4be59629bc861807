import PopsnapJSON

/// `Docs/SpecReference.md`, written from `popsnap.schema.json`: a table a part of the spec (the top level,
/// then each definition), one row a field with its type and the schema's own description, nested objects
/// flattened into dotted paths. The schema is the one source; this page only lays it out.
enum SpecReference {
    static func markdown(schema: JSONNode) -> String {
        var page = """
        # Spec reference

        Every field of a spec, generated from [`popsnap.schema.json`](../popsnap.schema.json) (run
        `POPSNAP_UPDATE_DOCS=1 swift test --filter SpecReferenceTests` after changing the schema). The
        [spec guide](Specs.md) shows them in use.

        \(text(schema["description"]))

        ## The spec


        """
        page += table(rows(of: schema, prefix: ""))
        for (name, definition) in schema["$defs"]?.members ?? [] {
            page += "\n## \(name)\n\n"
            if let about = definition["description"] { page += text(about) + "\n\n" }
            let fields = rows(of: definition, prefix: "")
            page += fields.isEmpty ? "A value: \(type(of: definition)).\n" : table(fields)
        }
        return page
    }

    /// One row a field of `node`'s properties, and of the properties of objects inside them.
    private static func rows(of node: JSONNode, prefix: String) -> [(field: String, type: String, about: String)] {
        var found: [(field: String, type: String, about: String)] = []
        let required = Set((node["required"]?.elements ?? []).compactMap(\.string))
        for (key, property) in node["properties"]?.members ?? [] {
            let field = prefix + key
            let mark = required.contains(key) ? " (required)" : ""
            found.append((field, type(of: property) + mark, text(property["description"])))
            found += rows(of: property, prefix: field + ".")
            if let items = property["items"] { found += rows(of: items, prefix: field + "[].") }
        }
        return found
    }

    private static func table(_ rows: [(field: String, type: String, about: String)]) -> String {
        "| field | type | what it means |\n|---|---|---|\n" + rows.map { "| `\($0.field)` | \(cell($0.type)) | \(cell($0.about)) |\n" }.joined()
    }

    /// The type in words: a reference links its definition; enums, constants and bounds are listed.
    static func type(of node: JSONNode) -> String {
        var parts: [String] = []
        if let reference = node["$ref"]?.string, let name = reference.split(separator: "/").last { parts.append("[\(name)](#\(name.lowercased()))") }
        if let constant = node["const"] { parts.append("`\(literal(constant))`") }
        if let values = node["enum"]?.elements { parts.append(values.map { "`\(literal($0))`" }.joined(separator: ", ")) }
        if parts.isEmpty, let types = node["type"] {
            let names = (types.elements ?? [types]).compactMap(\.string)
            let shown = names.filter { $0 != "null" }
            parts.append((shown.isEmpty ? names : shown).joined(separator: " or "))
        }
        if let choices = node["oneOf"]?.elements ?? node["anyOf"]?.elements, parts.isEmpty {
            var seen: Set<String> = []
            parts.append(choices.map { type(of: $0) }.filter { !$0.isEmpty && seen.insert($0).inserted }.joined(separator: " or "))
        }
        if let minimum = node["minimum"] ?? node["exclusiveMinimum"] { parts.append("≥ \(literal(minimum))") }
        if let maximum = node["maximum"] { parts.append("≤ \(literal(maximum))") }
        return parts.joined(separator: ", ")
    }

    private static func literal(_ node: JSONNode) -> String {
        switch node.value {
        case let .string(s): return s
        case let .number(n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case let .bool(b): return String(b)
        case .null: return "null"
        case .array, .object: return "…"
        }
    }

    private static func text(_ node: JSONNode?) -> String { node?.string ?? "" }

    /// A table cell: no line break, and a pipe that would end the cell escaped.
    private static func cell(_ s: String) -> String {
        s.replacing("\n", with: " ").replacing("|", with: "\\|")
    }
}

extension JSONNode {
    subscript(key: String) -> JSONNode? {
        guard case let .object(members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    var members: [(key: String, value: JSONNode)]? {
        guard case let .object(members) = value else { return nil }
        return members
    }

    var elements: [JSONNode]? {
        guard case let .array(elements) = value else { return nil }
        return elements
    }

    var string: String? {
        guard case let .string(s) = value else { return nil }
        return s
    }
}
