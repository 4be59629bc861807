import PopsnapFiles
import PopsnapLayout
import PopsnapRaster
import PopsnapJSON

/// A custom popup's element tree from JSON: `{"type": "vstack", "children": [...], ...}` with the layout,
/// look and content keys of `Element`.
struct ElementDecoding {
    let context: SpecContext
    var files: SpecFiles { context.files }

    func element(_ r: SpecReader, defaultName: String) throws(SpecError) -> Element {
        let o = try r.object(keys: ElementKeys.all)
        let kinds = NameTable(Element.Kind.self).byName
        let kind = try o.required("type").oneOf(kinds)
        // A key another kind owns is an error where it is written, even at its default value, rather than ignored.
        for key in o.keys {
            if let message = ElementKeys.misplaced(key, on: kind), let r = o.optional(key) { throw r.error(message) }
        }
        let name = try o.optional("name")?.nonEmptyString() ?? defaultName
        var e = Element(try content(kind, o), name: name, role: try o.optional("role")?.nonEmptyString() ?? name)
        e.specPath = r.path

        if let c = o.optional("children") {
            var names = Set<String>()
            for (i, child) in try c.array(count: 0...1000).enumerated() {
                let el = try element(child, defaultName: "\(child.typeName ?? "child")[\(i)]")
                if let message = Element.siblingProblem(el.name, among: &names) { throw child.error(message) }
                e.children.append(el)
            }
        }
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
        if let r = o.optional("background") { e.background = try r.fill() }
        if let r = o.optional("cornerRadius") { e.cornerRadius = try r.length() }
        if let r = o.optional("cornerCurve") { e.cornerCurve = try r.cornerCurve() }
        if let r = o.optional("border") {
            let b = try r.object(keys: ["width", "color"])
            e.border = Border(width: try b.required("width").length(), color: try b.required("color").color())
        }
        if let r = o.optional("shadow") {
            let s = try r.object(keys: ["color", "x", "y", "radius"])
            e.shadow = ShadowStyle(color: try s.required("color").color(), offsetX: try s.optional("x")?.number(in: -1000...1000) ?? 0,
                                   offsetY: try s.optional("y")?.number(in: -1000...1000) ?? 0, radius: try s.required("radius").length())
        }
        if let r = o.optional("clips") { e.clipsContent = try r.bool() }
        if let r = o.optional("opacity") { e.opacity = try r.number(in: 0...1) }
        if let r = o.optional("color") { e.foregroundColor = try r.color() }
        if let r = o.optional("accessibility") { try accessibility(r, of: &e) }
        if let (place, message) = e.brokenRule() {
            switch place {
            case .name: throw (o.optional("name") ?? o.reader).error(message)
            case let .field(key): throw (o.optional(key) ?? o.reader).error(message)
            case .child: throw o.error(message)
            }
        }
        return e
    }

    /// The content of a `kind` element from its own keys (`ElementKeys.own`): one case a kind, so a
    /// kind added to `Element.Content` is not decoded until it is added here.
    private func content(_ kind: Element.Kind, _ o: SpecObject) throws(SpecError) -> Element.Content {
        switch kind {
        case .vstack:
            return .vstack(Element.Stack(spacing: try o.optional("spacing")?.length() ?? 0,
                                         alignment: try o.optional("alignment")?.oneOf(HorizontalAlignment.self) ?? .fill,
                                         distribution: try o.optional("distribution")?.oneOf(Distribution.self) ?? .fill))
        case .hstack:
            return .hstack(Element.Stack(spacing: try o.optional("spacing")?.length() ?? 0,
                                         alignment: try o.optional("verticalAlignment")?.oneOf(VerticalAlignment.self) ?? .fill,
                                         distribution: try o.optional("distribution")?.oneOf(Distribution.self) ?? .fill))
        case .overlay:
            return .overlay(Element.Overlay(horizontal: try o.optional("alignment")?.oneOf(HorizontalAlignment.self) ?? .fill,
                                            vertical: try o.optional("verticalAlignment")?.oneOf(VerticalAlignment.self) ?? .fill))
        case .text, .button:
            // A text style's font stays dynamic: it is resolved for the scene's text size at layout.
            let base = Element.Label(nil).font
            let label = Element.Label(try o.optional("text")?.text(context), font: try o.optional("font")?.font(base: base) ?? base)
            return kind == .text ? .text(label) : .button(label)
        case .icon:
            guard let r = o.optional("icon") else {
                throw o.error("missing required key \"icon\" (one of \(Icon.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return .icon(.icon(try r.oneOf(Icon.self)))
        case .image:
            guard let r = o.optional("image") else { throw o.error("missing required key \"image\" (a PNG file)") }
            return .image(.file(try files.imageFile(r)))
        case .spacer: return .spacer(length: try o.optional("length")?.length())
        case .box: return .box
        case .indicator: return .indicator(Element.Indicator(phase: try o.optional("phase")?.integer(in: 0...1000) ?? 0))
        case .progress:
            return .progress(Element.Progress(try o.optional("progress")?.number(in: 0...1) ?? 0,
                                              style: try o.optional("style")?.oneOf(ProgressStyle.self) ?? .ring))
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
