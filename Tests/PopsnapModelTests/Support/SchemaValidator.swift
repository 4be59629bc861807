import Foundation
@testable import Popsnap
import PopsnapJSON

/// A JSON Schema (draft 2020-12) validator for the subset `popsnap.schema.json` uses, so the tests can check
/// specs against the schema without a network or a package: type, properties, additionalProperties (false),
/// required, enum, const, minimum, maximum, minLength, pattern, minItems, maxItems, uniqueItems, minProperties,
/// items, oneOf, allOf,
/// if/then and `$ref` to `#/$defs/…`. Any other keyword is reported as an error, so the schema cannot come
/// to rely on one this validator would silently skip.
///
/// The schema is read with JSONSerialization; instances are `JSONValue`s from Popsnap's own parser, which
/// tells booleans from numbers and is what the decoder reads.
/// ```swift
/// let validator = try SchemaValidator(contentsOf: "popsnap.schema.json")
/// validator.errors(in: node.value) // ["popup.kind: \"toast\" is not one of …"]
/// ```
struct SchemaValidator {
    let root: [String: Any]

    /// Keywords that only annotate.
    static let annotations: Set<String> = ["$schema", "$defs", "title", "description", "examples"]

    init(contentsOf path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        self.root = root
    }

    /// The schema at `#/$defs/NAME`.
    func definition(_ name: String) -> [String: Any]? {
        (root["$defs"] as? [String: Any])?[name] as? [String: Any]
    }

    /// Every place `value` breaks the schema, as `path: message`; empty when it is valid.
    func errors(in value: JSONValue) -> [String] {
        var errors: [String] = []
        validate(value, root, "", &errors)
        return errors
    }

    func validate(_ value: JSONValue, _ schema: [String: Any], _ path: String, _ errors: inout [String]) {
        func fail(_ message: String) { errors.append((path.isEmpty ? "(root)" : path) + ": " + message) }
        for (keyword, argument) in schema.sorted(by: { $0.key < $1.key }) {
            switch keyword {
            case "type":
                let types = argument as? [String] ?? [argument as! String]
                if !types.contains(where: { Self.has(value, type: $0) }) { fail("expected \(types.joined(separator: " or "))") }
            case "properties":
                guard case let .object(members) = value else { continue }
                let properties = argument as! [String: Any]
                for (key, node) in members {
                    if let sub = properties[key] as? [String: Any] { validate(node.value, sub, JSONPath.appending(key: key, to: path), &errors) }
                }
            case "additionalProperties":
                guard case let .object(members) = value, argument as? Bool == false else { continue }
                let known = schema["properties"] as? [String: Any] ?? [:]
                for (key, _) in members where known[key] == nil { fail("unknown key \"\(key)\"") }
            case "required":
                guard case let .object(members) = value else { continue }
                for key in argument as! [String] where !members.contains(where: { $0.key == key }) { fail("missing required key \"\(key)\"") }
            case "enum":
                if !(argument as! [Any]).contains(where: { Self.equal(value, $0) }) { fail("\(value) is not one of \(argument)") }
            case "const":
                if !Self.equal(value, argument) { fail("expected \(argument)") }
            case "minimum", "maximum":
                guard case let .number(n) = value else { continue }
                let bound = (argument as! NSNumber).doubleValue
                if keyword == "minimum" ? n < bound : n > bound { fail("\(n) is outside the \(keyword) \(bound)") }
            case "minLength":
                guard case let .string(s) = value else { continue }
                if s.unicodeScalars.count < (argument as! NSNumber).intValue { fail("expected at least \(argument) characters") }
            case "pattern":
                guard case let .string(s) = value else { continue }
                let regex = try! NSRegularExpression(pattern: argument as! String)
                if regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) == nil { fail("\"\(s)\" does not match \(argument)") }
            case "minItems", "maxItems":
                guard case let .array(items) = value else { continue }
                let bound = (argument as! NSNumber).intValue
                if keyword == "minItems" ? items.count < bound : items.count > bound { fail("\(items.count) items break \(keyword) \(bound)") }
            case "uniqueItems":
                guard case let .array(items) = value, argument as? Bool == true else { continue }
                for (i, item) in items.enumerated() where items[..<i].contains(where: { $0.value == item.value }) {
                    fail("item \(i) repeats an earlier one, against uniqueItems")
                }
            case "minProperties":
                guard case let .object(members) = value else { continue }
                if members.count < (argument as! NSNumber).intValue { fail("expected at least \(argument) keys") }
            case "items":
                guard case let .array(items) = value else { continue }
                for (i, item) in items.enumerated() {
                    validate(item.value, argument as! [String: Any], JSONPath.appending(index: i, to: path), &errors)
                }
            case "oneOf":
                let matches = (argument as! [[String: Any]]).filter { isValid(value, $0, path) }.count
                if matches != 1 { fail("matches \(matches) of the oneOf alternatives, not exactly one") }
            case "allOf":
                for sub in argument as! [[String: Any]] { validate(value, sub, path, &errors) }
            case "if":
                if isValid(value, argument as! [String: Any], path), let then = schema["then"] as? [String: Any] {
                    validate(value, then, path, &errors)
                }
            case "then":
                continue
            case "$ref":
                let ref = argument as! String
                guard ref.hasPrefix("#/$defs/"), let target = definition(String(ref.dropFirst(8))) else {
                    fail("unsupported or unknown $ref \(ref)")
                    continue
                }
                validate(value, target, path, &errors)
            default:
                if !Self.annotations.contains(keyword) { fail("the test validator does not support the keyword \"\(keyword)\"") }
            }
        }
    }

    private func isValid(_ value: JSONValue, _ schema: [String: Any], _ path: String) -> Bool {
        var errors: [String] = []
        validate(value, schema, path, &errors)
        return errors.isEmpty
    }

    static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object):
            return true
        case let ("integer", .number(n)):
            return n == n.rounded()
        default:
            return false
        }
    }

    /// JSON equality of an instance and a schema value (strings, numbers, booleans and null are all the schema uses).
    static func equal(_ value: JSONValue, _ schemaValue: Any) -> Bool {
        switch value {
        case .null: return schemaValue is NSNull
        case let .string(s): return schemaValue as? String == s
        case let .number(n): return !(schemaValue is String) && (schemaValue as? NSNumber)?.doubleValue == n
        case let .bool(b): return !(schemaValue is String) && (schemaValue as? Bool) == b
        case .array, .object: return false
        }
    }
}
