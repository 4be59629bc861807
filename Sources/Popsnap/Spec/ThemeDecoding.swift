import PopsnapRaster
import PopsnapText
import PopsnapJSON

/// A spec's `theme` object: overrides of a kind's default metrics, colours and fonts, by name, each kind
/// with its table of setters (`AlertPopup.themeSetters`).
enum ThemeDecoding {
    typealias Setter<T> = (inout T, SpecReader, SpecContext) throws(SpecError) -> Void

    static func apply<T>(_ theme: inout T, _ r: SpecReader, context: SpecContext, _ table: [String: Setter<T>]) throws(SpecError) {
        let o = try r.object(keys: table.keys.sorted())
        for key in o.keys {
            guard let value = o.optional(key) else { continue }
            try table[key]!(&theme, value, context)
        }
    }

    /// A `theme` for a kind with both iOS looks: each key set in both looks' themes, so one spec draws
    /// either look (a key one look does not draw changes only the other).
    static func apply<T>(_ classic: inout T, _ glass: inout T, _ table: [String: Setter<T>], _ r: SpecReader, context: SpecContext) throws(SpecError) {
        let o = try r.object(keys: table.keys.sorted())
        for key in o.keys {
            guard let value = o.optional(key) else { continue }
            try table[key]!(&classic, value, context)
            try table[key]!(&glass, value, context)
        }
    }

    static func length<T>(_ kp: WritableKeyPath<T, Double>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in t[keyPath: kp] = try r.length() }
    }
    static func bool<T>(_ kp: WritableKeyPath<T, Bool>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in t[keyPath: kp] = try r.bool() }
    }
    static func cornerCurve<T>(_ kp: WritableKeyPath<T, CornerCurve>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in t[keyPath: kp] = try r.cornerCurve() }
    }
    /// A colour, kept dynamic: a system colour's name keeps both values, a number stands for both appearances.
    static func color<T>(_ kp: WritableKeyPath<T, DynamicColor>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in t[keyPath: kp] = try r.color() }
    }
    static func optionalColor<T>(_ kp: WritableKeyPath<T, DynamicColor?>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in t[keyPath: kp] = try r.color() }
    }
    /// A colour given as the background replaces the material, as a view given a backgroundColor shows it
    /// instead of its blur.
    static func flatBackground<T>(_ kp: WritableKeyPath<T, DynamicColor>, replacing material: WritableKeyPath<T, SurfaceMaterial?>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in
            t[keyPath: kp] = try r.color()
            t[keyPath: material] = nil
        }
    }
    /// One of UIKit's materials by name, `"none"` for the flat background, or glass:
    /// `{"glass": "regular" | "clear", "tint": COLOUR}`.
    static func material<T>(_ kp: WritableKeyPath<T, SurfaceMaterial?>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in
            if case .object = r.node.value {
                let o = try r.object(keys: ["glass", "tint"])
                guard let glass = try o.glass() else { throw o.error("expected {\"glass\": \"regular\" or \"clear\", \"tint\": COLOUR}") }
                t[keyPath: kp] = .glass(glass)
                return
            }
            var names: [String: SurfaceMaterial?] = ["none": nil]
            for m in MaterialStyle.allCases { names[m.rawValue] = .blur(m) }
            t[keyPath: kp] = try r.oneOf(names)
        }
    }
    /// A font that follows Dynamic Type until a `size` fixes it.
    static func font<T>(_ kp: WritableKeyPath<T, DynamicFont>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in t[keyPath: kp] = try r.font(base: t[keyPath: kp]) }
    }
}
