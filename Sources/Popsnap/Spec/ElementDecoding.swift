import PopsnapFiles
import PopsnapLayout
import PopsnapRaster
import PopsnapJSON

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
        "text", "font", "color", "icon", "image", "progress", "style", "phase", "accessibility",
    ]

    func element(_ r: SpecReader, defaultName: String) throws(SpecError) -> Element {
        let o = try r.object(keys: Self.keys)
        let kinds = NameTable(Element.Kind.self).byName
        let kind = try o.required("type").oneOf(kinds)
        let name = try o.optional("name")?.nonEmptyString() ?? defaultName
        var e = Element(kind: kind, name: name, role: try o.optional("role")?.nonEmptyString() ?? name)
        e.specPath = r.path

        if let c = o.optional("children") {
            guard Element.containers.contains(kind) else { throw c.error(Element.childrenMessage) }
            var names = Set<String>()
            for (i, child) in try c.array(count: 0...1000).enumerated() {
                let el = try element(child, defaultName: "\(child.typeName ?? "child")[\(i)]")
                if let message = Element.siblingProblem(el.name, among: &names) { throw child.error(message) }
                e.children.append(el)
            }
        }
        if let r = o.optional("spacing") { e.spacing = try r.length() }
        if let r = o.optional("alignment") { e.horizontalAlignment = try r.oneOf(HorizontalAlignment.self) }
        if let r = o.optional("verticalAlignment") { e.verticalAlignment = try r.oneOf(VerticalAlignment.self) }
        if let r = o.optional("distribution") { e.distribution = try r.oneOf(Distribution.self) }
        if let r = o.optional("alignSelf") { e.alignSelf = try r.oneOf(CrossAlignment.self) }
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
        if let r = o.optional("icon") { e.icon = try r.oneOf(Icon.self) }
        if let r = o.optional("image") { e.imageFile = try files.imageFile(r) }
        if let r = o.optional("progress") { e.progress = try r.number(in: 0...1) }
        if let r = o.optional("style") { e.progressStyle = try r.oneOf(ProgressStyle.self) }
        if let r = o.optional("phase") { e.indicatorPhase = try r.integer(in: 0...1000) }
        if let r = o.optional("accessibility") { try accessibility(r, of: &e) }
        try check(e, o)
        return e
    }

    /// A key that only some kinds use is an error where it is written, even at its default value, rather than
    /// ignored; then the rules every tree keeps (`Element.brokenRule`), reported at the key they concern.
    private func check(_ e: Element, _ o: SpecObject) throws(SpecError) {
        for (key, kinds) in Element.fieldOwners where !kinds.contains(e.kind) {
            if let r = o.optional(key) { throw r.error(Element.misplaced(key, kinds: kinds, kind: e.kind)) }
        }
        guard let (place, message) = e.brokenRule() else { return }
        switch place {
        case .name: throw (o.optional("name") ?? o.reader).error(message)
        case let .field(key): throw (o.optional(key) ?? o.reader).error(message)
        case .child, .element: throw o.error(message)
        }
    }
}

extension ElementDecoding {
    static let accessibilityKeys = ["label", "value", "traits", "element", "hidden"]

    /// `"accessibility": {"label": "Close", "value": "50%", "traits": ["button"], "element": true, "hidden": false}`:
    /// what VoiceOver reads, each key left out derived as UIKit derives it. Label and value are texts, so
    /// they are localized as `text` is.
    private func accessibility(_ r: SpecReader, of e: inout Element) throws(SpecError) {
        let o = try r.object(keys: Self.accessibilityKeys)
        if let r = o.optional("label") { e.accessibilityLabel = try r.text(context) }
        if let r = o.optional("value") { e.accessibilityValue = try r.text(context) }
        if let r = o.optional("traits") {
            let named = Dictionary(uniqueKeysWithValues: AccessibilityTraits.named.map { ($0.name, $0.trait) })
            for t in try r.array(count: 0...AccessibilityTraits.named.count) { e.accessibilityTraits.insert(try t.oneOf(named)) }
        }
        if let r = o.optional("element") { e.isAccessibilityElement = try r.bool() }
        if let r = o.optional("hidden") { e.accessibilityElementsHidden = try r.bool() }
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
