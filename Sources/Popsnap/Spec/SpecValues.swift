import PopsnapLayout
import PopsnapPNG
import PopsnapRaster
import PopsnapText
import PopsnapGeometry
import PopsnapJSON

/// Reading the value types a spec is made of: colours, lengths, insets, fonts, fills and images.
extension SpecReader {
    /// A colour: `#RRGGBB`, `#RRGGBBAA`, `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)` or a system colour name,
    /// kept dynamic until the scene is made.
    func color() throws(SpecError) -> DynamicColor {
        let text = try string()
        do { return try DynamicColor(parsing: text) } catch {
            let found = SpecWording.quoted(text)
            guard case let .invalidColor(_, reason) = error else { throw self.error("\(error)") }
            throw self.error("expected a colour (#RRGGBB, #RRGGBBAA, rgb(…), hsl(…) or a system colour such as systemBlue), found \(found): \(reason)")
        }
    }

    /// A corner curve by name: `"circular"` or `"continuous"` (CALayer.cornerCurve).
    func cornerCurve() throws(SpecError) -> CornerCurve {
        try oneOf(NameTable(CornerCurve.self).byName)
    }

    /// A length in points, from 0 to 10000.
    func length() throws(SpecError) -> Double { try number(in: 0...10_000) }

    /// Insets: one number for every side, or an object of top, leading, bottom, trailing, horizontal, vertical.
    func insets() throws(SpecError) -> EdgeInsets {
        if case .number = node.value { return EdgeInsets(all: try length()) }
        let o = try object(keys: ["top", "leading", "bottom", "trailing", "horizontal", "vertical"])
        var i = EdgeInsets()
        if let h = o.optional("horizontal") { let v = try h.length(); i.leading = v; i.trailing = v }
        if let v = o.optional("vertical") { let d = try v.length(); i.top = d; i.bottom = d }
        if let r = o.optional("top") { i.top = try r.length() }
        if let r = o.optional("leading") { i.leading = try r.length() }
        if let r = o.optional("bottom") { i.bottom = try r.length() }
        if let r = o.optional("trailing") { i.trailing = try r.length() }
        return i
    }

    /// Longer than any installed family's name (fontconfig's longest are a few dozen characters).
    static let longestFamily = 100

    static let fontKeys = ["textStyle", "family", "size", "weight", "alignment", "direction", "maxLines", "minimumScaleFactor",
                           "lineHeightMultiple", "language"]

    /// A font and paragraph style, each key changing `base`: textStyle (iOS's text styles, whose size and
    /// weight follow Dynamic Type), family, size (a fixed size, ending `textStyle`'s), weight (UIFont.Weight's
    /// names), alignment, direction, maxLines, minimumScaleFactor, lineHeightMultiple, language.
    func font(base: DynamicFont) throws(SpecError) -> DynamicFont {
        let o = try object(keys: Self.fontKeys)
        var f = base
        if let r = o.optional("textStyle") {
            let style = try r.oneOf(DynamicTextStyle.self)
            f = DynamicFont(f.style, textStyle: style)
            f.style.weight = style.weight
        }
        if let r = o.optional("family") {
            let family = try r.nonEmptyString()
            // Checked here, where the message can say where it was written; the font is looked up at layout.
            guard family.count <= Self.longestFamily else {
                throw r.error("expected a font family of at most \(Self.longestFamily) characters, found \(SpecWording.quoted(family))")
            }
            f.style.family = family
        }
        if let r = o.optional("size") {
            if o.contains("textStyle") { throw r.error("give a textStyle or a size, not both") }
            f.style.size = try r.number(in: 1...500)
            f.textStyle = nil
        }
        if let r = o.optional("weight") { f.style.weight = try r.oneOf(FontWeight.named) }
        if let r = o.optional("alignment") {
            f.style.alignment = try r.oneOf(TextAlignment.self)
        }
        if let r = o.optional("direction") {
            f.style.direction = try r.oneOf(["natural": .natural, "leftToRight": .leftToRight, "rightToLeft": .rightToLeft])
        }
        if let r = o.optional("maxLines") { f.style.maxLines = try r.integer(in: 0...1000) }
        if let r = o.optional("minimumScaleFactor") { f.style.minimumScaleFactor = try r.number(in: 0...1) }
        if let r = o.optional("lineHeightMultiple") { f.style.lineHeightMultiple = try r.number(in: 0.1...10) }
        if let r = o.optional("language") { f.style.language = try r.nonEmptyString() }
        return f
    }

    /// A fill: a colour, `{"gradient": [colours]}` from top to bottom, `{"material": NAME}` (UIKit's blur
    /// materials) or `{"glass": "regular" | "clear", "tint": COLOUR}` (Liquid Glass, the tint optional).
    func fill() throws(SpecError) -> DynamicFill {
        if case .string = node.value { return .color(try color()) }
        let o = try object(keys: ["gradient", "material", "glass", "tint"])
        let kinds = ["gradient", "material", "glass"].filter { o.contains($0) }
        if kinds.count > 1, let second = o.optional(kinds[1]) {
            throw second.error("give one of a gradient, a material or glass, not \(kinds.joined(separator: " and "))")
        }
        if let glass = try o.glass() { return .surface(.glass(glass)) }
        if let m = o.optional("material") {
            return .surface(.blur(try m.oneOf(MaterialStyle.self)))
        }
        return .verticalGradient(try o.required("gradient").array(count: 2...16).map { r throws(SpecError) in try r.color() })
    }

    /// A content size category, by its UIKit name (`accessibilityLarge`) or short name (`AX3`).
    func contentSize() throws(SpecError) -> ContentSizeCategory {
        let name = try string()
        guard let c = ContentSizeCategory(named: name) else {
            throw error("expected a content size category (\(ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")), "
                        + "or UIKit's names such as large and accessibilityLarge), found \"\(name)\"")
        }
        return c
    }

    /// An iOS look by its version, 18 or 26 (`ios`, `variants.ios`).
    func iosLook() throws(SpecError) -> IOSLook {
        let expected = IOSLook.expected + " (18 stands for the look of iOS 13 to 18)"
        guard case .number(let n) = node.value else { throw error(expected: expected) }
        guard let look = IOSLook.allCases.first(where: { Double($0.rawValue) == n }) else {
            throw error("expected \(expected), found \(SpecWording.number(n))")
        }
        return look
    }
}

extension SpecObject {
    /// `{"glass": "regular" | "clear", "tint": COLOUR}`'s glass, nil without a `glass` key; a tint without
    /// one is an error; a system colour's name as the tint keeps both its values.
    func glass() throws(SpecError) -> Glass? {
        guard let g = optional("glass") else {
            if let t = optional("tint") { throw t.error("a tint goes with glass: {\"glass\": \"regular\", \"tint\": COLOUR}") }
            return nil
        }
        let glass = Glass(try g.oneOf(Glass.Style.self))
        guard let t = optional("tint") else { return glass }
        return Glass(glass.style, tint: try t.color())
    }
}
