import PopsnapRaster
import PopsnapText

/// A spec's `theme` object: overrides of a kind's default metrics, colours and fonts, by name, each kind
/// with its table of setters (`AlertPopup.themeSetters`).
enum ThemeDecoding {
    typealias Setter<T> = (inout T, SpecReader, Appearance) throws(SpecError) -> Void

    static func apply<T>(_ theme: inout T, _ r: SpecReader, appearance: Appearance, _ table: [String: Setter<T>]) throws(SpecError) {
        let o = try r.object(keys: table.keys.sorted())
        for key in o.keys {
            guard let value = o.optional(key) else { continue }
            try table[key]!(&theme, value, appearance)
        }
    }

    static func length<T>(_ kp: WritableKeyPath<T, Double>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: Appearance) throws(SpecError) in t[keyPath: kp] = try r.length() }
    }
    static func color<T>(_ kp: WritableKeyPath<T, Color>) -> Setter<T> {
        { (t: inout T, r: SpecReader, a: Appearance) throws(SpecError) in t[keyPath: kp] = try r.color(a) }
    }
    static func optionalColor<T>(_ kp: WritableKeyPath<T, Color?>) -> Setter<T> {
        { (t: inout T, r: SpecReader, a: Appearance) throws(SpecError) in t[keyPath: kp] = try r.color(a) }
    }
    /// A colour given once stands for both appearances.
    static func dynamic<T>(_ kp: WritableKeyPath<T, DynamicColor>) -> Setter<T> {
        { (t: inout T, r: SpecReader, a: Appearance) throws(SpecError) in t[keyPath: kp] = DynamicColor(try r.color(a)) }
    }
    static func font<T>(_ kp: WritableKeyPath<T, TextStyle>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: Appearance) throws(SpecError) in t[keyPath: kp] = try r.textStyle(base: t[keyPath: kp]) }
    }
}
