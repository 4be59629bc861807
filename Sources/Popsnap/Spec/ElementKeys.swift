/// The one table of an element's spec keys: those every element takes, and each kind's own (what its
/// `Element.Content` case carries). The decoder reads it, refuses a kind's key on another kind with the
/// kinds it belongs to, and the schema's rules are checked against it.
enum ElementKeys {
    /// Keys every element takes: its name, role, layout, look and accessibility.
    static let common = [
        "type", "name", "role", "alignSelf",
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "aspectRatio", "padding", "margin", "present",
        "background", "cornerRadius", "cornerCurve", "border", "shadow", "clips", "opacity", "color", "accessibility",
    ]

    /// The keys only `kind` takes, from its content.
    static func own(_ kind: Element.Kind) -> [String] {
        switch kind {
        case .vstack: ["children", "spacing", "alignment", "distribution"]
        case .hstack: ["children", "spacing", "verticalAlignment", "distribution"]
        case .overlay: ["children", "alignment", "verticalAlignment"]
        case .text, .button: ["text", "font"]
        case .icon: ["icon"]
        case .image: ["image"]
        case .spacer: ["length"]
        case .box: []
        case .indicator: ["phase"]
        case .progress: ["progress", "style"]
        }
    }

    /// Every key an element can have.
    static let all = common + Element.Kind.allCases.flatMap(own).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }

    /// The kinds `key` belongs to, in `Kind`'s order; empty for a common key.
    static func owners(of key: String) -> [Element.Kind] {
        Element.Kind.allCases.filter { own($0).contains(key) }
    }

    /// Why `key` cannot be on a `kind`; nil when it can.
    static func misplaced(_ key: String, on kind: Element.Kind) -> String? {
        let owners = owners(of: key)
        guard !owners.isEmpty, !owners.contains(kind) else { return nil }
        if key == "children" { return Element.childrenMessage }
        return "\"\(key)\" belongs to \(SpecWording.list(owners.map { "\"\($0.rawValue)\"" }, or: false)) elements, not to a \"\(kind.rawValue)\""
    }
}
