import PopsnapJSON

/// A rule of its kind that a popup's values break, found by the kind itself from its values
/// (`SpecKind.brokenRule()`), so a spec, the options and a popup built in Swift are held to the same rules
/// with the same words: where, as the steps under `popup` a spec writes it, and what is wrong.
///
/// ```swift
/// SystemAlertPopup(actions: []).brokenRule()   // actions: expected 1 to 32 actions, found 0
/// ```
struct BrokenKindRule: Equatable, Sendable {
    enum Step: Equatable, Sendable {
        case key(String)
        case index(Int)
    }

    var steps: [Step]
    var message: String

    init(_ steps: [Step], _ message: String) {
        self.steps = steps
        self.message = message
    }

    /// `popup.actions`, `popup.textFields[1].focused`: the path under `root`.
    func path(under root: String) -> String {
        steps.reduce(root) { path, step in
            switch step {
            case let .key(key): JSONPath.appending(key: key, to: path)
            case let .index(i): JSONPath.appending(index: i, to: path)
            }
        }
    }

    /// The error at the value the rule names in the spec's `popup` object (at the deepest part of it the
    /// spec writes: a default left out is the object's to answer for).
    func error(in popup: SpecReader) -> SpecError {
        var reader = popup
        for step in steps {
            guard let next = reader.member(step) else { break }
            reader = next
        }
        return reader.error(message)
    }

    /// The error for a popup made in Swift, which has no file: its path from the spec's root.
    var swiftError: SpecError {
        SpecError(file: "PopupSpec", path: path(under: "popup"), message: message)
    }
}

extension SpecReader {
    /// The value at `step` under this one, null counted as absent; nil when there is none.
    fileprivate func member(_ step: BrokenKindRule.Step) -> SpecReader? {
        switch (step, node.value) {
        case let (.key(key), .object(members)):
            guard let value = members.first(where: { $0.key == key })?.value, !(SpecReader(file: file, node: value).isNull) else { return nil }
            return SpecReader(file: file, node: value, path: JSONPath.appending(key: key, to: path))
        case let (.index(i), .array(elements)) where elements.indices.contains(i):
            return SpecReader(file: file, node: elements[i], path: JSONPath.appending(index: i, to: path))
        default:
            return nil
        }
    }
}
