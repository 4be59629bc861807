import PopsnapFiles
import PopsnapLayout
import PopsnapRaster

/// A custom popup's element tree from JSON: `{"type": "vstack", "children": [...], ...}` with the layout,
/// look and content keys of `Element`.
struct ElementDecoding {
    let context: SpecContext
    var files: SpecFiles { context.files }

    static let keys = [
        "type", "name", "role", "children",
        "spacing", "alignment", "verticalAlignment", "distribution", "alignSelf",
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "aspectRatio", "padding", "margin", "present", "length",
        "background", "cornerRadius", "cornerCurve", "border", "shadow", "clips", "opacity",
        "text", "font", "color", "icon", "image", "progress", "style", "phase",
    ]

    func element(_ r: SpecReader, defaultName: String) throws(SpecError) -> Element {
        let o = try r.object(keys: Self.keys)
        let kinds = Dictionary(uniqueKeysWithValues: Element.Kind.allCases.map { ($0.rawValue, $0) })
        let kind = try o.required("type").oneOf(kinds)
        let name = try o.optional("name")?.nonEmptyString() ?? defaultName
        // By scalars: "/" followed by a combining mark is one Character, and would pass.
        guard !name.unicodeScalars.contains("/") else { throw o.optional("name")!.error("expected a name without \"/\" (it separates a path's parts), found \(SpecWording.quoted(name))") }
        // A name is printed in every finding's path: a control character in it would act on the terminal.
        guard !TerminalText.hasControlCharacters(name) else {
            throw o.optional("name")!.error("expected a name without control characters, found \(SpecWording.quoted(name))")
        }
        var e = Element(kind: kind, name: name, role: try o.optional("role")?.nonEmptyString() ?? name)

        if let c = o.optional("children") {
            guard Self.containers.contains(kind) else { throw c.error("only vstack, hstack and overlay have children") }
            var names = Set<String>()
            for (i, child) in try c.array(count: 0...1000).enumerated() {
                let el = try element(child, defaultName: "\(child.typeName ?? "child")[\(i)]")
                guard names.insert(el.name).inserted else { throw child.error("another child is already named \"\(el.name)\"; names make paths, so they must differ") }
                e.children.append(el)
            }
        }
        if let r = o.optional("spacing") { e.spacing = try r.length() }
        if let r = o.optional("alignment") { e.horizontalAlignment = try r.oneOf(Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) })) }
        if let r = o.optional("verticalAlignment") { e.verticalAlignment = try r.oneOf(Dictionary(uniqueKeysWithValues: VerticalAlignment.allCases.map { ($0.rawValue, $0) })) }
        if let r = o.optional("distribution") { e.distribution = try r.oneOf(Dictionary(uniqueKeysWithValues: Distribution.allCases.map { ($0.rawValue, $0) })) }
        if let r = o.optional("alignSelf") { e.alignSelf = try r.oneOf(Dictionary(uniqueKeysWithValues: CrossAlignment.allCases.map { ($0.rawValue, $0) })) }
        if let r = o.optional("width") { e.sizing.width = try r.length() }
        if let r = o.optional("height") { e.sizing.height = try r.length() }
        if let r = o.optional("minWidth") { e.sizing.minWidth = try r.length() }
        if let r = o.optional("maxWidth") { e.sizing.maxWidth = try r.length() }
        if let r = o.optional("minHeight") { e.sizing.minHeight = try r.length() }
        if let r = o.optional("maxHeight") { e.sizing.maxHeight = try r.length() }
        if let r = o.optional("aspectRatio") { e.sizing.aspectRatio = try r.number(in: 0.01...100) }
        if let r = o.optional("padding") { e.padding = try r.insets() }
        if let r = o.optional("margin") { e.margin = try r.insets() }
        if let r = o.optional("present") { e.isPresent = try r.bool() }
        if let r = o.optional("length") { e.length = try r.length() }
        if let r = o.optional("background") { e.dynamicLook.background = try r.fill() }
        if let r = o.optional("cornerRadius") { e.cornerRadius = try r.length() }
        if let r = o.optional("cornerCurve") { e.cornerCurve = try r.cornerCurve() }
        if let r = o.optional("border") {
            let b = try r.object(keys: ["width", "color"])
            // The colour is resolved with the rest of the look, when the scene is made.
            e.border = Border(width: try b.required("width").length(), color: .clear)
            e.dynamicLook.borderColor = try b.required("color").color()
        }
        if let r = o.optional("shadow") {
            let s = try r.object(keys: ["color", "x", "y", "radius"])
            e.dynamicLook.shadowColor = try s.required("color").color()
            e.shadow = ShadowStyle(color: .clear, offsetX: try s.optional("x")?.number(in: -1000...1000) ?? 0,
                                   offsetY: try s.optional("y")?.number(in: -1000...1000) ?? 0, radius: try s.required("radius").length())
        }
        if let r = o.optional("clips") { e.clipsContent = try r.bool() }
        if let r = o.optional("opacity") { e.opacity = try r.number(in: 0...1) }
        if let r = o.optional("text") { e.text = try r.text(context) }
        if let r = o.optional("font") { e.dynamicLook.font = try r.font(base: DynamicFont(e.textStyle)) }
        if let r = o.optional("color") { e.dynamicLook.color = try r.color() }
        if let r = o.optional("icon") { e.icon = try r.oneOf(Dictionary(uniqueKeysWithValues: Icon.allCases.map { ($0.rawValue, $0) })) }
        if let r = o.optional("image") { e.imageFile = try files.imageFile(r) }
        if let r = o.optional("progress") { e.progress = try r.number(in: 0...1) }
        if let r = o.optional("style") { e.progressStyle = try r.oneOf(Dictionary(uniqueKeysWithValues: ProgressStyle.allCases.map { ($0.rawValue, $0) })) }
        if let r = o.optional("phase") { e.indicatorPhase = try r.integer(in: 0...1000) }
        try check(e, o)
        return e
    }

    /// Keys that only some types use, so a misplaced one is an error rather than ignored (`children` is checked
    /// where it is read).
    static let owners: [String: [Element.Kind]] = [
        "text": [.text, .button], "font": [.text, .button], "icon": [.icon], "image": [.image],
        "progress": [.progress], "style": [.progress], "phase": [.indicator], "length": [.spacer],
        "spacing": [.vstack, .hstack], "distribution": [.vstack, .hstack],
    ]

    /// The types that have children.
    static let containers: [Element.Kind] = [.vstack, .hstack, .overlay]

    private func check(_ e: Element, _ o: SpecObject) throws(SpecError) {
        for key in o.keys {
            if let kinds = Self.owners[key], !kinds.contains(e.kind), let r = o.optional(key) {
                throw r.error("\"\(key)\" belongs to \(kinds.map { "\"\($0.rawValue)\"" }.joined(separator: " and ")) elements, not to a \"\(e.kind.rawValue)\"")
            }
        }
        if e.kind == .icon, e.icon == nil { throw o.error("missing required key \"icon\" (one of \(Icon.allCases.map(\.rawValue).joined(separator: ", ")))") }
        if e.kind == .image, e.imageFile == nil { throw o.error("missing required key \"image\" (a PNG file)") }
    }
}

extension SpecReader {
    /// The `type` of an element object, for naming unnamed children.
    var typeName: String? {
        guard case let .object(members) = node.value, let t = members.first(where: { $0.key == "type" }),
              case let .string(s) = t.value.value else { return nil }
        return s
    }
}
